import type { TStudySettings } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getStudySettings } from "./study-settings.ts";

/** The profile's Study card: the learner's settings as study.saveSettings stores them, defaults filled in. */
export async function getStudySettingsDto({ userId }: { userId: string }, db: DbOrTx): Promise<TStudySettings> {
  const settings = await getStudySettings({ userId }, db);
  return {
    time_zone: settings.timeZone,
    time_zone_set: settings.isTimeZoneSet,
    new_per_day: settings.newPerDay,
    reviews_per_day: settings.reviewsPerDay,
    desired_retention: settings.scheduler.desired_retention,
    two_buttons: settings.twoButtons,
    using_personal_parameters: settings.scheduler.weights !== null,
  };
}
