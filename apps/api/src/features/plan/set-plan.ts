import type { TPlanId } from "@mnemo/api-contract";
import type { DbOrTx, SubscriptionStatus } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

/**
 * Gives a user a plan without Stripe (operators and tests). The Stripe
 * subscription the row held is let go (the customer is kept): a sync then
 * leaves this plan alone unless Stripe has a live subscription, which wins.
 */
export async function setPlan(
  { email, planId, status = "active" }: { email: string; planId: TPlanId; status?: SubscriptionStatus },
  db: DbOrTx,
): Promise<{ userId: string }> {
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", { message: `No user with the email ${email}.` });
  await db.subscription.upsert({
    where: { userId: user.id },
    create: { userId: user.id, planId, status },
    update: {
      planId,
      status,
      stripeSubscriptionId: null,
      stripePriceId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      trialEnd: null,
      pastDueSince: null,
      graceEndsAt: null,
    },
  });
  return { userId: user.id };
}
