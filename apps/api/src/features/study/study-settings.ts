import {
  DEFAULT_LEECH_LAPSES,
  DEFAULT_NEW_PER_DAY,
  DEFAULT_REVIEWS_PER_DAY,
  DEFAULT_SCHEDULER_SETTINGS,
  isTimeZone,
  type TSchedulerSettings,
} from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

/** A learner's study settings, with the defaults for one who never changed them. */
export type StudySettings = {
  timeZone: string;
  isTimeZoneSet: boolean;
  newPerDay: number;
  reviewsPerDay: number;
  twoButtons: boolean;
  leechLapses: number;
  scheduler: TSchedulerSettings;
};

/** The study_settings columns StudySettings is made of; all null for a learner without a row (read through a LEFT JOIN). */
export type StudySettingsRow = {
  timeZone: string | null;
  newPerDay: number | null;
  reviewsPerDay: number | null;
  desiredRetention: number | null;
  weights: number[] | null;
  twoButtons: boolean | null;
  leechLapses: number | null;
};

export async function getStudySettings({ userId }: { userId: string }, db: DbOrTx): Promise<StudySettings> {
  return toStudySettings(await db.studySettings.findUnique({ where: { userId } }));
}

export function toStudySettings(row: StudySettingsRow | null | undefined): StudySettings {
  const timeZone = row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : null;
  return {
    timeZone: timeZone ?? "UTC",
    isTimeZoneSet: timeZone !== null,
    newPerDay: row?.newPerDay ?? DEFAULT_NEW_PER_DAY,
    reviewsPerDay: row?.reviewsPerDay ?? DEFAULT_REVIEWS_PER_DAY,
    twoButtons: row?.twoButtons ?? false,
    leechLapses: row?.leechLapses ?? DEFAULT_LEECH_LAPSES,
    scheduler: {
      ...DEFAULT_SCHEDULER_SETTINGS,
      desired_retention: row?.desiredRetention ?? DEFAULT_SCHEDULER_SETTINGS.desired_retention,
      weights: row?.weights?.length === 21 ? row.weights : null,
    },
  };
}
