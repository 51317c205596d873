import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

/**
 * The Stripe objects the fake hands out, in the current API's shape
 * (2026-10-28.endive: the billing period lives on the subscription items,
 * an invoice names its subscription under `parent.subscription_details`).
 */

export const FAKE_API_VERSION = "2026-10-28.endive";
const DAY = 86_400;
/** One billing month; 30 days is close enough for every rule Mnemo keeps. */
export const MONTH = 30 * DAY;

/**
 * Stripe's objects have dozens of fields Mnemo never reads; the fake fills
 * the ones its callers read (checked against Stripe's own types) and leaves
 * the rest out.
 */
const modelled = <T>(fields: Partial<T>): T => fields as T;

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function fakeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type FakePrice = { id: string; amount: number; productId: string; productName: string };

/** The prices in this fake Stripe account: Mnemo's two plans and one price that is no Mnemo plan. */
export const FAKE_PRICES: readonly FakePrice[] = [
  { id: "price_fake_premium", amount: 300, productId: "prod_fake_premium", productName: "Mnemo Premium" },
  { id: "price_fake_pro", amount: 500, productId: "prod_fake_pro", productName: "Mnemo Pro" },
  { id: "price_fake_unknown", amount: 900, productId: "prod_fake_other", productName: "Another product" },
];

export const findPrice = (id: string) => FAKE_PRICES.find((price) => price.id === id);

export function priceObject(price: FakePrice): Stripe.Price {
  return modelled<Stripe.Price>({
    id: price.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: 1_700_000_000,
    currency: "gbp",
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: price.productId,
    recurring: modelled<Stripe.Price.Recurring>({ interval: "month", interval_count: 1, usage_type: "licensed", meter: null }),
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: price.amount,
  });
}

export function listObject<T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> {
  return { object: "list", data, has_more: hasMore, url };
}

export function customerObject({ email, name, metadata }: { email: string | null; name: string | null; metadata: Record<string, string> }) {
  return modelled<Stripe.Customer>({
    id: fakeId("cus_", 14),
    object: "customer",
    balance: 0,
    created: nowSeconds(),
    default_source: null,
    description: null,
    email,
    name,
    livemode: false,
    metadata,
    shipping: null,
  });
}

export function subscriptionItem(subscriptionId: string, price: FakePrice, period: { start: number; end: number }) {
  return modelled<Stripe.SubscriptionItem>({
    id: fakeId("si_", 14),
    object: "subscription_item",
    created: nowSeconds(),
    current_period_start: period.start,
    current_period_end: period.end,
    discounts: [],
    metadata: {},
    price: priceObject(price),
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  });
}

export function subscriptionObject({
  customer,
  price,
  metadata,
  trialDays,
  missingPaymentMethod,
}: {
  customer: string;
  price: FakePrice;
  metadata: Record<string, string>;
  trialDays: number | null;
  /** What happens when a trial ends without a card (Checkout's subscription_data[trial_settings]). */
  missingPaymentMethod: Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
}): Stripe.Subscription {
  const now = nowSeconds();
  const trialEnd = trialDays ? now + trialDays * DAY : null;
  const id = fakeId("sub_");
  return modelled<Stripe.Subscription>({
    id,
    object: "subscription",
    billing_cycle_anchor: trialEnd ?? now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null } as Stripe.Subscription.CancellationDetails,
    collection_method: "charge_automatically",
    created: now,
    currency: "gbp",
    customer,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: listObject(
      [subscriptionItem(id, price, { start: now, end: trialEnd ?? now + MONTH })],
      `/v1/subscription_items?subscription=${id}`,
    ),
    latest_invoice: null,
    livemode: false,
    metadata,
    pause_collection: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? "trialing" : "active",
    test_clock: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: missingPaymentMethod } },
    trial_start: trialEnd ? now : null,
  });
}

/** Moves every item to a new billing period starting now. */
export function startNewPeriod(subscription: Stripe.Subscription, now = nowSeconds()) {
  for (const item of subscription.items.data) {
    item.current_period_start = now;
    item.current_period_end = now + MONTH;
  }
}

export const periodEnd = (subscription: Stripe.Subscription) => Math.max(...subscription.items.data.map((item) => item.current_period_end));

export function invoiceObject({
  subscription,
  paid,
  billingReason,
}: {
  subscription: Stripe.Subscription;
  paid: boolean;
  billingReason: Stripe.Invoice.BillingReason;
}): Stripe.Invoice {
  const now = nowSeconds();
  const amount = subscription.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
  const item = subscription.items.data[0];
  return modelled<Stripe.Invoice>({
    id: fakeId("in_"),
    object: "invoice",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: billingReason,
    collection_method: "charge_automatically",
    created: now,
    currency: "gbp",
    customer: subscription.customer,
    livemode: false,
    metadata: {},
    parent: modelled<Stripe.Invoice.Parent>({
      type: "subscription_details",
      quote_details: null,
      subscription_details: modelled<Stripe.Invoice.Parent.SubscriptionDetails>({
        subscription: subscription.id,
        metadata: subscription.metadata,
      }),
    }),
    period_start: item?.current_period_start ?? now,
    period_end: item?.current_period_end ?? now,
    status: paid ? "paid" : "open",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: paid ? now : null, voided_at: null },
    subtotal: amount,
    total: amount,
  });
}

export function checkoutSessionObject(fields: {
  id: string;
  url: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  allowPromotionCodes: boolean | null;
  paymentMethodCollection: Stripe.Checkout.Session.PaymentMethodCollection | null;
  amount: number;
  /** When it expires (Stripe's default: a day after it is made). */
  expiresAt: number | null;
}): Stripe.Checkout.Session {
  const now = nowSeconds();
  return modelled<Stripe.Checkout.Session>({
    id: fields.id,
    object: "checkout.session",
    allow_promotion_codes: fields.allowPromotionCodes,
    amount_subtotal: fields.amount,
    amount_total: fields.amount,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    created: now,
    currency: "gbp",
    customer: fields.customer,
    customer_email: fields.customerEmail,
    expires_at: fields.expiresAt ?? now + DAY,
    invoice: null,
    livemode: false,
    metadata: fields.metadata,
    mode: "subscription",
    payment_method_collection: fields.paymentMethodCollection,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    success_url: fields.successUrl,
    ui_mode: "hosted",
    url: fields.url,
  });
}

export function portalSessionObject(fields: { id: string; url: string; customer: string; returnUrl: string | null }) {
  return modelled<Stripe.BillingPortal.Session>({
    id: fields.id,
    object: "billing_portal.session",
    configuration: "bpc_fake_default",
    created: nowSeconds(),
    customer: fields.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: fields.url,
  });
}

/** An event carries a copy of its object as it was when the event was made (later changes do not reach it). */
export function eventObject(type: Stripe.Event.Type, object: object, previousAttributes?: object): Stripe.Event {
  const event = {
    id: fakeId("evt_"),
    object: "event",
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
    },
  };
  // Stripe.Event is a union keyed by `type`; one builder serves every member.
  return event as unknown as Stripe.Event;
}
