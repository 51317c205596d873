/**
 * Billing dates as the learner reads them: "24 November 2026" (en-GB). The
 * browser's own time zone unless one is given (tests pass "UTC").
 */
export function formatBillingDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "an unknown date";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` whole days after `from`: when a trial started now ends (Stripe counts trial days the same way). */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
