import { studyDay } from "@mnemo/api-contract";

/**
 * Today's study-day key in the learner's zone (the server names days the same
 * way: ZStudyStatsSchema, packages/api-contract). A zone this browser does not know falls back
 * to UTC rather than breaking the view.
 */
export function todayKey(timeZone: string, now: Date = new Date()): string {
  try {
    return studyDay(now, timeZone).key;
  } catch {
    return studyDay(now, "UTC").key;
  }
}
