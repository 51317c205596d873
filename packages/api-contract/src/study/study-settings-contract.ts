import { z } from "zod";

/**
 * study.settings: what the profile's Study card shows and edits. The same
 * fields study.saveSettings takes, read back with the defaults filled in.
 */
export const ZStudySettingsSchema = z.object({
  /** The IANA zone the study day follows ("UTC" until the browser or the learner sets one). */
  time_zone: z.string(),
  /** False until a time zone was saved: the browser's is then offered. */
  time_zone_set: z.boolean(),
  new_per_day: z.number().int(),
  reviews_per_day: z.number().int(),
  desired_retention: z.number(),
  two_buttons: z.boolean(),
  /** The fitted FSRS parameters are in use (study.parameters says how they did). */
  using_personal_parameters: z.boolean(),
});
export type TStudySettings = z.infer<typeof ZStudySettingsSchema>;
