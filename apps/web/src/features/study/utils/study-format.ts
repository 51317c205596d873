import type { TRating } from "@mnemo/api-contract";

export const RATING_LABELS: Record<TRating, string> = { again: "Again", hard: "Hard", good: "Good", easy: "Easy" };

const UNITS: Record<string, [string, string]> = {
  s: ["second", "seconds"],
  m: ["minute", "minutes"],
  h: ["hour", "hours"],
  d: ["day", "days"],
  mo: ["month", "months"],
  y: ["year", "years"],
};

/** The scheduler's short interval ("<10m", "4d", "2.5mo") in words for a screen reader ("less than 10 minutes"). */
export function intervalInWords(label: string): string {
  const match = /^(<)?\s*(\d+(?:\.\d+)?)\s*(mo|s|m|h|d|y)$/.exec(label.trim());
  if (!match) return label;
  const [, isUnder, amount, unit] = match;
  const names = UNITS[unit!]!;
  const words = `${amount} ${Number(amount) === 1 ? names[0] : names[1]}`;
  return isUnder ? `less than ${words}` : words;
}

/** A button's accessible name: "Good, next in 4 days". */
export function ratingButtonName(rating: TRating, interval: string | undefined): string {
  return interval ? `${RATING_LABELS[rating]}, next in ${intervalInWords(interval)}` : RATING_LABELS[rating];
}

/** Time spent studying: "45 s", "12 min", "1 h 5 min". */
export function formatStudyTime(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How long until a time: "less than a minute", "3 min", "2 h 10 min". */
export function formatWait(untilMs: number, nowMs: number): string {
  const ms = untilMs - nowMs;
  if (ms < 60_000) return "less than a minute";
  return formatStudyTime(Math.ceil(ms / 60_000) * 60_000);
}

/** Share of answers that were Good or Easy, as a whole percent; null with no answers. */
export function retentionPercent(ratings: readonly TRating[]): number | null {
  if (ratings.length === 0) return null;
  const passed = ratings.filter((rating) => rating === "good" || rating === "easy").length;
  return Math.round((passed / ratings.length) * 100);
}
