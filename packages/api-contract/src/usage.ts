import { z } from "zod";
import { ZInputLimitsSchema } from "./plans.ts";

export const ZUsageSchema = z.object({
  /** Words used this month. */
  current: z.number().int(),
  /** Words allowed this month. */
  limit: z.number().int(),
  /** True for visitors in the local playground (no server usage). */
  playground: z.boolean(),
  inputLimits: ZInputLimitsSchema,
  remaining: z.number().int(),
  percent: z.number().int(),
  /** First day of the month the figures are for (YYYY-MM-DD, UTC). */
  period: z.string(),
});
export type TUsage = z.infer<typeof ZUsageSchema>;

/** Limit a usage record gets when none is given. */
export const DEFAULT_USAGE_LIMIT = 100;
/** Limit of an empty usage record (a visitor's playground). */
export const EMPTY_USAGE_LIMIT = 3;

/** What is left of the allowance; never below 0. */
export function usageRemaining(usage: { current: number; limit: number }): number {
  const remaining = usage.limit - usage.current;
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

/** Share of the allowance used, floored, capped at 100; 0 when not a number. */
export function usagePercent(usage: { current: number; limit: number }): number {
  const percent = Math.floor((usage.current / usage.limit) * 100);
  if (Number.isNaN(percent)) return 0;
  return Math.max(0, Math.min(100, percent));
}
