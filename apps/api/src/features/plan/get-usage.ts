import {
  DEFAULT_INPUT_LIMITS,
  DEFAULT_WORDS_PER_MONTH,
  effectivePlan,
  usagePercent,
  usageRemaining,
  type TPlan,
  type TSubscription,
  type TUsage,
} from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getSubscription } from "./get-subscription.ts";
import { usagePeriodStart } from "./usage-period.ts";

export type GetUsageOptions = {
  userId: string;
  plans: readonly TPlan[];
  /** Pass when already loaded, to save a query. */
  subscription?: TSubscription;
  now?: Date;
};

/** Words used this month against the allowance of the user's plan. */
export async function getUsage({ userId, plans, subscription, now = new Date() }: GetUsageOptions, db: DbOrTx): Promise<TUsage> {
  const period = usagePeriodStart(now);
  const [ledger, sub] = await Promise.all([
    db.usagePeriod.findUnique({ where: { userId_period: { userId, period } }, select: { wordsUsed: true } }),
    subscription ?? getSubscription({ userId }, db),
  ]);
  const plan = effectivePlan(plans, sub);
  const figures = { current: ledger?.wordsUsed ?? 0, limit: plan?.wordsPerMonth ?? DEFAULT_WORDS_PER_MONTH };
  return {
    ...figures,
    playground: false,
    inputLimits: plan?.inputLimits ?? DEFAULT_INPUT_LIMITS,
    remaining: usageRemaining(figures),
    percent: usagePercent(figures),
    period: period.toISOString().slice(0, 10),
  };
}
