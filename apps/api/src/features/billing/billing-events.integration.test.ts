import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { findPlanById, HANDLED_STRIPE_EVENTS, type TSubscription, type TUsage } from "@mnemo/api-contract";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestUser, TEST_BASE_URL, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { ensureCustomer } from "./billing-customer.ts";
import { queueDailyReconcile, queueReconcileNow } from "./jobs/billing-reconcile-schedule.ts";
import { fakeBilling } from "./testing/fake-billing.ts";
import { startFakeStripe } from "./testing/fake-stripe.ts";
import { STRIPE_WEBHOOK_PATH } from "../../rest/stripe-webhook-routes.ts";

const fake = await startFakeStripe();
afterAll(() => fake.stop());

const billingLog: { level: string; message: string; object: object }[] = [];
const record = (level: string) => (object: object, message: string) => void billingLog.push({ level, message, object });
const { billing, billingConfig } = fakeBilling(fake, {
  publicUrl: TEST_BASE_URL,
  log: { info: record("info"), warn: record("warn"), error: record("error") },
});
const jobLog: { level: string; message: string; object: object }[] = [];

const ctx = useTestApp({
  services: { billing, billingConfig },
  // A failed sync is retried after 1 s here (the kind waits 10 s, doubling).
  generation: { billing, stripeEventRetry: { limit: 3, delaySeconds: 1, backoff: false }, logLines: jobLog },
});

beforeAll(async () => {
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  fake.setWebhookUrl(`http://127.0.0.1:${port}${STRIPE_WEBHOOK_PATH}`);
});

const HANDLED = new Set<string>(HANDLED_STRIPE_EVENTS);
const DAY_MS = 86_400_000;

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await sleep(100);
  }
}

/** Waits until every handled event among these has its stripe_event row, finished; returns the rows. */
async function settled(events: readonly Stripe.Event[]) {
  const ids = events.filter((event) => HANDLED.has(event.type)).map((event) => event.id);
  return eventually(
    () => ctx.db.stripeEvent.findMany({ where: { stripeEventId: { in: ids } } }),
    (rows) => rows.length === ids.length && rows.every((row) => row.status === "succeeded" || row.status === "failed"),
    `stripe events ${ids.join(", ")}`,
  );
}

const subscriptionRow = (user: TestUser) => ctx.db.subscription.findUniqueOrThrow({ where: { userId: user.id } });

/** The learner's subscription and usage as the app answers them (the effective plan's limits). */
async function subscriptionWithUsage(user: TestUser): Promise<{ subscription: TSubscription; usage: TUsage }> {
  const response = await ctx.app.inject({ method: "GET", url: "/api/subscription", headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const wordsPerMonth = (planId: string) => findPlanById(ctx.plans, planId)!.wordsPerMonth;

/** Checkout as the billing actions make it (customer, price, client_reference_id), completed in the fake. */
async function subscribe(user: TestUser, { trial = false, price = fake.prices.premium } = {}) {
  const customerId = await ensureCustomer({ userId: user.id, email: user.email }, { db: ctx.db, billing });
  const session = await billing.stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customerId,
    client_reference_id: user.id,
    line_items: [{ price, quantity: 1 }],
    success_url: `${TEST_BASE_URL}/upgrade/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${TEST_BASE_URL}/upgrade`,
    ...(trial ? { subscription_data: { trial_period_days: 7 } } : {}),
  });
  const events = await fake.completeCheckout(session.id);
  await settled(events);
  const subscriptionId = fake.checkoutSession(session.id)?.subscription;
  if (typeof subscriptionId !== "string") throw new Error("the fake made no subscription");
  return { customerId, subscriptionId, events };
}

type PostOptions = {
  /** Signs with this secret (default: the real one). */
  secret?: string;
  /** This header instead of a signature (null: none). */
  signature?: string | null;
  contentType?: string;
};

/** A webhook delivery by hand, signed unless the test says otherwise. */
function post(body: string, { secret = fake.webhookSecret, signature, contentType = "application/json" }: PostOptions = {}) {
  const header = signature === undefined ? billing.stripe.webhooks.generateTestHeaderString({ payload: body, secret }) : signature;
  return ctx.app.inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    headers: { "content-type": contentType, ...(header === null ? {} : { "stripe-signature": header }) },
    payload: body,
  });
}

const pgBossJobs = async (rowId: string) =>
  Number(
    (
      await ctx.db.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) FROM pgboss.job WHERE name = 'stripe-event' AND data->>'jobId' = ${rowId}`
    )[0]!.count,
  );

describe("subscription lifecycle through webhooks", () => {
  it("a trial becomes active when it is paid for", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user, { trial: true });
    const trialing = await subscriptionRow(user);
    expect(trialing).toMatchObject({ status: "trialing", planId: "premium", stripeSubscriptionId: subscriptionId });
    expect(trialing.trialEnd!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(trialing.trialUsedAt).not.toBeNull();
    expect((await subscriptionWithUsage(user)).usage.limit).toBe(wordsPerMonth("premium"));

    await settled(await fake.endTrial(subscriptionId, { paid: true }));
    const active = await subscriptionRow(user);
    expect(active).toMatchObject({ status: "active", planId: "premium", trialUsedAt: trialing.trialUsedAt });
    expect((await subscriptionWithUsage(user)).subscription).toMatchObject({ status: "active", plan_id: "premium", trial_end: null });
  });

  it("a trial that ends unpaid is canceled and the learner falls back to free", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user, { trial: true });
    await settled(await fake.endTrial(subscriptionId, { paid: false }));
    expect(await subscriptionRow(user)).toMatchObject({ status: "canceled", planId: "premium", cancelAt: null });
    const { subscription, usage } = await subscriptionWithUsage(user);
    expect(subscription.status).toBe("canceled");
    expect(usage.limit).toBe(wordsPerMonth("free"));
  });

  it("a failed payment makes it past due with a grace period, and paying makes it active again", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    expect((await subscriptionRow(user)).status).toBe("active");

    await settled(await fake.failPayment(subscriptionId));
    const pastDue = await subscriptionRow(user);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.graceEndsAt!.getTime() - pastDue.pastDueSince!.getTime()).toBe(7 * DAY_MS);
    const during = await subscriptionWithUsage(user);
    expect(during.subscription).toMatchObject({ status: "past_due", grace_ends_at: pastDue.graceEndsAt!.toISOString() });
    expect(during.usage.limit).toBe(wordsPerMonth("premium"));

    await settled(await fake.payInvoice(subscriptionId));
    expect(await subscriptionRow(user)).toMatchObject({ status: "active", planId: "premium", pastDueSince: null, graceEndsAt: null });
  });

  it("past due beyond the grace period gives the free plan's limits, and a later event does not restart the grace", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user, { price: fake.prices.pro });
    expect((await subscriptionWithUsage(user)).usage.limit).toBe(wordsPerMonth("pro"));
    await settled(await fake.failPayment(subscriptionId));
    // The payment failed eight days ago: the grace period (7 days) is over.
    const pastDueSince = new Date(Date.now() - 8 * DAY_MS);
    await ctx.db.subscription.update({
      where: { userId: user.id },
      data: { pastDueSince, graceEndsAt: new Date(pastDueSince.getTime() + 7 * DAY_MS) },
    });
    const after = await subscriptionWithUsage(user);
    expect(after.subscription).toMatchObject({ status: "past_due", plan_id: "pro" });
    expect(after.usage.limit).toBe(wordsPerMonth("free"));

    await settled(await fake.setCancelAtPeriodEnd(subscriptionId, true));
    expect(await subscriptionRow(user)).toMatchObject({ status: "past_due", pastDueSince, cancelAtPeriodEnd: true });
    expect((await subscriptionWithUsage(user)).usage.limit).toBe(wordsPerMonth("free"));
  });

  it("cancelling at the period end keeps the plan and shows when it ends; undoing it clears that", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    await settled(await fake.setCancelAtPeriodEnd(subscriptionId, true));
    const cancelling = await subscriptionRow(user);
    expect(cancelling).toMatchObject({ status: "active", planId: "premium", cancelAtPeriodEnd: true });
    expect(cancelling.cancelAt).toEqual(cancelling.currentPeriodEnd);
    expect((await subscriptionWithUsage(user)).subscription).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      cancel_at: cancelling.currentPeriodEnd!.toISOString(),
    });

    await settled(await fake.setCancelAtPeriodEnd(subscriptionId, false));
    expect(await subscriptionRow(user)).toMatchObject({ status: "active", cancelAtPeriodEnd: false, cancelAt: null });
  });

  it("an unknown price writes the status, leaves the plan alone and logs a warning", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId, customerId } = await subscribe(user);
    await settled(await fake.changePrice(subscriptionId, "price_fake_unknown"));
    expect(await subscriptionRow(user)).toMatchObject({ status: "active", planId: "premium", stripePriceId: "price_fake_unknown" });
    expect(billingLog).toContainEqual(
      expect.objectContaining({ level: "warn", object: expect.objectContaining({ customerId, priceId: "price_fake_unknown" }) }),
    );
  });
});

describe("delivery: replays, order, concurrency", () => {
  it("a replayed event is acknowledged and ignored: one row, one job", async () => {
    const user = await createTestUser(ctx.app);
    const { events } = await subscribe(user);
    const event = events.find((candidate) => candidate.type === "customer.subscription.created")!;
    expect(await fake.deliver(event)).toBe(200);
    const replay = await post(JSON.stringify(event));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });

    const rows = await ctx.db.stripeEvent.findMany({ where: { stripeEventId: event.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "succeeded", attempts: 1, customerId: event.data.object.customer });
    expect(await pgBossJobs(rows[0]!.id)).toBe(1);
  });

  it("events delivered in reverse order end in Stripe's latest state", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    const lost = [
      ...(await fake.failPayment(subscriptionId, { deliver: false })),
      ...(await fake.payInvoice(subscriptionId, { deliver: false })),
      ...(await fake.cancelNow(subscriptionId, { deliver: false })),
    ];
    expect((await subscriptionRow(user)).status).toBe("active");
    for (const event of [...lost].reverse()) expect(await fake.deliver(event)).toBe(200);
    const rows = await settled(lost);
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
    // The oldest event (the failed payment) was handled last, yet the row says what Stripe says now.
    expect(await subscriptionRow(user)).toMatchObject({ status: "canceled", pastDueSince: null, cancelAt: null });
  });

  it("two events for one customer at once, and one event twice at once, end in one consistent state", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    const events = await fake.failPayment(subscriptionId, { deliver: false });
    expect(events.length).toBeGreaterThanOrEqual(2);
    const statuses = await Promise.all([...events, events[0]!].map((event) => fake.deliver(event)));
    expect(statuses).toEqual(statuses.map(() => 200));
    const rows = await settled(events);
    expect(rows).toHaveLength(events.length);
    expect(rows.every((row) => row.status === "succeeded")).toBe(true);
    expect((await subscriptionRow(user)).status).toBe("past_due");
  });
});

describe("the webhook endpoint", () => {
  const signedEvent = (overrides: Partial<Stripe.Event> = {}) =>
    JSON.stringify({
      id: `evt_manual_${Math.random().toString(36).slice(2)}`,
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: "sub_x", object: "subscription", customer: "cus_manual" } },
      ...overrides,
    });

  it("refuses a missing, wrong or stale signature, or a changed body, with 400 and stores nothing", async () => {
    const before = await ctx.db.stripeEvent.count();
    const body = signedEvent();
    const goodHeader = billing.stripe.webhooks.generateTestHeaderString({ payload: body, secret: fake.webhookSecret });
    const stale = billing.stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: fake.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const answers = await Promise.all([
      post(body, { signature: null }),
      post(body, { secret: "whsec_someone_else" }),
      post(body, { signature: stale }),
      post(body, { signature: "t=1,v1=deadbeef" }),
      post(JSON.stringify(JSON.parse(body), null, 2), { signature: goodHeader }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "INVALID_SIGNATURE", error: expect.stringContaining("Stripe-Signature") });
    }
    expect(await ctx.db.stripeEvent.count()).toBe(before);
  });

  it("takes a signature dated up to five minutes either side of the server's clock, and refuses one beyond, ahead or behind", async () => {
    const before = await ctx.db.stripeEvent.count();
    const body = signedEvent({ type: "customer.created" });
    const signedAt = (offsetSeconds: number) =>
      billing.stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: fake.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) + offsetSeconds,
      });
    for (const offset of [-290, 290]) {
      const answer = await post(body, { signature: signedAt(offset) });
      expect(answer.statusCode, `signed ${offset} s from now`).toBe(200);
      expect(answer.json()).toEqual({ received: true, ignored: true });
    }
    const behind = await post(body, { signature: signedAt(-310) });
    expect(behind.statusCode).toBe(400);
    expect(behind.json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    for (const offset of [310, 365 * 86_400]) {
      const ahead = await post(body, { signature: signedAt(offset) });
      expect(ahead.statusCode, `signed ${offset} s ahead`).toBe(400);
      expect(ahead.json()).toEqual({
        code: "INVALID_SIGNATURE",
        error: "The Stripe-Signature header is dated more than 5 minutes ahead of this server's clock; check the server's time.",
      });
    }
    // A handled event signed ahead is stored nowhere either.
    const handled = signedEvent();
    const answer = await post(handled, {
      signature: billing.stripe.webhooks.generateTestHeaderString({
        payload: handled,
        secret: fake.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) + 3600,
      }),
    });
    expect(answer.statusCode).toBe(400);
    expect(await ctx.db.stripeEvent.count()).toBe(before);
  });

  it("reads any content type raw, and ignores events it does not handle or that name no customer", async () => {
    const before = await ctx.db.stripeEvent.count();
    const other = await post(signedEvent({ type: "customer.created" }), { contentType: "text/plain" });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ received: true, ignored: true });
    const noCustomer = await post(signedEvent({ data: { object: { id: "sub_y", object: "subscription" } } } as Partial<Stripe.Event>), {
      contentType: "application/octet-stream",
    });
    expect(noCustomer.json()).toEqual({ received: true, ignored: true });
    const bare = signedEvent({ type: "customer.created" });
    const untyped = await ctx.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "stripe-signature": billing.stripe.webhooks.generateTestHeaderString({ payload: bare, secret: fake.webhookSecret }) },
      payload: Buffer.from(bare),
    });
    expect(untyped.headers["content-type"]).toContain("application/json");
    expect(untyped.json()).toEqual({ received: true, ignored: true });
    expect(await ctx.db.stripeEvent.count()).toBe(before);

    // An expanded customer counts; a customer no user has is synced to nothing, and the job succeeds.
    const body = signedEvent({
      data: { object: { id: "sub_z", object: "subscription", customer: { id: "cus_nobody" } } },
    } as Partial<Stripe.Event>);
    const stored = await post(body, { contentType: "application/json; charset=utf-8" });
    expect(stored.json()).toEqual({ received: true, queued: true });
    const [row] = await settled([JSON.parse(body) as Stripe.Event]);
    expect(row).toMatchObject({ customerId: "cus_nobody", status: "succeeded" });
  });

  it("answers 409 with billing off and 500 (nothing kept) when the job cannot be queued", async () => {
    const body = signedEvent();
    const off = await buildApp({ services: { ...ctx.services, billing: undefined }, authRateLimiter: false });
    const broken = await buildApp({
      services: { ...ctx.services, jobs: { ...ctx.services.jobs!, enqueue: () => Promise.reject(new Error("queue down")) } },
      authRateLimiter: false,
    });
    try {
      const disabled = await off.inject({
        method: "POST",
        url: STRIPE_WEBHOOK_PATH,
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json()).toMatchObject({ code: "BILLING_DISABLED" });

      const header = billing.stripe.webhooks.generateTestHeaderString({ payload: body, secret: fake.webhookSecret });
      const failed = await broken.inject({
        method: "POST",
        url: STRIPE_WEBHOOK_PATH,
        headers: { "content-type": "application/json", "stripe-signature": header },
        payload: body,
      });
      expect(failed.statusCode).toBe(500);
      expect(await ctx.db.stripeEvent.count({ where: { stripeEventId: (JSON.parse(body) as Stripe.Event).id } })).toBe(0);
    } finally {
      await off.close();
      await broken.close();
    }
  });
});

describe("recovery", () => {
  it("Stripe answering 500 is retried by the job, which ends synced", async () => {
    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    const [event, ...rest] = await fake.setCancelAtPeriodEnd(subscriptionId, true, { deliver: false });
    expect(rest).toHaveLength(0);
    // The stripe client tries each request 3 times: all three fail, so the job's first attempt does.
    fake.failNext(3, 500);
    expect(await fake.deliver(event!)).toBe(200);
    const [row] = await settled([event!]);
    expect(row).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(jobLog).toContainEqual(expect.objectContaining({ level: "warn", message: "stripe-event attempt failed; retrying" }));
    expect(await subscriptionRow(user)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("the reconcile syncs customers whose events were lost, listing events since the last run", async () => {
    // The daily run was queued when the job runtime started.
    const daily = await eventually(
      () => ctx.db.billingReconcileJob.findMany(),
      (rows) => rows.length === 1 && rows[0]!.status === "succeeded",
      "the daily reconcile",
    );
    expect(daily[0]!.day).not.toBeNull();
    expect(await queueDailyReconcile({}, { db: ctx.db, jobs: ctx.services.jobs! })).toBeNull();
    expect(await ctx.db.billingReconcileJob.count()).toBe(1);

    const user = await createTestUser(ctx.app);
    const { subscriptionId } = await subscribe(user);
    const lost = await fake.cancelNow(subscriptionId, { deliver: false });
    expect((await subscriptionRow(user)).status).toBe("active");

    const first = await runReconcile();
    expect(first).toMatchObject({ since: daily[0]!.until, status: "succeeded" });
    expect(first.eventsSeen).toBeGreaterThanOrEqual(lost.length);
    expect(first.customersSynced).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(user)).toMatchObject({ status: "canceled" });
    expect(await ctx.db.stripeEvent.count({ where: { stripeEventId: { in: lost.map((event) => event.id) } } })).toBe(0);

    // A second lost change after that run: the next run starts where the first ended and finds it.
    const second = await createTestUser(ctx.app);
    const other = await subscribe(second);
    await fake.failPayment(other.subscriptionId, { deliver: false });
    const next = await runReconcile();
    expect(next.since).toEqual(first.until);
    expect((await subscriptionRow(second)).status).toBe("past_due");
  });

  it("the reconcile also syncs a customer whose event job failed after an earlier run counted it as on its way", async () => {
    const user = await createTestUser(ctx.app);
    const { customerId, subscriptionId } = await subscribe(user);
    const lost = (await fake.cancelNow(subscriptionId, { deliver: false })).filter((event) => HANDLED.has(event.type));
    // Stored, but its job still running when the run looks: counted as on its way.
    await ctx.db.stripeEvent.createMany({
      data: lost.map((event) => ({
        stripeEventId: event.id,
        type: event.type,
        customerId,
        eventCreated: new Date(event.created * 1000),
        status: "running" as const,
      })),
    });
    // Stripe's times are whole seconds: the run starts in a later second than the events were made.
    await sleep(1_100);
    await runReconcile();
    expect((await subscriptionRow(user)).status).toBe("active");

    // The job then runs out of retries; the next run's window starts after the event was made.
    await ctx.db.stripeEvent.updateMany({ where: { stripeEventId: { in: lost.map((event) => event.id) } }, data: { status: "failed" } });
    const next = await runReconcile();
    expect(Math.floor(next.since!.getTime() / 1000)).toBeGreaterThan(Math.max(...lost.map((event) => event.created)));
    expect(await subscriptionRow(user)).toMatchObject({ status: "canceled" });
  });
});

async function runReconcile() {
  const id = await queueReconcileNow({ db: ctx.db, jobs: ctx.services.jobs! });
  return eventually(
    () => ctx.db.billingReconcileJob.findUniqueOrThrow({ where: { id } }),
    (row) => row.status === "succeeded" || row.status === "failed",
    "the reconcile",
  );
}
