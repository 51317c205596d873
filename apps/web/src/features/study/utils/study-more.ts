import { studyDayAfter, type TStudyMode, type TStudyStats } from "@mnemo/api-contract";

/** "Study more" after today's cards: reviews due in the next days ("ahead"), or the cards forgotten today again. */
export const STUDY_MORE_MODES = ["ahead", "forgotten"] as const satisfies readonly TStudyMode[];
export type TStudyMoreMode = (typeof STUDY_MORE_MODES)[number];

/** The session URL's search parameter naming the mode: /study/{ids}?more=ahead. */
const STUDY_MORE_PARAM = "more";

/** The mode a session URL asks for; anything but a known "more" is today's cards. */
export function studyModeFromSearch(search: URLSearchParams): TStudyMode {
  const value = search.get(STUDY_MORE_PARAM);
  return STUDY_MORE_MODES.find((mode) => mode === value) ?? "today";
}

/** The search part of a session URL studying more: "?more=ahead". */
export function studyMoreSearch(mode: TStudyMoreMode): string {
  return `?${new URLSearchParams({ [STUDY_MORE_PARAM]: mode }).toString()}`;
}

/** Cards due on the next study day, from study.stats's `due` (which lists only the days with cards). */
export function dueTomorrow(stats: Pick<TStudyStats, "due" | "time_zone">, now: Date): number {
  const tomorrow = studyDayAfter(now, stats.time_zone, 1).key;
  return stats.due.find((day) => day.day === tomorrow)?.cards ?? 0;
}
