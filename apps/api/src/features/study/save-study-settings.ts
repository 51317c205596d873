import { isTimeZone } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

export type StudySettingsInput = {
  timeZone?: string | undefined;
  newPerDay?: number | undefined;
  reviewsPerDay?: number | undefined;
  twoButtons?: boolean | undefined;
  desiredRetention?: number | undefined;
};

/** Changes take effect from the next answer; nothing already scheduled is rewritten. */
export async function saveStudySettings({ userId, ...input }: StudySettingsInput & { userId: string }, db: DbOrTx): Promise<void> {
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) {
    throw new AppError("BAD_REQUEST", {
      message: `'${input.timeZone.slice(0, 64)}' is not a time zone; use an IANA name such as Europe/London.`,
    });
  }
  const data = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await db.studySettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}
