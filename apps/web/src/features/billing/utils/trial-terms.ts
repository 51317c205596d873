import type { TPlan } from "@mnemo/api-contract";
import { daysAfter, formatBillingDate } from "./billing-dates.ts";

/** "Start 7-day free trial": the button names the days the server offers. */
export function trialButtonLabel(trialDays: number): string {
  return `Start ${trialDays}-day free trial`;
}

/** A price as the catalogue writes it: "£3 a month". */
export function monthlyPrice(plan: Pick<TPlan, "currencySymbol" | "price">): string {
  return `${plan.currencySymbol}${plan.price} a month`;
}

/**
 * What a trial started now commits the learner to, said before checkout:
 * when it ends and what it costs after, unless cancelled.
 */
export function trialTermsSentence({
  plan,
  trialDays,
  now,
  timeZone,
}: {
  plan: Pick<TPlan, "name" | "currencySymbol" | "price">;
  trialDays: number;
  now: Date;
  timeZone?: string;
}): string {
  const ends = formatBillingDate(daysAfter(now, trialDays), timeZone);
  return `Your free trial ends on ${ends}. After that ${plan.name} is ${monthlyPrice(plan)} unless you cancel before then. Nothing is charged today.`;
}

/** For visitors and beside the trial button, before a date can be promised: "7 days free, then £3 a month unless you cancel." */
export function trialOfferShort(plan: Pick<TPlan, "currencySymbol" | "price">, trialDays: number): string {
  return `${trialDays} days free, then ${monthlyPrice(plan)} unless you cancel.`;
}
