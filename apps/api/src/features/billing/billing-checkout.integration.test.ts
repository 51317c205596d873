import { buildPlans } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../app.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppServices } from "../../runtime/app-services.ts";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { grantNewAccountPlan } from "../plan/grant-new-account-plan.ts";
import { BILLING_MESSAGES } from "./actions/billing-errors.ts";
import { fakeBilling } from "./testing/fake-billing.ts";
import { startFakeStripe, type FakeStripe } from "./testing/fake-stripe.ts";
import { trialClaimHash } from "./trial-claims.ts";

/**
 * The learner's billing actions against the fake Stripe (a local server
 * speaking Stripe's API, driven by the real stripe client) on a real
 * database. No webhook is set up: what the learner sees follows from the
 * sync each action runs itself.
 */

let fake: FakeStripe;
const logLines: string[] = [];
const services: Partial<AppServices> = {};

beforeAll(async () => {
  fake = await startFakeStripe();
  const record = (object: object, message: string) => logLines.push(`${message} ${JSON.stringify(object)}`);
  const { billing, billingConfig } = fakeBilling(fake, {
    publicUrl: `${TEST_BASE_URL}/`,
    log: { info: record, warn: record, error: record },
  });
  // Filled in before useTestApp's own beforeAll reads it (hooks run in order).
  Object.assign(services, { billing, billingConfig, plans: buildPlans(fake.prices) });
});
afterAll(async () => fake?.stop());

// These learners start without a subscription row (NEW_ACCOUNT_PLAN=none), the path a checkout has
// to create the row on; "a learner on the Free plan" covers the new-account default's row.
const ctx = useTestApp({ services, newAccountPlan: null });

type Learner = TestUser & { trpc: ReturnType<typeof callerFor> };

async function newLearner(): Promise<Learner> {
  const user = await createTestUser(ctx.app);
  return { ...user, trpc: callerFor(ctx, user) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const cause = (error as TRPCError).cause;
  expect(cause).toBeInstanceOf(AppError);
  return cause as AppError;
}

const sessionIdOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

async function rowOf(userId: string) {
  return ctx.db.subscription.findUnique({ where: { userId } });
}

async function customerOf(userId: string): Promise<string> {
  const customer = (await rowOf(userId))?.stripeCustomerId;
  if (!customer) throw new Error(`user ${userId} has no stripe customer`);
  return customer;
}

function stripeSubscriptionOf(customerId: string) {
  const subscription = fake.subscriptions().find((s) => s.customer === customerId && s.status !== "canceled");
  if (!subscription) throw new Error(`no running subscription for ${customerId} in the fake`);
  return subscription;
}

const requestsTo = (method: string, pattern: RegExp) => fake.requests.filter((r) => r.method === method && pattern.test(r.path));
const lastRequestTo = (method: string, pattern: RegExp) => requestsTo(method, pattern).at(-1);

/** Checkout, payment in the fake's hosted page, and the success page's confirmation. */
async function subscribe(learner: Learner, plan: "premium" | "pro", trial = false) {
  const { url } = await learner.trpc.billing.checkout({ plan, trial });
  const sessionId = sessionIdOf(url);
  await fake.completeCheckout(sessionId);
  const confirmed = await learner.trpc.billing.confirmCheckout({ sessionId });
  expect(confirmed.state).toBe("confirmed");
  return { sessionId, confirmed };
}

describe("checkout", () => {
  it("makes one Stripe customer per learner, reuses it, and sends the catalogue's price with the learner's id", async () => {
    const learner = await newLearner();
    const first = await learner.trpc.billing.checkout({ plan: "premium" });
    expect(first.url.startsWith(`${fake.url}/checkout/pay/cs_`)).toBe(true);
    const second = await learner.trpc.billing.checkout({ plan: "pro", trial: false });
    expect(sessionIdOf(second.url)).not.toBe(sessionIdOf(first.url));

    const customers = fake.customers().filter((c) => c.metadata.userId === learner.id);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.email).toBe(learner.email);
    expect(await customerOf(learner.id)).toBe(customers[0]?.id);

    expect(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params).toMatchObject({
      mode: "subscription",
      customer: customers[0]?.id,
      client_reference_id: learner.id,
      line_items: [{ price: fake.prices.pro, quantity: "1" }],
      allow_promotion_codes: "true",
      payment_method_collection: "always",
      success_url: `${TEST_BASE_URL}/upgrade/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_BASE_URL}/upgrade?checkout=canceled`,
      metadata: { userId: learner.id, planId: "pro" },
      subscription_data: { metadata: { userId: learner.id, planId: "pro" } },
    });
    expect(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params).not.toHaveProperty("subscription_data.trial_period_days");
    expect(fake.checkoutSession(sessionIdOf(second.url))?.client_reference_id).toBe(learner.id);

    const status = await learner.trpc.billing.status();
    expect(status).toMatchObject({ enabled: true, hasBillingAccount: true, hasActiveSubscription: false, trialAvailable: true });
    expect(status.subscription).toEqual({ status: "missing", plan_id: null });
  });

  it("expires the learner's open checkouts before making a new one, so only the newest can be paid; each lives 31 minutes", async () => {
    const learner = await newLearner();
    const first = sessionIdOf((await learner.trpc.billing.checkout({ plan: "premium" })).url);
    const sentAt = Math.floor(Date.now() / 1000);
    const second = sessionIdOf((await learner.trpc.billing.checkout({ plan: "premium" })).url);
    const expiresAt = Number(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params.expires_at);
    expect(expiresAt - sentAt).toBeGreaterThanOrEqual(31 * 60);
    expect(expiresAt - sentAt).toBeLessThanOrEqual(32 * 60);
    expect(fake.checkoutSession(second)?.expires_at).toBe(expiresAt);

    expect(requestsTo("POST", /^\/v1\/checkout\/sessions\/[^/]+\/expire$/).map((r) => r.path)).toContain(
      `/v1/checkout/sessions/${first}/expire`,
    );
    expect(fake.checkoutSession(first)?.status).toBe("expired");
    await expect(fake.completeCheckout(first)).rejects.toThrow(/expired, not open/);
    expect(await learner.trpc.billing.confirmCheckout({ sessionId: first })).toMatchObject({ state: "expired" });

    await fake.completeCheckout(second);
    expect((await learner.trpc.billing.confirmCheckout({ sessionId: second })).state).toBe("confirmed");
    expect(fake.subscriptions().filter((s) => s.customer === fake.checkoutSession(second)?.customer)).toHaveLength(1);
  });

  it("leaves one open checkout when two are started at once", async () => {
    const learner = await newLearner();
    await learner.trpc.billing.checkout({ plan: "premium" });
    const customer = await customerOf(learner.id);
    await Promise.all([learner.trpc.billing.checkout({ plan: "premium" }), learner.trpc.billing.checkout({ plan: "pro" })]);
    const sessions = fake.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params.customer === customer,
    );
    expect(sessions).toHaveLength(3);
    const open = (await ctx.services.billing?.stripe.checkout.sessions.list({ customer, status: "open" }))?.data ?? [];
    expect(open).toHaveLength(1);
  });

  it("is pending until paid, then confirmed by syncing from Stripe: active premium with premium's limits", async () => {
    const learner = await newLearner();
    const { url } = await learner.trpc.billing.checkout({ plan: "premium" });
    const sessionId = sessionIdOf(url);
    expect(await learner.trpc.billing.confirmCheckout({ sessionId })).toEqual({
      state: "pending",
      subscription: { status: "missing", plan_id: null },
    });

    await fake.completeCheckout(sessionId);
    const confirmed = await learner.trpc.billing.confirmCheckout({ sessionId });
    expect(confirmed.state).toBe("confirmed");
    expect(confirmed.subscription).toMatchObject({ status: "active", plan_id: "premium", cancel_at_period_end: false });

    const { subscription, usage } = await learner.trpc.subscription.get();
    expect(subscription).toMatchObject({ status: "active", plan_id: "premium" });
    expect(usage).toMatchObject({ limit: 480_000, inputLimits: { text: 5000, pages: 10 } });
    expect(await learner.trpc.billing.status()).toMatchObject({ hasActiveSubscription: true, hasBillingAccount: true });

    const again = await refusal(learner.trpc.billing.checkout({ plan: "pro" }));
    expect(again.code).toBe("ALREADY_SUBSCRIBED");
    expect(again.message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });

  it("says expired for an abandoned checkout", async () => {
    const learner = await newLearner();
    const { url } = await learner.trpc.billing.checkout({ plan: "premium" });
    await fake.expireCheckout(sessionIdOf(url));
    expect(await learner.trpc.billing.confirmCheckout({ sessionId: sessionIdOf(url) })).toEqual({
      state: "expired",
      subscription: { status: "missing", plan_id: null },
    });
  });

  it("refuses a second subscription that Stripe has though no event has reached us, and catches our row up", async () => {
    const learner = await newLearner();
    const { url } = await learner.trpc.billing.checkout({ plan: "premium" });
    await fake.completeCheckout(sessionIdOf(url));
    expect((await rowOf(learner.id))?.status).toBe("missing");

    expect((await refusal(learner.trpc.billing.checkout({ plan: "premium" }))).code).toBe("ALREADY_SUBSCRIBED");
    expect(await rowOf(learner.id)).toMatchObject({ status: "active", planId: "premium" });
    expect(fake.subscriptions().filter((s) => s.customer === (fake.checkoutSession(sessionIdOf(url))?.customer ?? "x"))).toHaveLength(1);
  });

  it("asks Stripe before refusing: a subscription cancelled there without an event reaching us blocks nothing", async () => {
    const learner = await newLearner();
    await subscribe(learner, "premium");
    await fake.cancelNow(stripeSubscriptionOf(await customerOf(learner.id)).id, { deliver: false });
    expect((await rowOf(learner.id))?.status).toBe("active");

    expect((await learner.trpc.billing.checkout({ plan: "pro" })).url).toContain("/checkout/pay/cs_");
    expect((await rowOf(learner.id))?.status).toBe("canceled");
  });

  it("answers another learner's session exactly as a missing one", async () => {
    const owner = await newLearner();
    const other = await newLearner();
    const { sessionId } = await subscribe(owner, "premium");
    const othersOpen = sessionIdOf((await other.trpc.billing.checkout({ plan: "premium" })).url);

    // A paid session, an open one (nothing synced that could give it away) and one that never was.
    for (const [learner, id] of [
      [other, sessionId],
      [owner, othersOpen],
      [other, "cs_test_doesnotexist"],
    ] as const) {
      const error = await refusal(learner.trpc.billing.confirmCheckout({ sessionId: id }));
      expect([error.code, error.message]).toEqual(["NOT_FOUND", BILLING_MESSAGES.sessionNotFound]);
    }
    expect((await other.trpc.subscription.get()).subscription).toEqual({ status: "missing", plan_id: null });
  });

  it("says expired for a paid checkout whose subscription has ended since, and not found when Stripe has lost the customer", async () => {
    const learner = await newLearner();
    const { sessionId } = await subscribe(learner, "premium");
    const customer = await customerOf(learner.id);
    await fake.cancelNow(stripeSubscriptionOf(customer).id, { deliver: false });
    expect(await learner.trpc.billing.confirmCheckout({ sessionId })).toMatchObject({
      state: "expired",
      subscription: { status: "canceled" },
    });

    fake.forgetCustomer(customer);
    const error = await refusal(learner.trpc.billing.confirmCheckout({ sessionId }));
    expect([error.code, error.message]).toEqual(["NOT_FOUND", BILLING_MESSAGES.sessionNotFound]);
  });

  it("takes a learner on the Free plan (every new account's) to the paid plan, the trial still on offer", async () => {
    const learner = await newLearner();
    await grantNewAccountPlan({ userId: learner.id, planId: "free" }, ctx.db);
    expect(await learner.trpc.billing.status()).toMatchObject({
      subscription: { status: "active", plan_id: "free" },
      trialAvailable: true,
      hasActiveSubscription: false,
      hasBillingAccount: false,
    });

    const { sessionId } = await subscribe(learner, "premium");
    expect((await learner.trpc.subscription.get()).usage).toMatchObject({ limit: 480_000, inputLimits: { text: 5000, pages: 10 } });
    expect(await rowOf(learner.id)).toMatchObject({ planId: "premium", status: "active" });

    // Ended in Stripe: the next sync (here the success page asking again) falls back to Free.
    await fake.cancelNow(stripeSubscriptionOf(await customerOf(learner.id)).id, { deliver: false });
    expect((await learner.trpc.billing.confirmCheckout({ sessionId })).state).toBe("expired");
    expect((await learner.trpc.subscription.get()).usage).toMatchObject({ limit: 40_000, inputLimits: { text: 2000, pages: 1 } });
  });

  it("makes a new customer when Stripe no longer has the stored one", async () => {
    const learner = await newLearner();
    await ctx.db.subscription.create({ data: { userId: learner.id, planId: "free", status: "missing", stripeCustomerId: "cus_gone" } });
    await learner.trpc.billing.checkout({ plan: "premium" });
    const replacement = await customerOf(learner.id);
    expect(replacement).not.toBe("cus_gone");
    expect(fake.customers().find((c) => c.id === replacement)?.metadata.userId).toBe(learner.id);
    expect(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params).toMatchObject({ customer: replacement });
  });
});

describe("the free trial", () => {
  it("gives seven days of premium once per account, with a card taken and cancelled at the end without one", async () => {
    const learner = await newLearner();
    const { url } = await learner.trpc.billing.checkout({ plan: "premium", trial: true });
    expect(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params).toMatchObject({
      payment_method_collection: "always",
      subscription_data: { trial_period_days: "7", trial_settings: { end_behavior: { missing_payment_method: "cancel" } } },
    });
    await fake.completeCheckout(sessionIdOf(url));
    const { subscription } = await learner.trpc.billing.confirmCheckout({ sessionId: sessionIdOf(url) });
    expect(subscription).toMatchObject({ status: "trialing", plan_id: "premium" });
    const trialEnd = subscription.status === "trialing" ? Date.parse(subscription.trial_end ?? "") : Number.NaN;
    expect(Math.abs(trialEnd - (Date.now() + 7 * 86_400_000))).toBeLessThan(5 * 60_000);
    expect((await learner.trpc.subscription.get()).usage.limit).toBe(480_000);

    const status = await learner.trpc.billing.status();
    expect(status.trialAvailable).toBe(false);
    expect(status.trialUsedAt).not.toBeNull();

    // The trial ends without payment: canceled, back to free; no second trial, a plain subscription still allowed.
    await fake.endTrial(stripeSubscriptionOf(await customerOf(learner.id)).id, { paid: false });
    expect((await learner.trpc.billing.confirmCheckout({ sessionId: sessionIdOf(url) })).subscription.status).toBe("canceled");
    const second = await refusal(learner.trpc.billing.checkout({ plan: "premium", trial: true }));
    expect([second.code, second.message]).toEqual(["TRIAL_ALREADY_USED", BILLING_MESSAGES.trialUsed]);
    expect(second.details).toEqual({ usedAt: status.trialUsedAt });
    expect((await learner.trpc.billing.checkout({ plan: "premium", trial: false })).url).toContain("/checkout/pay/");
  });
});

describe("the free trial of Pro", () => {
  it("is refused: the trial is of Premium only, and nothing is asked of Stripe", async () => {
    const learner = await newLearner();
    const before = fake.requests.length;
    const error = await refusal(learner.trpc.billing.checkout({ plan: "pro", trial: true }));
    expect([error.code, error.message]).toEqual([
      "BAD_REQUEST",
      "The free trial is of the Premium plan only. Choose Premium for the trial, or subscribe to Pro without one.",
    ]);
    expect(fake.requests).toHaveLength(before);
    expect(await rowOf(learner.id)).toBeNull();
  });
});

describe("switching plans", () => {
  it("upgrades and downgrades at once through Stripe, changing the limits and deleting nothing", async () => {
    const learner = await newLearner();
    await subscribe(learner, "premium");
    const deck = await learner.trpc.groups.create({ title: "Biology" });
    await seedNotes(ctx.db, { userId: learner.id, groupId: deck.id, count: 3 });
    const stripeSubscription = stripeSubscriptionOf(await customerOf(learner.id));

    expect(await learner.trpc.billing.changePlan({ plan: "pro" })).toMatchObject({ status: "active", plan_id: "pro" });
    // An upgrade is invoiced and charged at once.
    expect(lastRequestTo("POST", /^\/v1\/subscriptions\/sub_/)?.params).toMatchObject({
      items: [{ id: stripeSubscription.items.data[0]?.id, price: fake.prices.pro }],
      proration_behavior: "always_invoice",
      metadata: { userId: learner.id, planId: "pro" },
    });
    expect(stripeSubscriptionOf(await customerOf(learner.id)).items.data[0]?.price.id).toBe(fake.prices.pro);
    expect((await learner.trpc.subscription.get()).usage).toMatchObject({ limit: 1_000_000, inputLimits: { text: 10_000, pages: 99 } });

    expect(await learner.trpc.billing.changePlan({ plan: "premium" })).toMatchObject({ status: "active", plan_id: "premium" });
    // A downgrade's credit waits for the next invoice.
    expect(lastRequestTo("POST", /^\/v1\/subscriptions\/sub_/)?.params).toMatchObject({
      items: [{ price: fake.prices.premium }],
      proration_behavior: "create_prorations",
      metadata: { planId: "premium" },
    });
    expect((await learner.trpc.subscription.get()).usage).toMatchObject({ limit: 480_000, inputLimits: { text: 5000, pages: 10 } });
    expect((await learner.trpc.groups.list()).map((g) => [g.title, g.note_count])).toEqual([["Biology", 3]]);

    // The plan already held: nothing sent to Stripe, the subscription as it is.
    const updates = requestsTo("POST", /^\/v1\/subscriptions\/sub_/).length;
    expect(await learner.trpc.billing.changePlan({ plan: "premium" })).toMatchObject({ plan_id: "premium" });
    expect(requestsTo("POST", /^\/v1\/subscriptions\/sub_/)).toHaveLength(updates);
  });

  it("needs a billing account and a running subscription; so does the portal", async () => {
    const learner = await newLearner();
    for (const call of [() => learner.trpc.billing.changePlan({ plan: "pro" }), () => learner.trpc.billing.portal()]) {
      const error = await refusal(call());
      expect([error.code, error.message]).toEqual(["NO_BILLING_ACCOUNT", BILLING_MESSAGES.noCustomer]);
    }
    await learner.trpc.billing.checkout({ plan: "premium" });
    const error = await refusal(learner.trpc.billing.changePlan({ plan: "pro" }));
    expect([error.code, error.message]).toEqual(["NO_BILLING_ACCOUNT", BILLING_MESSAGES.noSubscription]);
  });
});

describe("the customer portal", () => {
  it("opens Stripe's portal for the learner's customer, coming back to the profile", async () => {
    const learner = await newLearner();
    await subscribe(learner, "pro");
    const { url } = await learner.trpc.billing.portal();
    expect(url.startsWith(`${fake.url}/portal/`)).toBe(true);
    expect(lastRequestTo("POST", /^\/v1\/billing_portal\/sessions$/)?.params).toMatchObject({
      customer: await customerOf(learner.id),
      return_url: `${TEST_BASE_URL}/auth/profile`,
    });
  });
});

describe("when Stripe fails", () => {
  it("answers PAYMENT_PROVIDER_ERROR, writes nothing and logs no secret", async () => {
    const learner = await newLearner();
    fake.failNext(3); // the first try and the client's two retries
    const error = await refusal(learner.trpc.billing.checkout({ plan: "premium" }));
    expect([error.code, error.message]).toEqual(["PAYMENT_PROVIDER_ERROR", BILLING_MESSAGES.providerError]);
    expect(await rowOf(learner.id)).toBeNull();
    expect(fake.customers().filter((c) => c.metadata.userId === learner.id)).toHaveLength(0);
    expect(logLines.some((line) => line.startsWith("stripe request failed"))).toBe(true);
    expect(logLines.join("\n")).not.toContain(fake.secretKey);
    expect(logLines.join("\n")).not.toContain(fake.webhookSecret);

    await subscribe(learner, "premium");
    fake.failNext(3);
    expect((await refusal(learner.trpc.billing.changePlan({ plan: "pro" }))).code).toBe("PAYMENT_PROVIDER_ERROR");
    expect((await rowOf(learner.id))?.planId).toBe("premium");
    expect(stripeSubscriptionOf(await customerOf(learner.id)).items.data[0]?.price.id).toBe(fake.prices.premium);
  });
});

describe("deleting an account", () => {
  const deleteAccount = (learner: Learner) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL, cookie: learner.cookie },
      payload: JSON.stringify({ password: "correct horse battery" }),
    });

  it("cancels the Stripe subscription first, and deletes nothing when Stripe fails", async () => {
    const learner = await newLearner();
    await subscribe(learner, "premium");
    const subscriptionId = stripeSubscriptionOf(await customerOf(learner.id)).id;

    fake.failNext(3);
    const refused = await deleteAccount(learner);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: "PAYMENT_PROVIDER_ERROR", error: BILLING_MESSAGES.deletionProviderError });
    expect(await ctx.db.user.findUnique({ where: { id: learner.id } })).not.toBeNull();
    expect(fake.subscriptions().find((s) => s.id === subscriptionId)?.status).toBe("active");

    expect((await deleteAccount(learner)).statusCode).toBe(200);
    expect(fake.subscriptions().find((s) => s.id === subscriptionId)?.status).toBe("canceled");
    expect(await ctx.db.user.findUnique({ where: { id: learner.id } })).toBeNull();
  });

  it("keeps the email's trial claim: signing up again with the same email brings no second trial", async () => {
    const learner = await newLearner();
    await subscribe(learner, "premium", true);
    expect(await ctx.db.trialClaim.count({ where: { emailHash: trialClaimHash(learner.email, services.billing!) } })).toBe(1);
    expect((await deleteAccount(learner)).statusCode).toBe(200);
    expect(await ctx.db.user.findUnique({ where: { id: learner.id } })).toBeNull();
    // The claim outlives the account, and holds a keyed hash, never the address.
    const claims = await ctx.db.trialClaim.findMany();
    expect(claims.some((claim) => claim.emailHash === trialClaimHash(learner.email, services.billing!))).toBe(true);
    expect(claims.some((claim) => claim.emailHash.includes(learner.email.split("@")[0]!))).toBe(false);

    // The same address again, typed in capitals: a new account, no trial.
    const again = await createTestUser(ctx.app, { email: learner.email.toUpperCase() });
    const trpc = callerFor(ctx, again);
    expect(await trpc.billing.status()).toMatchObject({ trialAvailable: false, trialUsedAt: null });
    const refused = await refusal(trpc.billing.checkout({ plan: "premium", trial: true }));
    expect([refused.code, refused.message]).toEqual(["TRIAL_ALREADY_USED", BILLING_MESSAGES.trialUsedByEmail]);
    expect(refused.details).toEqual({ usedAt: expect.any(String) as unknown });
    const rest = await ctx.app.inject({ method: "GET", url: "/api/billing/status", headers: again.headers });
    expect(rest.json()).toMatchObject({ trialAvailable: false });
    // A plain subscription is still offered; another address still has its trial.
    expect((await trpc.billing.checkout({ plan: "premium", trial: false })).url).toContain("/checkout/pay/");
    expect((await (await newLearner()).trpc.billing.status()).trialAvailable).toBe(true);
  });

  it("claims, at deletion, a trial the account had before claims were kept (or whose event never came)", async () => {
    const learner = await newLearner();
    await subscribe(learner, "premium", true);
    await ctx.db.trialClaim.deleteMany({ where: { emailHash: trialClaimHash(learner.email, services.billing!) } });
    expect((await deleteAccount(learner)).statusCode).toBe(200);

    const again = await createTestUser(ctx.app, { email: learner.email });
    const refused = await refusal(callerFor(ctx, again).billing.checkout({ plan: "premium", trial: true }));
    expect(refused.code).toBe("TRIAL_ALREADY_USED");
  });

  it("expires the learner's open checkouts first, so none can be paid after the account is gone", async () => {
    const learner = await newLearner();
    const sessionId = sessionIdOf((await learner.trpc.billing.checkout({ plan: "premium" })).url);
    expect(fake.checkoutSession(sessionId)?.status).toBe("open");

    expect((await deleteAccount(learner)).statusCode).toBe(200);
    expect(fake.checkoutSession(sessionId)?.status).toBe("expired");
    await expect(fake.completeCheckout(sessionId)).rejects.toThrow(/expired, not open/);
    expect(await ctx.db.user.findUnique({ where: { id: learner.id } })).toBeNull();
  });
});

describe("REST for scripts", () => {
  const post = (url: string, learner: { headers: object } | null, payload: object = {}) =>
    ctx.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json", origin: TEST_BASE_URL, ...(learner?.headers ?? {}) },
      payload: JSON.stringify(payload),
    });

  it("answers status, checkout and the portal with the same actions, the price always the catalogue's", async () => {
    const learner = await newLearner();
    const status = await ctx.app.inject({ method: "GET", url: "/api/billing/status", headers: learner.headers });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: true, trialDays: 7, trialAvailable: true, hasBillingAccount: false });

    const checkout = await post("/api/billing/checkout", learner, { plan: "premium", trial: false, price: "price_fake_unknown" });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().url).toContain("/checkout/pay/cs_");
    expect(lastRequestTo("POST", /^\/v1\/checkout\/sessions$/)?.params).toMatchObject({
      line_items: [{ price: fake.prices.premium, quantity: "1" }],
    });
    expect((await post("/api/billing/portal", learner)).json().url).toContain("/portal/");

    expect((await post("/api/billing/checkout", learner, { plan: "gold" })).json()).toMatchObject({
      code: "BAD_REQUEST",
      error: "plan must be premium or pro.",
    });
    expect((await post("/api/billing/checkout", null, { plan: "premium" })).statusCode).toBe(401);
  });
});

describe("with billing off", () => {
  let offApp: App;
  beforeAll(async () => {
    offApp = await buildApp({ services: { ...ctx.services, billing: undefined, billingConfig: undefined }, authRateLimiter: false });
    await offApp.ready();
  });
  afterAll(async () => offApp?.close());

  it("refuses every action with BILLING_DISABLED and says so in the status", async () => {
    const learner = await newLearner();
    const trpc = callerFor({ ...ctx, services: { ...ctx.services, billing: undefined, billingConfig: undefined } }, learner);
    expect(await trpc.billing.config()).toEqual({ enabled: false, trialDays: 7, graceDays: 7 });
    expect(await trpc.billing.status()).toMatchObject({ enabled: false, trialAvailable: false, hasBillingAccount: false });
    for (const call of [
      () => trpc.billing.checkout({ plan: "premium", trial: true }),
      () => trpc.billing.changePlan({ plan: "pro" }),
      () => trpc.billing.portal(),
      () => trpc.billing.confirmCheckout({ sessionId: "cs_test_anything" }),
    ]) {
      const error = await refusal(call());
      expect([error.code, error.message]).toEqual(["BILLING_DISABLED", BILLING_MESSAGES.disabled]);
    }

    const rest = await offApp.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { "content-type": "application/json", origin: TEST_BASE_URL, ...learner.headers },
      payload: JSON.stringify({ plan: "premium" }),
    });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ code: "BILLING_DISABLED", error: BILLING_MESSAGES.disabled });
    const status = await offApp.inject({ method: "GET", url: "/api/billing/status", headers: learner.headers });
    expect(status.json()).toMatchObject({ enabled: false });
  });
});
