import { afterAll, describe, expect, it } from "vitest";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { setPlan } from "../plan/set-plan.ts";
import { ensureCustomer } from "./billing-customer.ts";
import { syncSubscription } from "./sync-subscription.ts";
import { fakeBilling } from "./testing/fake-billing.ts";
import { startFakeStripe } from "./testing/fake-stripe.ts";

/** syncSubscription on its own (no webhooks: the fake records its events only). */
const fake = await startFakeStripe();
afterAll(() => fake.stop());

const warnings: string[] = [];
const { billing, billingConfig } = fakeBilling(fake, {
  publicUrl: TEST_BASE_URL,
  log: { info: () => {}, warn: (_object, message) => void warnings.push(message), error: () => {} },
});
const ctx = useTestApp({ services: { billing, billingConfig } });
const deps = (now?: Date) => ({ db: ctx.db, billing, plans: ctx.plans, ...(now ? { now: () => now } : {}) });

async function subscribed(user: TestUser) {
  const customerId = await ensureCustomer({ userId: user.id, email: user.email }, { db: ctx.db, billing });
  const session = await billing.stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customerId,
    client_reference_id: user.id,
    line_items: [{ price: fake.prices.premium, quantity: 1 }],
    success_url: `${TEST_BASE_URL}/upgrade/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${TEST_BASE_URL}/upgrade`,
  });
  await fake.completeCheckout(session.id, { deliver: false });
  const subscriptionId = fake.checkoutSession(session.id)?.subscription;
  if (typeof subscriptionId !== "string") throw new Error("the fake made no subscription");
  return { customerId, subscriptionId };
}

const row = (user: TestUser) => ctx.db.subscription.findUniqueOrThrow({ where: { userId: user.id } });

describe("syncSubscription", () => {
  it("keeps the latest read: a sync whose Stripe read started before the last write changes nothing", async () => {
    const user = await createTestUser(ctx.app);
    const { customerId, subscriptionId } = await subscribed(user);
    const later = new Date();
    const earlier = new Date(later.getTime() - 1_000);

    await syncSubscription({ customerId }, deps(later));
    expect(await row(user)).toMatchObject({ status: "active", planId: "premium", stripeSyncedAt: later });

    // Stripe changes, but this sync's read counts as older than the one already written.
    await fake.cancelNow(subscriptionId, { deliver: false });
    const stale = await syncSubscription({ customerId }, deps(earlier));
    expect(stale).toMatchObject({ userId: user.id, subscription: { status: "active", plan_id: "premium" } });
    expect(await row(user)).toMatchObject({ status: "active", stripeSyncedAt: later });

    // A newer read writes.
    await syncSubscription({ customerId }, deps(new Date(later.getTime() + 1_000)));
    expect(await row(user)).toMatchObject({ status: "canceled", planId: "premium" });
  });

  it("leaves a plan an operator gave alone when Stripe only has an ended subscription, and lets a live one win", async () => {
    const user = await createTestUser(ctx.app);
    const { customerId, subscriptionId } = await subscribed(user);
    await syncSubscription({ customerId }, deps());
    await fake.cancelNow(subscriptionId, { deliver: false });
    await syncSubscription({ customerId }, deps());
    expect(await row(user)).toMatchObject({ status: "canceled", stripeSubscriptionId: subscriptionId });

    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    await syncSubscription({ customerId }, deps());
    expect(await row(user)).toMatchObject({ status: "active", planId: "pro", stripeSubscriptionId: null, stripeCustomerId: customerId });

    // The learner subscribes again through Stripe: Stripe's live subscription decides.
    const again = await subscribed(user);
    await syncSubscription({ customerId: again.customerId }, deps());
    expect(await row(user)).toMatchObject({ status: "active", planId: "premium", stripeSubscriptionId: again.subscriptionId });
  });

  it("writes nothing for a customer Mnemo did not make", async () => {
    const stranger = await billing.stripe.customers.create({ email: "someone@example.test" });
    await expect(syncSubscription({ customerId: stranger.id }, deps())).resolves.toEqual({ userId: null });
    expect(warnings).toContain("stripe customer not linked to any user; nothing synced");
  });
});
