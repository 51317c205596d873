import { isTimeZone } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

/**
 * The time zone a new account's device reported at sign-up becomes its study
 * time zone, so the study day starts at 04:00 where the learner is from the
 * first session. Anything that is not a time zone name Intl knows (IANA) is
 * ignored: the learner stays on UTC until they choose a zone or open /study,
 * which saves the browser's when none is set. A zone already saved is never replaced.
 */
export async function saveInitialTimeZone({ userId, timeZone }: { userId: string; timeZone: unknown }, db: DbOrTx): Promise<boolean> {
  if (typeof timeZone !== "string" || !isTimeZone(timeZone)) return false;
  await db.studySettings.upsert({ where: { userId }, create: { userId, timeZone }, update: {} });
  return true;
}
