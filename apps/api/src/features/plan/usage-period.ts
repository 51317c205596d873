/** First day of the (UTC) calendar month `now` falls in. */
export function usagePeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
