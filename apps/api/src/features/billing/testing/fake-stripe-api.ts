import type Stripe from "stripe";
import type { FakeStripeAccount, ItemChange } from "./fake-stripe-account.ts";
import {
  FakeStripeError,
  invalidRequest,
  metadataParam,
  noSuch,
  optionalBoolean,
  optionalHash,
  optionalInteger,
  optionalList,
  optionalString,
  optionalUrl,
  rejectUnknown,
  requiredString,
  stringList,
  type FormParams,
} from "./fake-stripe-form.ts";
import { checkoutSessionObject, fakeId, findPrice, listObject, nowSeconds, portalSessionObject } from "./fake-stripe-objects.ts";

/**
 * The REST routes of the fake: the part of Stripe's v1 API Mnemo calls,
 * with Stripe's parameter names, validation and answers. Authentication,
 * idempotency and webhook delivery are the server's (fake-stripe.ts).
 */
export type ApiRequest = { method: string; path: string; params: FormParams };
export type ApiAnswer = { status: number; body: unknown; events: Stripe.Event[] };

type Route = {
  method: string;
  pattern: RegExp;
  answer: (account: FakeStripeAccount, params: FormParams, context: { id: string; baseUrl: string }) => ApiAnswer | unknown;
};

const ok = (body: unknown, events: Stripe.Event[] = []): ApiAnswer => ({ status: 200, body, events });

const ROUTES: Route[] = [
  { method: "POST", pattern: /^\/v1\/customers$/, answer: (account, params) => createCustomer(account, params) },
  {
    method: "GET",
    pattern: /^\/v1\/customers\/([^/]+)$/,
    answer: (account, params, { id }) => expand(account, account.customer(id), params),
  },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, answer: createCheckoutSession },
  { method: "GET", pattern: /^\/v1\/checkout\/sessions$/, answer: listCheckoutSessions },
  {
    method: "GET",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    answer: (account, params, { id }) => expand(account, account.checkout(id).session, params),
  },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    answer: (account, params, { id }) => {
      rejectUnknown(params, ["expand"]);
      const events = account.expireCheckout(id);
      return ok(account.checkout(id).session, events);
    },
  },
  { method: "POST", pattern: /^\/v1\/billing_portal\/sessions$/, answer: createPortalSession },
  { method: "GET", pattern: /^\/v1\/subscriptions$/, answer: listSubscriptions },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    answer: (account, params, { id }) => expand(account, account.subscription(id), params),
  },
  { method: "POST", pattern: /^\/v1\/subscriptions\/([^/]+)$/, answer: updateSubscription },
  {
    method: "DELETE",
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    answer: (account, params, { id }) => {
      rejectUnknown(params, ["invoice_now", "prorate", "cancellation_details", "expand"]);
      const { subscription, events } = account.cancelSubscription(id);
      return ok(expand(account, subscription, params), events);
    },
  },
  { method: "GET", pattern: /^\/v1\/events$/, answer: listEvents },
  {
    method: "GET",
    pattern: /^\/v1\/events\/([^/]+)$/,
    answer: (account, _params, { id }) => account.events.find((event) => event.id === id) ?? throwing(noSuch("event", id)),
  },
];

/** Answers one API request; throws FakeStripeError for what Stripe would refuse. */
export function answerApi(account: FakeStripeAccount, request: ApiRequest, baseUrl: string): ApiAnswer {
  for (const route of ROUTES) {
    const match = route.pattern.exec(request.path);
    if (!match || route.method !== request.method) continue;
    const answer = route.answer(account, request.params, { id: decodeId(match[1] ?? ""), baseUrl });
    // Copies, so a caller keeping an answer never sees later changes (as over the wire).
    return isAnswer(answer) ? { ...answer, body: structuredClone(answer.body) } : ok(structuredClone(answer));
  }
  throw new FakeStripeError(404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${request.path}).`);
}

const isAnswer = (value: unknown): value is ApiAnswer =>
  typeof value === "object" && value !== null && "status" in value && "events" in value && "body" in value;

function throwing(error: Error): never {
  throw error;
}

function decodeId(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidRequest(`Invalid id in the URL: ${text}`);
  }
}

function createCustomer(account: FakeStripeAccount, params: FormParams) {
  rejectUnknown(params, ["email", "name", "metadata", "description", "phone", "preferred_locales", "expand"]);
  return account.createCustomer({
    email: optionalString(params, "email") || null,
    name: optionalString(params, "name") || null,
    metadata: metadataParam(params).set,
  });
}

const CHECKOUT_PARAMS = [
  "mode",
  "customer",
  "customer_email",
  "client_reference_id",
  "line_items",
  "success_url",
  "cancel_url",
  "allow_promotion_codes",
  "subscription_data",
  "metadata",
  "payment_method_collection",
  "payment_method_types",
  "billing_address_collection",
  "customer_update",
  "locale",
  "automatic_tax",
  "tax_id_collection",
  "consent_collection",
  "custom_text",
  "ui_mode",
  "expires_at",
  "expand",
];
/** Stripe's bounds for `expires_at`: from 30 minutes to 24 hours after the session is made. */
const EXPIRES_AFTER = { min: 30 * 60, max: 24 * 60 * 60 };
const SUBSCRIPTION_DATA_PARAMS = ["trial_period_days", "trial_settings", "metadata", "description"];
const END_BEHAVIORS = ["cancel", "create_invoice", "pause"];

function createCheckoutSession(account: FakeStripeAccount, params: FormParams, { baseUrl }: { baseUrl: string }) {
  rejectUnknown(params, CHECKOUT_PARAMS);
  const mode = requiredString(params, "mode");
  if (mode !== "subscription") throw invalidRequest(`The fake Stripe models Checkout in mode=subscription only (got ${mode}).`, "mode");
  const customer = optionalString(params, "customer") || null;
  if (customer !== null) account.customer(customer, "customer");
  const customerEmail = optionalString(params, "customer_email") || null;
  if (customer && customerEmail)
    throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", "customer");

  const lineItems = optionalList(params, "line_items") ?? [];
  if (lineItems.length !== 1) throw invalidRequest("The fake Stripe takes exactly one line item (line_items[0][price]).", "line_items");
  const line = optionalHash({ item: lineItems[0] ?? "" }, "item", "line_items[0]") ?? {};
  rejectUnknown(line, ["price", "quantity"]);
  const priceId = requiredString(line, "price", "line_items[0][price]");
  const price = findPrice(priceId);
  if (!price) throw noSuch("price", priceId, "line_items[0][price]");
  const quantity = optionalInteger(line, "quantity", { min: 1, max: 1 }, "line_items[0][quantity]") ?? 1;

  const subscriptionData = optionalHash(params, "subscription_data") ?? {};
  rejectUnknown(subscriptionData, SUBSCRIPTION_DATA_PARAMS);
  const trialDays =
    optionalInteger(subscriptionData, "trial_period_days", { min: 1, max: 730 }, "subscription_data[trial_period_days]") ?? null;
  const endBehavior = optionalHash(optionalHash(subscriptionData, "trial_settings") ?? {}, "end_behavior");
  const missingPaymentMethod = endBehavior && optionalString(endBehavior, "missing_payment_method");
  if (missingPaymentMethod !== undefined && !END_BEHAVIORS.includes(missingPaymentMethod))
    throw invalidRequest(
      `Invalid subscription_data[trial_settings][end_behavior][missing_payment_method]: must be one of ${END_BEHAVIORS.join(", ")}`,
      "subscription_data[trial_settings][end_behavior][missing_payment_method]",
    );
  const paymentMethodCollection = optionalString(params, "payment_method_collection") || null;
  if (paymentMethodCollection !== null && paymentMethodCollection !== "always" && paymentMethodCollection !== "if_required")
    throw invalidRequest("Invalid payment_method_collection: must be one of always, if_required", "payment_method_collection");

  const created = nowSeconds();
  const expiresAt = optionalInteger(params, "expires_at", { min: 0, max: Number.MAX_SAFE_INTEGER }) ?? null;
  if (expiresAt !== null && (expiresAt < created + EXPIRES_AFTER.min || expiresAt > created + EXPIRES_AFTER.max))
    throw invalidRequest(
      "The `expires_at` timestamp must be at least 30 minutes and at most 24 hours after the Checkout Session is created.",
      "expires_at",
    );

  const id = fakeId("cs_test_", 58);
  const session = checkoutSessionObject({
    id,
    url: `${baseUrl}/checkout/pay/${id}`,
    customer,
    customerEmail,
    clientReferenceId: optionalString(params, "client_reference_id") || null,
    successUrl: optionalUrl(params, "success_url") ?? null,
    cancelUrl: optionalUrl(params, "cancel_url") ?? null,
    metadata: metadataParam(params).set,
    allowPromotionCodes: optionalBoolean(params, "allow_promotion_codes") ?? null,
    paymentMethodCollection,
    amount: trialDays ? 0 : price.amount * quantity,
    expiresAt,
  });
  account.checkouts.set(id, {
    session,
    price,
    trialDays,
    // Stripe's default when a trial ends without a payment method.
    missingPaymentMethod: missingPaymentMethod ?? "create_invoice",
    subscriptionMetadata: metadataParam(subscriptionData, "metadata").set,
  });
  return session;
}

function createPortalSession(account: FakeStripeAccount, params: FormParams, { baseUrl }: { baseUrl: string }) {
  rejectUnknown(params, ["customer", "return_url", "flow_data", "configuration", "locale", "on_behalf_of", "expand"]);
  const customer = requiredString(params, "customer");
  account.customer(customer, "customer");
  optionalHash(params, "flow_data");
  const id = fakeId("bps_");
  const portal = portalSessionObject({
    id,
    url: `${baseUrl}/portal/${id}`,
    customer,
    returnUrl: optionalUrl(params, "return_url") ?? null,
  });
  account.portals.set(id, portal);
  return portal;
}

const CHECKOUT_STATUSES = ["open", "complete", "expired"];

/** `customer` and `status` filters, newest first; sessions past their `expires_at` are expired first. */
function listCheckoutSessions(account: FakeStripeAccount, params: FormParams) {
  rejectUnknown(params, ["customer", "status", "subscription", "payment_intent", "limit", "starting_after", "ending_before", "expand"]);
  const customer = optionalString(params, "customer") || undefined;
  if (customer !== undefined) account.customer(customer, "customer");
  const status = optionalString(params, "status") || undefined;
  if (status !== undefined && !CHECKOUT_STATUSES.includes(status))
    throw invalidRequest(`Invalid status: must be one of ${CHECKOUT_STATUSES.join(", ")}`, "status");
  const subscription = optionalString(params, "subscription") || undefined;
  const all = customer ? account.checkoutsOf(customer) : [...account.checkouts.keys()].map((id) => account.checkout(id).session).reverse();
  const matching = all.filter(
    (session) =>
      (status === undefined || session.status === status) && (subscription === undefined || session.subscription === subscription),
  );
  return page(account, matching, params, "/v1/checkout/sessions");
}

const STATUSES = ["active", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "trialing", "paused"];

function listSubscriptions(account: FakeStripeAccount, params: FormParams) {
  rejectUnknown(params, ["customer", "status", "price", "limit", "starting_after", "ending_before", "expand"]);
  const customer = optionalString(params, "customer");
  // Stripe answers "No such customer" for a customer it does not have (rather than an empty list).
  if (customer) account.customer(customer, "customer");
  const status = optionalString(params, "status") || undefined;
  if (status !== undefined && status !== "all" && status !== "ended" && !STATUSES.includes(status))
    throw invalidRequest(`Invalid status: must be one of all, ended, ${STATUSES.join(", ")}`, "status");
  const price = optionalString(params, "price");
  const all = customer ? account.subscriptionsOf(customer) : [...account.subscriptions.values()].reverse();
  const matching = all.filter((subscription) => {
    if (price && !subscription.items.data.some((item) => item.price.id === price)) return false;
    // Stripe's default leaves out canceled subscriptions; `ended` means canceled or expired.
    if (status === undefined) return subscription.status !== "canceled";
    if (status === "ended") return subscription.status === "canceled" || subscription.status === "incomplete_expired";
    return status === "all" || subscription.status === status;
  });
  return page(account, matching, params, "/v1/subscriptions");
}

function updateSubscription(account: FakeStripeAccount, params: FormParams, { id }: { id: string }) {
  rejectUnknown(params, [
    "items",
    "cancel_at_period_end",
    "metadata",
    "proration_behavior",
    "payment_behavior",
    "billing_cycle_anchor",
    "off_session",
    "proration_date",
    "expand",
  ]);
  const proration = optionalString(params, "proration_behavior");
  if (proration !== undefined && !["create_prorations", "none", "always_invoice"].includes(proration))
    throw invalidRequest("Invalid proration_behavior: must be one of create_prorations, none, always_invoice", "proration_behavior");
  const items = (optionalList(params, "items") ?? []).map((value, index): ItemChange => {
    const label = `items[${index}]`;
    const item = optionalHash({ item: value }, "item", label) ?? {};
    rejectUnknown(item, ["id", "price", "quantity", "deleted", "metadata", "clear_usage"]);
    const change: ItemChange = {};
    const itemId = optionalString(item, "id", `${label}[id]`);
    const price = optionalString(item, "price", `${label}[price]`);
    const quantity = optionalInteger(item, "quantity", { min: 1, max: 1 }, `${label}[quantity]`);
    const deleted = optionalBoolean(item, "deleted", `${label}[deleted]`);
    if (itemId) change.id = itemId;
    if (price) change.price = price;
    if (quantity !== undefined) change.quantity = quantity;
    if (deleted !== undefined) change.deleted = deleted;
    return change;
  });
  const cancelAtPeriodEnd = optionalBoolean(params, "cancel_at_period_end");
  const events = account.updateSubscription(id, {
    items,
    ...(cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd }),
    metadata: metadataParam(params),
  });
  return ok(expand(account, account.subscription(id), params), events);
}

function listEvents(account: FakeStripeAccount, params: FormParams) {
  rejectUnknown(params, ["created", "limit", "starting_after", "ending_before", "type", "types", "delivery_success", "expand"]);
  const created = createdRange(params);
  const type = optionalString(params, "type");
  const types = stringList(params, "types");
  if (type && types.length > 0) throw invalidRequest("You may only specify one of these parameters: type, types.", "types");
  const wanted = (eventType: string) => {
    if (types.length > 0) return types.includes(eventType);
    if (!type) return true;
    return type.endsWith("*") ? eventType.startsWith(type.slice(0, -1)) : eventType === type;
  };
  const matching = [...account.events].reverse().filter((event) => wanted(event.type) && created(event.created));
  return page(account, matching, params, "/v1/events");
}

/** `created=<t>` or `created[gt|gte|lt|lte]=<t>`. */
function createdRange(params: FormParams): (seconds: number) => boolean {
  const bounds = { min: 0, max: Number.MAX_SAFE_INTEGER };
  if (typeof params.created === "string") {
    const at = optionalInteger(params, "created", bounds);
    return (seconds) => at === undefined || seconds === at;
  }
  const range = optionalHash(params, "created") ?? {};
  rejectUnknown(range, ["gt", "gte", "lt", "lte"]);
  const gt = optionalInteger(range, "gt", bounds, "created[gt]");
  const gte = optionalInteger(range, "gte", bounds, "created[gte]");
  const lt = optionalInteger(range, "lt", bounds, "created[lt]");
  const lte = optionalInteger(range, "lte", bounds, "created[lte]");
  return (seconds) =>
    (gt === undefined || seconds > gt) &&
    (gte === undefined || seconds >= gte) &&
    (lt === undefined || seconds < lt) &&
    (lte === undefined || seconds <= lte);
}

/** One page of a list given newest first: `limit` (1–100, default 10), `starting_after` / `ending_before` an id in it. */
function page<T extends { id: string }>(account: FakeStripeAccount, items: T[], params: FormParams, url: string) {
  const limit = optionalInteger(params, "limit", { min: 1, max: 100 }) ?? 10;
  const after = optionalString(params, "starting_after") || undefined;
  const before = optionalString(params, "ending_before") || undefined;
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) throw invalidRequest(`Invalid ${param}: no object with id '${id}' in this list`, param);
    return index;
  };
  if (before !== undefined) {
    const end = indexOf(before, "ending_before");
    const start = Math.max(0, end - limit);
    return listObject(
      items.slice(start, end).map((item) => expand(account, item, params, "data.")),
      url,
      start > 0,
    );
  }
  const start = after === undefined ? 0 : indexOf(after, "starting_after") + 1;
  return listObject(
    items.slice(start, start + limit).map((item) => expand(account, item, params, "data.")),
    url,
    start + limit < items.length,
  );
}

/** `expand[]`: the named fields that hold an id are replaced by the object (customers, subscriptions, invoices). */
function expand<T extends object>(account: FakeStripeAccount, object: T, params: FormParams, prefix = ""): T {
  const paths = stringList(params, "expand")
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length));
  if (paths.length === 0) return object;
  const copy = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) {
    const value = copy[path];
    if (path.includes(".") || !(path in copy)) throw invalidRequest(`This property cannot be expanded (${prefix}${path}).`, "expand");
    if (typeof value !== "string") continue;
    copy[path] = account.customers.get(value) ?? account.subscriptions.get(value) ?? account.invoices.get(value) ?? value;
  }
  return copy as T;
}
