import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStripeClient } from "../billing-service.ts";
import { parseStripeForm } from "./fake-stripe-form.ts";
import { startFakeStripe, type FakeStripe } from "./fake-stripe.ts";

let fake: FakeStripe;
let stripe: Stripe;
beforeEach(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url });
});
afterEach(() => fake.stop());

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

async function caught(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

async function checkout({ trialDays, price }: { trialDays?: number; price?: string } = {}) {
  const customer = await stripe.customers.create({ email: "ada@example.test", metadata: { userId: "user-1" } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    client_reference_id: "user-1",
    line_items: [{ price: price ?? fake.prices.premium, quantity: 1 }],
    success_url: "https://mnemo.test/upgrade/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "https://mnemo.test/upgrade",
    allow_promotion_codes: true,
    metadata: { userId: "user-1" },
    ...(trialDays
      ? { subscription_data: { trial_period_days: trialDays, trial_settings: { end_behavior: { missing_payment_method: "cancel" } } } }
      : {}),
  });
  return { customer, session };
}

async function subscribed(options: { trialDays?: number } = {}) {
  const { customer, session } = await checkout(options);
  await fake.completeCheckout(session.id);
  const subscription = fake.subscriptions().find((candidate) => candidate.customer === customer.id);
  if (!subscription) throw new Error("checkout made no subscription");
  return { customer, session, subscription };
}

/** A webhook endpoint that keeps what it is sent and answers `status`. */
async function startReceiver() {
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function rawApi(path: string, init: { method?: string; body?: string; key?: string } = {}) {
  return fetch(`${fake.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { authorization: `Bearer ${init.key ?? fake.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

describe("parseStripeForm", () => {
  it("reads stripe-node's bracket notation into nested values and lists", () => {
    expect(
      parseStripeForm(
        "line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[userId]=u%201&expand[0]=subscription&types[]=a&types[]=b&success_url=https%3A%2F%2Fx.test%2F%3Fid%3D%7BCHECKOUT_SESSION_ID%7D&q=a+b",
      ),
    ).toEqual({
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { userId: "u 1" },
      expand: ["subscription"],
      types: ["a", "b"],
      success_url: "https://x.test/?id={CHECKOUT_SESSION_ID}",
      q: "a b",
    });
  });

  it.each([
    ["a bad %-escape", "email=%E0%A4%A"],
    ["a value and a hash under one name", "a=1&a[b]=2"],
    ["a prototype key", "metadata[__proto__]=x"],
    ["an unclosed bracket", "metadata[userId=x"],
  ])("refuses %s with a 400 in Stripe's shape", (_name, body) => {
    expect(() => parseStripeForm(body)).toThrow(expect.objectContaining({ status: 400, type: "invalid_request_error" }));
  });
});

describe("the API through the real stripe client", () => {
  it("answers 401 without the secret key, and 404 for a route Stripe does not have", async () => {
    const stranger = createStripeClient({ secretKey: "sk_test_wrong", apiBase: fake.url });
    const error = await caught(stranger.customers.create({ email: "x@example.test" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(fake.customers()).toEqual([]);
    const missing = await rawApi("/v1/charges");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("creates a customer once per idempotency key, and retrieves it", async () => {
    const first = await stripe.customers.create(
      { email: "ada@example.test", metadata: { userId: "u1" } },
      { idempotencyKey: "mnemo-customer-u1" },
    );
    const again = await stripe.customers.create(
      { email: "ada@example.test", metadata: { userId: "u1" } },
      { idempotencyKey: "mnemo-customer-u1" },
    );
    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    expect(fake.customers()).toHaveLength(1);
    expect(fake.requests.filter((request) => request.path === "/v1/customers").map((request) => request.idempotencyKey)).toEqual([
      "mnemo-customer-u1",
      "mnemo-customer-u1",
    ]);
    expect(fake.requests[0]?.params).toEqual({ email: "ada@example.test", metadata: { userId: "u1" } });

    const reused = await caught(stripe.customers.create({ email: "bob@example.test" }, { idempotencyKey: "mnemo-customer-u1" }));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const retrieved = await stripe.customers.retrieve(first.id);
    expect(retrieved).toMatchObject({ id: first.id, email: "ada@example.test", metadata: { userId: "u1" } });
    const missing = await caught(stripe.customers.retrieve("cus_missing"));
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("creates and retrieves a subscription Checkout Session, refusing an unknown price or customer", async () => {
    const { customer, session } = await checkout({ trialDays: 7 });
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      mode: "subscription",
      customer: customer.id,
      client_reference_id: "user-1",
      subscription: null,
      allow_promotion_codes: true,
      metadata: { userId: "user-1" },
      success_url: "https://mnemo.test/upgrade/success?session_id={CHECKOUT_SESSION_ID}",
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.url).toBe(`${fake.url}/checkout/pay/${session.id}`);
    const sent = fake.requests.find((request) => request.path === "/v1/checkout/sessions")?.params;
    expect(sent).toMatchObject({
      line_items: [{ price: fake.prices.premium, quantity: "1" }],
      subscription_data: { trial_period_days: "7", trial_settings: { end_behavior: { missing_payment_method: "cancel" } } },
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);

    const unknownPrice = await caught(
      stripe.checkout.sessions.create({ mode: "subscription", customer: customer.id, line_items: [{ price: "price_nope", quantity: 1 }] }),
    );
    expect(unknownPrice).toMatchObject({ statusCode: 400, message: "No such price: 'price_nope'", param: "line_items[0][price]" });
    const unknownCustomer = await caught(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: "cus_nope",
        line_items: [{ price: fake.prices.pro, quantity: 1 }],
      }),
    );
    expect(unknownCustomer).toMatchObject({ code: "resource_missing", param: "customer" });
  });

  it("completes a checkout into an active subscription (paid) or a trial (no payment)", async () => {
    const paid = await checkout();
    const events = await fake.completeCheckout(paid.session.id);
    expect(events.map((event) => event.type)).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    const subscription = fake.subscriptions()[0];
    expect(subscription).toMatchObject({ status: "active", customer: paid.customer.id, trial_end: null, cancel_at_period_end: false });
    expect(subscription?.id).toMatch(/^sub_/);
    const item = subscription?.items.data[0];
    expect(item?.id).toMatch(/^si_/);
    expect(item?.price).toMatchObject({ id: fake.prices.premium, currency: "gbp", unit_amount: 300, recurring: { interval: "month" } });
    expect((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)).toBe(30 * DAY);
    const invoice = events[1]?.data.object as Stripe.Invoice;
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice).toMatchObject({
      customer: paid.customer.id,
      status: "paid",
      parent: { subscription_details: { subscription: subscription?.id } },
    });

    const retrieved = await stripe.checkout.sessions.retrieve(paid.session.id, { expand: ["subscription"] });
    expect(retrieved).toMatchObject({
      status: "complete",
      payment_status: "paid",
      subscription: { id: subscription?.id, status: "active" },
    });

    const trial = await checkout({ trialDays: 7 });
    const trialEvents = await fake.completeCheckout(trial.session.id);
    expect(trialEvents.map((event) => event.type)).toEqual(["customer.subscription.created", "checkout.session.completed"]);
    const trialing = fake.subscriptions().find((candidate) => candidate.customer === trial.customer.id);
    expect(trialing?.status).toBe("trialing");
    expect((trialing?.trial_end ?? 0) - (trialing?.trial_start ?? 0)).toBe(7 * DAY);
    expect(Math.abs((trialing?.trial_start ?? 0) - now())).toBeLessThanOrEqual(2);
    expect(fake.checkoutSession(trial.session.id)).toMatchObject({ status: "complete", payment_status: "no_payment_required" });
    await expect(fake.completeCheckout(trial.session.id)).rejects.toThrow(/not open/);
  });

  it("lists a customer's sessions by status, expires them, keeps expires_at within Stripe's bounds and expires on time", async () => {
    const first = await checkout();
    const customer = first.customer.id;
    const expiresAt = now() + 40 * 60;
    const second = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: fake.prices.pro, quantity: 1 }],
      expires_at: expiresAt,
    });
    expect(second.expires_at).toBe(expiresAt);
    expect(first.session.expires_at - now()).toBeGreaterThan(23 * 3600);
    const openIds = async () => {
      const ids: string[] = [];
      for await (const session of stripe.checkout.sessions.list({ customer, status: "open", limit: 1 })) ids.push(session.id);
      return ids;
    };
    expect(await openIds()).toEqual([second.id, first.session.id]);

    expect(await stripe.checkout.sessions.expire(first.session.id)).toMatchObject({ id: first.session.id, status: "expired" });
    expect(await openIds()).toEqual([second.id]);
    expect((await stripe.checkout.sessions.list({ customer, status: "expired" })).data.map((s) => s.id)).toEqual([first.session.id]);
    expect((await caught(stripe.checkout.sessions.expire(first.session.id))).statusCode).toBe(400);
    await expect(fake.completeCheckout(first.session.id)).rejects.toThrow(/expired, not open/);
    expect(await caught(stripe.checkout.sessions.list({ customer: "cus_nope" }))).toMatchObject({ code: "resource_missing" });

    for (const tooSoonOrLate of [now() + 29 * 60, now() + 25 * 3600]) {
      const refused = await caught(
        stripe.checkout.sessions.create({
          mode: "subscription",
          customer,
          line_items: [{ price: fake.prices.pro, quantity: 1 }],
          expires_at: tooSoonOrLate,
        }),
      );
      expect(refused).toMatchObject({ statusCode: 400, param: "expires_at" });
    }

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime((expiresAt + 1) * 1000);
      expect(await openIds()).toEqual([]);
      expect(await stripe.checkout.sessions.retrieve(second.id)).toMatchObject({ status: "expired" });
      await expect(fake.completeCheckout(second.id)).rejects.toThrow(/expired, not open/);
      expect(fake.events().filter((event) => event.type === "checkout.session.expired")).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }

    fake.forgetCustomer(customer);
    expect(await caught(stripe.subscriptions.list({ customer }))).toMatchObject({ code: "resource_missing" });
    expect(await caught(stripe.customers.retrieve(customer))).toMatchObject({ statusCode: 404 });
    expect((await stripe.checkout.sessions.retrieve(second.id)).customer).toBe(customer);
  });

  it("opens a billing portal session for a known customer only", async () => {
    const customer = await stripe.customers.create({ email: "ada@example.test" });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "https://mnemo.test/profile" });
    expect(portal).toMatchObject({ object: "billing_portal.session", customer: customer.id, return_url: "https://mnemo.test/profile" });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const missing = await caught(stripe.billingPortal.sessions.create({ customer: "cus_nope" }));
    expect(missing).toMatchObject({ code: "resource_missing", param: "customer" });
  });

  it("lists, retrieves, updates and cancels subscriptions", async () => {
    const { customer, subscription } = await subscribed();
    expect(await stripe.subscriptions.retrieve(subscription.id)).toEqual(subscription);
    const item = subscription.items.data[0];

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item?.id ?? "", price: fake.prices.pro }],
      proration_behavior: "create_prorations",
    });
    expect(updated.items.data).toHaveLength(1);
    expect(updated.items.data[0]).toMatchObject({ id: item?.id, price: { id: fake.prices.pro, unit_amount: 500 } });
    const changed = fake.events().at(-1);
    expect(changed?.type).toBe("customer.subscription.updated");
    expect(changed?.data.previous_attributes).toMatchObject({ items: { data: [{ price: { id: fake.prices.premium } }] } });

    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling.cancel_at_period_end).toBe(true);
    expect(canceling.cancel_at).toBe(canceling.items.data[0]?.current_period_end);
    const unknownPrice = await caught(
      stripe.subscriptions.update(subscription.id, { items: [{ id: item?.id ?? "", price: "price_nope" }] }),
    );
    expect(unknownPrice).toMatchObject({ statusCode: 400, code: "resource_missing" });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled" });
    expect(canceled.ended_at).toBeGreaterThan(0);
    expect(fake.events().at(-1)?.type).toBe("customer.subscription.deleted");

    // A second, newer subscription: lists are newest first; the default leaves out canceled ones.
    const second = await checkout();
    await fake.completeCheckout(second.session.id);
    const again = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: fake.prices.pro, quantity: 1 }],
    });
    await fake.completeCheckout(again.id);
    const all = await stripe.subscriptions.list({ customer: customer.id, status: "all", limit: 20 });
    expect(all.data.map((listed) => listed.status)).toEqual(["active", "canceled"]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((listed) => listed.status)).toEqual(["active"]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "canceled" })).data).toHaveLength(1);
    expect((await caught(stripe.subscriptions.retrieve("sub_missing"))).statusCode).toBe(404);
  });

  it("lists events newest first with created[gt], types[] and pagination", async () => {
    const { subscription } = await subscribed();
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    const made = fake.events();
    expect(made.map((event) => event.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
      "customer.subscription.updated",
    ]);
    expect(made.every((event) => /^evt_/.test(event.id) && event.api_version === "2026-10-28.endive")).toBe(true);

    const firstPage = await stripe.events.list({ limit: 3 });
    expect(firstPage.data.map((event) => event.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((event) => event.id),
    );
    expect(firstPage.has_more).toBe(true);
    const secondPage = await stripe.events.list({ limit: 3, starting_after: firstPage.data.at(-1)?.id ?? "" });
    expect(secondPage.data.map((event) => event.id)).toEqual([made[0]?.id]);
    expect(secondPage.has_more).toBe(false);

    const typed = await stripe.events.list({ types: ["invoice.paid", "customer.subscription.updated"] });
    expect(typed.data.map((event) => event.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    expect((await stripe.events.list({ created: { gt: now() + 60 } })).data).toEqual([]);
    expect((await stripe.events.list({ created: { gte: now() - 60 } })).data).toHaveLength(4);
  });

  it("fails the next requests on demand: the client retries, then throws a StripeAPIError", async () => {
    fake.failNext(1);
    const recovered = await stripe.customers.create({ email: "ada@example.test" });
    expect(fake.customers().map((customer) => customer.id)).toEqual([recovered.id]);
    expect(fake.requests.filter((request) => request.path === "/v1/customers")).toHaveLength(2);

    fake.failNext(3);
    const error = await caught(stripe.customers.retrieve(recovered.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error.statusCode).toBe(500);
    expect(await stripe.customers.retrieve(recovered.id)).toMatchObject({ id: recovered.id });
  });

  it("answers bad input with a 400 in Stripe's shape and keeps serving", async () => {
    for (const body of ["email=%E0%A4%A", "metadata[__proto__][x]=1", "mode=subscription&line_items=a&line_items[0][price]=b"]) {
      const answer = await rawApi("/v1/checkout/sessions", { body });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.any(String) } });
    }
    const unknown = await caught(stripe.customers.create({ email: "a@example.test", shipping: { name: "A", address: { line1: "x" } } }));
    expect(unknown.message).toMatch(/unknown parameter: shipping/);
    const badLimit = await rawApi("/v1/events?limit=lots");
    expect(badLimit.status).toBe(400);
    expect(await stripe.customers.create({ email: "still@example.test" })).toMatchObject({ email: "still@example.test" });
  });

  it("keeps every fake to itself", async () => {
    const other = await startFakeStripe();
    try {
      const customer = await stripe.customers.create({ email: "ada@example.test" });
      const otherClient = createStripeClient({ secretKey: other.secretKey, apiBase: other.url });
      expect(other.secretKey).not.toBe(fake.secretKey);
      expect((await caught(otherClient.customers.retrieve(customer.id))).statusCode).toBe(404);
      expect((await caught(createStripeClient({ secretKey: fake.secretKey, apiBase: other.url }).customers.list())).statusCode).toBe(401);
    } finally {
      await other.stop();
    }
  });
});

describe("Stripe-side changes", () => {
  it("moves a subscription through trial end, failed and paid renewals, unpaid, cancel at period end and cancel now", async () => {
    const trial = await subscribed({ trialDays: 7 });
    expect((await fake.endTrial(trial.subscription.id, { paid: true })).map((event) => event.type)).toEqual([
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    const failed = await fake.failPayment(trial.subscription.id);
    expect(failed.map((event) => event.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect(failed[1]?.data.previous_attributes).toMatchObject({ status: "active" });
    expect(failed[0]?.data.object).toMatchObject({ status: "open", customer: trial.customer.id });
    const pastDue = await stripe.subscriptions.retrieve(trial.subscription.id);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.latest_invoice).toBe((failed[0]?.data.object as Stripe.Invoice).id);

    expect((await fake.payInvoice(trial.subscription.id)).map((event) => event.type)).toEqual([
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    expect((await stripe.subscriptions.retrieve(trial.subscription.id)).status).toBe("active");
    await fake.failPayment(trial.subscription.id);
    await fake.markUnpaid(trial.subscription.id);
    expect((await stripe.subscriptions.retrieve(trial.subscription.id)).status).toBe("unpaid");
    await fake.payInvoice(trial.subscription.id);

    await fake.setCancelAtPeriodEnd(trial.subscription.id, true);
    expect(await stripe.subscriptions.retrieve(trial.subscription.id)).toMatchObject({ status: "active", cancel_at_period_end: true });
    await fake.setCancelAtPeriodEnd(trial.subscription.id, false);
    expect(await stripe.subscriptions.retrieve(trial.subscription.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await fake.changePrice(trial.subscription.id, "price_fake_unknown");
    expect((await stripe.subscriptions.retrieve(trial.subscription.id)).items.data[0]?.price.id).toBe("price_fake_unknown");
    expect((await fake.cancelNow(trial.subscription.id)).map((event) => event.type)).toEqual(["customer.subscription.deleted"]);
    await expect(fake.cancelNow(trial.subscription.id)).rejects.toThrow(/canceled/);

    const unpaidTrial = await subscribed({ trialDays: 7 });
    expect((await fake.endTrial(unpaidTrial.subscription.id, { paid: false })).map((event) => event.type)).toEqual([
      "customer.subscription.deleted",
    ]);
    expect(await stripe.subscriptions.retrieve(unpaidTrial.subscription.id)).toMatchObject({ status: "canceled" });
  });

  it("gives each event the object as it was when the event was made", async () => {
    const { subscription } = await subscribed();
    const [updated] = await fake.setCancelAtPeriodEnd(subscription.id, true);
    await fake.cancelNow(subscription.id);
    expect((updated?.data.object as Stripe.Subscription).status).toBe("active");
    expect((fake.events().find((event) => event.id === updated?.id)?.data.object as Stripe.Subscription).status).toBe("active");
  });
});

describe("webhook deliveries", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver();
    fake.setWebhookUrl(receiver.url);
  });
  afterEach(() => receiver.close());

  it("POSTs each event in order, signed so stripe.webhooks.constructEvent accepts it", async () => {
    const { session } = await checkout();
    const events = await fake.completeCheckout(session.id);
    expect(receiver.received).toHaveLength(3);
    const verified = receiver.received.map(({ body, headers }) => {
      expect(headers["content-type"]).toBe("application/json; charset=utf-8");
      return stripe.webhooks.constructEvent(body, String(headers["stripe-signature"]), fake.webhookSecret);
    });
    expect(verified.map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(verified[2]).toMatchObject({ type: "checkout.session.completed", data: { object: { id: session.id, status: "complete" } } });
    expect(fake.deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);

    const first = receiver.received[0];
    expect(() => stripe.webhooks.constructEvent(first?.body ?? "", String(first?.headers["stripe-signature"]), "whsec_other")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("delivers updates made through the API before answering", async () => {
    const { subscription } = await subscribed();
    receiver.received.length = 0;
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(receiver.received.map(({ body }) => (JSON.parse(body) as Stripe.Event).type)).toEqual(["customer.subscription.updated"]);
  });

  it("records lost events without posting them, replays on demand and reports the endpoint's status", async () => {
    const { session } = await checkout();
    const lost = await fake.completeCheckout(session.id, { deliver: false });
    expect(receiver.received).toHaveLength(0);
    expect(fake.events().map((event) => event.id)).toEqual(lost.map((event) => event.id));

    receiver.state.status = 500;
    expect(await fake.deliver(lost[0] as Stripe.Event)).toBe(500);
    receiver.state.status = 200;
    expect(await fake.deliver(lost[0] as Stripe.Event)).toBe(200);
    expect(receiver.received.map(({ body }) => (JSON.parse(body) as Stripe.Event).id)).toEqual([lost[0]?.id, lost[0]?.id]);
    expect(fake.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
  });

  it("does not throw when the endpoint cannot be reached", async () => {
    await receiver.close();
    const { session } = await checkout();
    const events = await fake.completeCheckout(session.id);
    expect(events).toHaveLength(3);
    expect(fake.deliveries).toHaveLength(3);
    expect(fake.deliveries.every((delivery) => delivery.status === 0 && delivery.error)).toBe(true);
    receiver = await startReceiver();
  });
});

describe("hosted pages", () => {
  it("shows the checkout, and paying redirects to the success URL with the session id after the webhooks", async () => {
    const receiver = await startReceiver();
    fake.setWebhookUrl(receiver.url);
    try {
      const { session } = await checkout({ trialDays: 7 });
      const page = await fetch(session.url ?? "");
      const text = await page.text();
      expect(page.status).toBe(200);
      expect(text).toContain("Fake Stripe Checkout");
      expect(text).toContain("Mnemo Premium");
      expect(text).toContain("£3.00 per month");
      expect(text).toContain("7 days free, then £3.00 per month");
      expect(text).toContain(`<a href="https://mnemo.test/upgrade">Back</a>`);

      const paid = await fetch(session.url ?? "", { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`https://mnemo.test/upgrade/success?session_id=${session.id}`);
      expect(receiver.received).toHaveLength(2);
      expect(fake.subscriptions()[0]?.status).toBe("trialing");
    } finally {
      await receiver.close();
    }
  });

  it("escapes what it shows", async () => {
    const customer = await stripe.customers.create({ email: "x@example.test" });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: fake.prices.pro, quantity: 1 }],
      cancel_url: `https://mnemo.test/upgrade?x="><script>alert(1)</script>`,
    });
    const text = await (await fetch(session.url ?? "")).text();
    expect(text).not.toContain("<script>");
    expect(text).toContain("&quot;&gt;&lt;script&gt;");
    const refused = await caught(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: fake.prices.pro, quantity: 1 }],
        cancel_url: "javascript:alert(1)",
      }),
    );
    expect(refused).toMatchObject({ param: "cancel_url" });
  });

  it("shows the portal with the plan, and its Cancel plan button cancels at period end", async () => {
    const { customer, subscription } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "https://mnemo.test/profile" });
    const before = await (await fetch(portal.url)).text();
    expect(before).toContain("Fake Stripe customer portal");
    expect(before).toContain("Mnemo Premium, £3.00 per month");
    expect(before).toContain("Status: active");
    expect(before).toContain("Cancel plan");
    expect(before).toContain(`<a href="https://mnemo.test/profile">Return to Mnemo</a>`);

    const posted = await fetch(portal.url, { method: "POST", body: new URLSearchParams({ action: "cancel" }), redirect: "manual" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/portal/${portal.id}`);
    expect(fake.subscriptions()[0]).toMatchObject({ id: subscription.id, cancel_at_period_end: true });
    const after = await (await fetch(portal.url)).text();
    expect(after).toContain("Cancels on");
    expect(after).toContain("Renew plan");
  });
});

describe("stop", () => {
  it("closes the server although the client keeps its connection alive", async () => {
    await stripe.customers.create({ email: "ada@example.test" });
    await fake.stop();
    const error = await caught(createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url }).customers.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});
