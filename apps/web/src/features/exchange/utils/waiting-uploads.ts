import { httpStatusOf } from "@/lib/error-info.ts";
import { formatCount } from "@/lib/format-count.ts";

/**
 * True when an upload was refused because the learner's uploads waiting to be imported are at
 * their limit (429 from POST /api/imports/uploads): the dialog then lists them with a way to cancel.
 */
export function isTooManyWaiting(error: unknown): boolean {
  return httpStatusOf(error) === 429;
}

/** How many uploads may wait at once, as the 429's details say; null when they do not. */
export function waitingLimitOf(error: unknown): number | null {
  const details = typeof error === "object" && error !== null ? (error as { details?: unknown }).details : undefined;
  const limit = typeof details === "object" && details !== null ? (details as { limit?: unknown }).limit : undefined;
  return typeof limit === "number" ? limit : null;
}

/** When a waiting upload is dropped, as its row says it: "dropped in 42 minutes, at 3:42 PM". */
export function droppedLabel(expiresAt: string, now: Date, timeZone?: string): string {
  const at = new Date(expiresAt);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return "dropped now";
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", ...(timeZone ? { timeZone } : {}) }).format(at);
  return `dropped in ${formatCount(minutes, "minute")}, at ${time}`;
}
