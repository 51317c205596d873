import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { FakeStripeAccount } from "./fake-stripe-account.ts";
import { answerApi } from "./fake-stripe-api.ts";
import { FakeStripeError, parseStripeForm, type FormParams } from "./fake-stripe-form.ts";
import { FAKE_API_VERSION, fakeId } from "./fake-stripe-objects.ts";
import { checkoutPage, messagePage, portalPage } from "./fake-stripe-pages.ts";

/**
 * A local Stripe for tests: an HTTP server on 127.0.0.1 speaking the part of
 * Stripe's REST API Mnemo uses, so the real `stripe` client runs against it
 * (createStripeClient({ secretKey, apiBase: url })). Stripe-side changes
 * (a payment, a failed renewal, a cancellation in the portal) are methods
 * that change the account and send the webhooks Stripe would, signed with
 * the real stripe.webhooks.generateTestHeaderString. Everything lives in
 * memory, per instance. The agreed interface: /work/scratch/fake-stripe-api.md.
 */
export type DeliverOpts = { deliver?: boolean };

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** The query and form body, bracket notation read back into nested values. */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
};

/** One webhook POST: the endpoint's status, or 0 with the error when it could not be reached. */
export type WebhookDelivery = { eventId: string; type: string; status: number; error?: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  prices: { premium: string; pro: string };
  setWebhookUrl(url: string | undefined): void;
  requests: FakeStripeRequest[];
  /** Every webhook POST made, in order (replays included). */
  deliveries: WebhookDelivery[];
  failNext(count: number, status?: number): void;
  customers(): Stripe.Customer[];
  subscriptions(): Stripe.Subscription[];
  checkoutSession(id: string): Stripe.Checkout.Session | undefined;
  /** Stripe loses the customer and its subscriptions (test data deleted, keys switched); its sessions stay. */
  forgetCustomer(customerId: string): void;
  events(): Stripe.Event[];
  completeCheckout(sessionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  expireCheckout(sessionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  endTrial(subscriptionId: string, opts: { paid: boolean } & DeliverOpts): Promise<Stripe.Event[]>;
  /** customer.subscription.trial_will_end, as Stripe sends three days before a trial ends. */
  trialWillEnd(subscriptionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  failPayment(subscriptionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  payInvoice(subscriptionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  markUnpaid(subscriptionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  cancelNow(subscriptionId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  changePrice(subscriptionId: string, priceId: string, opts?: DeliverOpts): Promise<Stripe.Event[]>;
  deliver(event: Stripe.Event): Promise<number>;
  stop(): Promise<void>;
};

const MAX_BODY_BYTES = 1_000_000;
const WEBHOOK_TIMEOUT_MS = 30_000;

export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secretKey = fakeId("sk_test_fake_");
  const webhookSecret = fakeId("whsec_fake_", 32);
  const account = new FakeStripeAccount();
  const requests: FakeStripeRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const failures = { remaining: 0, status: 500 };
  /** Idempotency-Key → the request it was first used with, and its answer once there is one. */
  const idempotency = new Map<string, { fingerprint: string; answer?: { status: number; body: unknown } }>();
  let webhookUrl = options.webhookUrl;
  let url = "";

  async function deliver(event: Stripe.Event): Promise<number> {
    if (!webhookUrl) throw new Error("The fake Stripe has no webhook URL to deliver to (setWebhookUrl).");
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const status = await postWebhook(webhookUrl, payload, signature);
      deliveries.push({ eventId: event.id, type: event.type, status });
      return status;
    } catch (error) {
      deliveries.push({ eventId: event.id, type: event.type, status: 0, error: error instanceof Error ? error.message : String(error) });
      return 0;
    }
  }

  /** In order, each awaited; with no webhook URL the events are only recorded. */
  async function deliverAll(events: Stripe.Event[]) {
    if (!webhookUrl) return;
    for (const event of events) await deliver(event);
  }

  async function act(change: () => Stripe.Event[], opts: DeliverOpts = {}): Promise<Stripe.Event[]> {
    const events = change();
    if (opts.deliver !== false) await deliverAll(events);
    return structuredClone(events);
  }

  async function answerApiRequest(req: IncomingMessage, res: ServerResponse, target: URL, raw: string) {
    const method = req.method ?? "GET";
    const path = target.pathname;
    const idempotencyKey = header(req, "idempotency-key");
    let params: FormParams = {};
    let badInput: FakeStripeError | undefined;
    try {
      params = { ...parseStripeForm(target.search.slice(1)), ...parseStripeForm(raw) };
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      badInput = error;
    }
    requests.push({ method, path, params, idempotencyKey });

    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return json(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided (the fake Stripe wants its secretKey)." },
      });
    if (failures.remaining > 0) {
      failures.remaining--;
      return json(res, failures.status, {
        error: {
          type: failures.status >= 500 ? "api_error" : "invalid_request_error",
          message: "The fake Stripe was told to fail this request.",
        },
      });
    }
    if (badInput) return json(res, badInput.status, badInput.toBody());

    // Stripe keeps a POST's answer under its Idempotency-Key: a retry gets the same answer, not a second object.
    const keyed = method === "POST" && idempotencyKey !== undefined;
    const fingerprint = `${method} ${path} ${raw}`;
    if (keyed) {
      const seen = idempotency.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint)
        return json(res, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      if (seen && !seen.answer)
        return json(res, 409, {
          error: { type: "idempotency_error", message: "There is currently another in-progress request using this Idempotent Key." },
        });
      if (seen?.answer) return json(res, seen.answer.status, seen.answer.body, { "idempotent-replayed": "true" });
      idempotency.set(idempotencyKey, { fingerprint });
    }
    try {
      const answer = answerApi(account, { method, path, params }, url);
      await deliverAll(answer.events);
      if (keyed) idempotency.set(idempotencyKey, { fingerprint, answer: { status: answer.status, body: answer.body } });
      json(res, answer.status, answer.body);
    } catch (error) {
      // A refused request is not kept: the same key may be used again (Stripe's rule).
      if (keyed) idempotency.delete(idempotencyKey);
      if (!(error instanceof FakeStripeError)) throw error;
      json(res, error.status, error.toBody());
    }
  }

  async function answerHostedPage(req: IncomingMessage, res: ServerResponse, target: URL, raw: string) {
    const [, kind, id = ""] = /^\/(checkout\/pay|portal)\/([^/]+)$/.exec(target.pathname) ?? [];
    const sessionId = safeDecode(id);
    if (kind === "checkout/pay") {
      const record = account.checkouts.has(sessionId) ? account.checkout(sessionId) : undefined;
      if (!record) return html(res, 404, messagePage("Fake Stripe Checkout", "This checkout session does not exist."));
      if (req.method !== "POST") return html(res, 200, checkoutPage(record));
      if (record.session.status === "open") await act(() => account.completeCheckout(sessionId));
      if (record.session.status === "expired")
        return html(res, 410, messagePage("Fake Stripe Checkout", "This checkout session has expired."));
      const successUrl = record.session.success_url;
      if (!successUrl) return html(res, 200, messagePage("Fake Stripe Checkout", "Payment complete."));
      return redirect(res, successUrl.replace(/\{CHECKOUT_SESSION_ID\}/g, sessionId));
    }
    const portal = kind === "portal" ? account.portals.get(sessionId) : undefined;
    if (!portal) return html(res, 404, messagePage("Fake Stripe", "There is no such page."));
    const subscriptions = account.subscriptionsOf(portal.customer);
    const current = subscriptions.find((subscription) => subscription.status !== "canceled") ?? subscriptions[0];
    if (req.method !== "POST") return html(res, 200, portalPage(portal, current));
    const action = new URLSearchParams(raw).get("action");
    if (!current || (action !== "cancel" && action !== "renew"))
      return html(res, 400, messagePage("Fake Stripe customer portal", "Nothing to do."));
    await act(() => account.setCancelAtPeriodEnd(current.id, action === "cancel"));
    return redirect(res, `/portal/${encodeURIComponent(portal.id)}`);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const target = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readBody(req);
      if (raw === undefined) return json(res, 400, { error: { type: "invalid_request_error", message: "The request body is too large." } });
      if (target.pathname.startsWith("/v1/")) return answerApiRequest(req, res, target, raw);
      return answerHostedPage(req, res, target, raw);
    })().catch((error: unknown) => {
      // A bug in the fake, not Stripe behaviour: answer it plainly rather than crash the test process.
      if (res.headersSent) return res.destroy();
      json(res, 500, {
        error: { type: "api_error", message: `The fake Stripe failed: ${error instanceof Error ? error.message : String(error)}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopped: Promise<void> | undefined;

  return {
    url,
    secretKey,
    webhookSecret,
    prices: { premium: "price_fake_premium", pro: "price_fake_pro" },
    setWebhookUrl: (next) => void (webhookUrl = next),
    requests,
    deliveries,
    failNext(count, status = 500) {
      failures.remaining = count;
      failures.status = status;
    },
    customers: () => structuredClone([...account.customers.values()]),
    subscriptions: () => structuredClone([...account.subscriptions.values()]),
    checkoutSession: (id) => (account.checkouts.has(id) ? structuredClone(account.checkout(id).session) : undefined),
    forgetCustomer: (id) => account.forgetCustomer(id),
    events: () => structuredClone(account.events),
    completeCheckout: (id, opts) => act(() => account.completeCheckout(id), opts),
    expireCheckout: (id, opts) => act(() => account.expireCheckout(id), opts),
    endTrial: (id, opts) => act(() => account.endTrial(id, opts), opts),
    trialWillEnd: (id, opts) => act(() => account.trialWillEnd(id), opts),
    failPayment: (id, opts) => act(() => account.failPayment(id), opts),
    payInvoice: (id, opts) => act(() => account.payInvoice(id), opts),
    markUnpaid: (id, opts) => act(() => account.markUnpaid(id), opts),
    setCancelAtPeriodEnd: (id, cancel, opts) => act(() => account.setCancelAtPeriodEnd(id, cancel), opts),
    cancelNow: (id, opts) => act(() => account.cancelNow(id), opts),
    changePrice: (id, priceId, opts) => act(() => account.changePrice(id, priceId), opts),
    deliver,
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The stripe client keeps sockets alive; close them so stop() does not wait for their timeout.
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The body as text, or undefined when it is larger than any request Mnemo sends. */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf8");
}

function json(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/json",
    "request-id": fakeId("req_", 14),
    "stripe-version": FAKE_API_VERSION,
    ...extraHeaders,
  });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

/** One signed webhook POST, as Stripe makes it; resolves with the endpoint's status. */
function postWebhook(target: string, payload: string, signature: string): Promise<number> {
  const endpoint = new URL(target);
  const send = endpoint.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      endpoint,
      {
        method: "POST",
        // A fresh connection each time: nothing stays open after the test.
        agent: false,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-length": Buffer.byteLength(payload),
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`the webhook endpoint did not answer within ${WEBHOOK_TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.end(payload);
  });
}
