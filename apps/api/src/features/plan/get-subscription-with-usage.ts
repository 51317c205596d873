import type { TPlan, TSubscription, TUsage } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getUsage } from "./get-usage.ts";
import { getSubscription } from "./get-subscription.ts";

export async function getSubscriptionWithUsage(
  { userId, plans }: { userId: string; plans: readonly TPlan[] },
  db: DbOrTx,
): Promise<{ subscription: TSubscription; usage: TUsage }> {
  const subscription = await getSubscription({ userId }, db);
  const usage = await getUsage({ userId, plans, subscription }, db);
  return { subscription, usage };
}
