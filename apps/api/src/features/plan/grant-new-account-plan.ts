import type { TPlanId } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

/**
 * The plan a new account starts on (NEW_ACCOUNT_PLAN, default free; null: none,
 * so the defaults for "no subscription" apply). Called once the account's row
 * exists, by sign-up (every way: email, GitHub, Google) and by the Supabase
 * mode's first request. It never touches a subscription the account already
 * has: a row written first (a checkout's customer, an operator's plan) wins.
 */
export async function grantNewAccountPlan({ userId, planId }: { userId: string; planId: TPlanId | null }, db: DbOrTx): Promise<void> {
  if (!planId) return;
  await db.subscription.createMany({ data: [{ userId, planId, status: "active" }], skipDuplicates: true });
}
