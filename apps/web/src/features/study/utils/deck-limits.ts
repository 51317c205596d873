import type { TDeckLimits } from "@mnemo/api-contract";
import { countOrNull } from "./study-settings-form.ts";

/** A deck's own limits in a few words for its row on /study ("10 new · 50 reviews a day"), or null when it has none. */
export function deckLimitsText(limits: TDeckLimits): string | null {
  const parts = [
    limits.new_per_day === null ? null : `${limits.new_per_day.toLocaleString("en-GB")} new`,
    limits.reviews_per_day === null ? null : `${limits.reviews_per_day.toLocaleString("en-GB")} reviews`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : `Own limits: ${parts.join(" · ")} a day`;
}

/**
 * A limit field of the deck's modal: empty means the account's limit (null);
 * otherwise a whole number from 0 to `max`, or undefined when it is neither.
 */
export function deckLimitValue(value: number | string, max: number): number | null | undefined {
  if (value === "") return null;
  return countOrNull(value, max) ?? undefined;
}
