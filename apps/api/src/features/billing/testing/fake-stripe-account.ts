import type Stripe from "stripe";
import { invalidRequest, noSuch } from "./fake-stripe-form.ts";
import {
  customerObject,
  eventObject,
  findPrice,
  invoiceObject,
  nowSeconds,
  periodEnd,
  priceObject,
  startNewPeriod,
  subscriptionItem,
  subscriptionObject,
  type FakePrice,
} from "./fake-stripe-objects.ts";

/** A Checkout Session and what Checkout keeps for the subscription it will make. */
export type CheckoutRecord = {
  session: Stripe.Checkout.Session;
  price: FakePrice;
  trialDays: number | null;
  missingPaymentMethod: Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
  subscriptionMetadata: Record<string, string>;
};

/** One change asked of a subscription item (`items[n]` of a subscription update). */
export type ItemChange = { id?: string; price?: string; quantity?: number; deleted?: boolean };

/**
 * One fake Stripe account in memory: its customers, Checkout and portal
 * sessions, subscriptions, invoices and the events each change makes, in
 * the order Stripe would send them. It knows nothing of HTTP; each change
 * returns the events it made, for the server to deliver.
 */
export class FakeStripeAccount {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkouts = new Map<string, CheckoutRecord>();
  readonly portals = new Map<string, Stripe.BillingPortal.Session>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly events: Stripe.Event[] = [];

  customer(id: string, param?: string): Stripe.Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch("customer", id, param);
    return customer;
  }

  subscription(id: string, param?: string): Stripe.Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw noSuch("subscription", id, param);
    return subscription;
  }

  /** A Checkout Session as it is now: one past its `expires_at` has expired (Stripe expires it on time). */
  checkout(id: string): CheckoutRecord {
    const record = this.checkouts.get(id);
    if (!record) throw noSuch("checkout.session", id);
    if (record.session.status === "open" && record.session.expires_at <= nowSeconds()) {
      // Recorded (GET /v1/events lists it) but not delivered: only the fake's changes deliver, and Mnemo ignores this event.
      record.session.status = "expired";
      this.emit("checkout.session.expired", record.session);
    }
    return record;
  }

  /** The customer's Checkout Sessions as they are now, newest first. */
  checkoutsOf(customerId: string): Stripe.Checkout.Session[] {
    return [...this.checkouts.values()]
      .filter((record) => record.session.customer === customerId)
      .map((record) => this.checkout(record.session.id).session)
      .reverse();
  }

  /**
   * Stripe no longer has the customer (test data deleted, or keys switched
   * from test to live): it and its subscriptions are gone, and asking for
   * them answers "No such customer". Its Checkout Sessions stay readable.
   */
  forgetCustomer(customerId: string): void {
    this.customer(customerId);
    this.customers.delete(customerId);
    for (const [id, subscription] of this.subscriptions) if (subscription.customer === customerId) this.subscriptions.delete(id);
  }

  createCustomer(fields: Parameters<typeof customerObject>[0]): Stripe.Customer {
    const customer = customerObject(fields);
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** The customer's subscriptions, newest first. */
  subscriptionsOf(customerId: string): Stripe.Subscription[] {
    return [...this.subscriptions.values()].filter((subscription) => subscription.customer === customerId).reverse();
  }

  /** The buyer pays (or starts the trial): Checkout makes the subscription. */
  completeCheckout(sessionId: string): Stripe.Event[] {
    const record = this.checkout(sessionId);
    const { session } = record;
    if (session.status !== "open") throw invalidRequest(`This Checkout Session is ${session.status}, not open.`);
    const customerId =
      typeof session.customer === "string"
        ? session.customer
        : this.createCustomer({ email: session.customer_email, name: null, metadata: {} }).id;
    const subscription = subscriptionObject({
      customer: customerId,
      price: record.price,
      metadata: record.subscriptionMetadata,
      trialDays: record.trialDays,
      missingPaymentMethod: record.missingPaymentMethod,
    });
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.addInvoice(subscription, { paid: true, billingReason: "subscription_create" });
    const events = [this.emit("customer.subscription.created", subscription)];
    if (!record.trialDays) events.push(this.emit("invoice.paid", invoice));
    Object.assign(session, {
      customer: customerId,
      status: "complete",
      payment_status: record.trialDays ? "no_payment_required" : "paid",
      subscription: subscription.id,
      invoice: invoice.id,
    } satisfies Partial<Stripe.Checkout.Session>);
    events.push(this.emit("checkout.session.completed", session));
    return events;
  }

  expireCheckout(sessionId: string): Stripe.Event[] {
    const { session } = this.checkout(sessionId);
    if (session.status !== "open") throw invalidRequest(`This Checkout Session is ${session.status}, not open.`);
    session.status = "expired";
    return [this.emit("checkout.session.expired", session)];
  }

  /** The trial ends now: paid → active for a new period; not paid → canceled (Checkout's end_behavior 'cancel'). */
  endTrial(subscriptionId: string, { paid }: { paid: boolean }): Stripe.Event[] {
    const subscription = this.expectStatus(subscriptionId, ["trialing"]);
    if (!paid) return this.cancel(subscription, null);
    return this.change(subscription, (now) => {
      subscription.status = "active";
      subscription.trial_end = now;
      subscription.billing_cycle_anchor = now;
      startNewPeriod(subscription, now);
      return [this.emit("invoice.paid", this.addInvoice(subscription, { paid: true, billingReason: "subscription_cycle" }))];
    });
  }

  /** Stripe's reminder three days before a trial ends. */
  trialWillEnd(subscriptionId: string): Stripe.Event[] {
    return [this.emit("customer.subscription.trial_will_end", this.expectStatus(subscriptionId, ["trialing"]))];
  }

  /** A renewal's payment fails: a new period starts, past due, its invoice left open. */
  failPayment(subscriptionId: string): Stripe.Event[] {
    const subscription = this.expectStatus(subscriptionId, ["active", "trialing", "past_due"]);
    return this.change(subscription, (now) => {
      if (subscription.status === "trialing") subscription.trial_end = now;
      subscription.status = "past_due";
      startNewPeriod(subscription, now);
      return [this.emit("invoice.payment_failed", this.addInvoice(subscription, { paid: false, billingReason: "subscription_cycle" }))];
    });
  }

  /** The open invoice is paid at last (a retry, or a new card): active again. */
  payInvoice(subscriptionId: string): Stripe.Event[] {
    const subscription = this.expectStatus(subscriptionId, ["past_due", "unpaid"]);
    const invoice = this.invoices.get(String(subscription.latest_invoice));
    return this.change(subscription, (now) => {
      subscription.status = "active";
      if (!invoice || invoice.status !== "open") return [];
      Object.assign(invoice, {
        status: "paid",
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        attempt_count: invoice.attempt_count + 1,
      });
      invoice.status_transitions.paid_at = now;
      return [this.emit("invoice.paid", invoice)];
    });
  }

  /** Every retry failed: Stripe gives up on the invoice and marks the subscription unpaid. */
  markUnpaid(subscriptionId: string): Stripe.Event[] {
    const subscription = this.expectStatus(subscriptionId, ["past_due", "active", "trialing"]);
    return this.change(subscription, () => {
      subscription.status = "unpaid";
      return [];
    });
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Stripe.Event[] {
    return this.updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
  }

  cancelNow(subscriptionId: string): Stripe.Event[] {
    return this.cancel(this.live(subscriptionId), "cancellation_requested");
  }

  changePrice(subscriptionId: string, priceId: string): Stripe.Event[] {
    const item = this.live(subscriptionId).items.data[0];
    return this.updateSubscription(subscriptionId, { items: [{ ...(item ? { id: item.id } : {}), price: priceId }] });
  }

  /** A subscription update (the API's, the portal's or the test's): emits customer.subscription.updated when anything changed. */
  updateSubscription(
    subscriptionId: string,
    changes: { items?: ItemChange[]; cancelAtPeriodEnd?: boolean; metadata?: { set: Record<string, string>; unset: string[] } },
  ): Stripe.Event[] {
    const subscription = this.live(subscriptionId);
    // Checked before anything changes, so a refused update leaves the subscription as it was.
    const items = (changes.items ?? []).map((change, index) => this.checkItemChange(subscription, change, index));
    return this.change(subscription, (now) => {
      for (const { change, item, price } of items) {
        const list = subscription.items.data;
        if (change.deleted && item) list.splice(list.indexOf(item), 1);
        else if (item && price) item.price = priceObject(price);
        else if (price) list.push(subscriptionItem(subscription.id, price, periodOf(subscription)));
        const target = item ?? list.at(-1);
        if (target && change.quantity !== undefined) target.quantity = change.quantity;
      }
      if (changes.cancelAtPeriodEnd !== undefined) {
        subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
        subscription.cancel_at = changes.cancelAtPeriodEnd ? periodEnd(subscription) : null;
        subscription.canceled_at = changes.cancelAtPeriodEnd ? now : null;
        subscription.cancellation_details = {
          comment: null,
          feedback: null,
          reason: changes.cancelAtPeriodEnd ? "cancellation_requested" : null,
        } as Stripe.Subscription.CancellationDetails;
      }
      if (changes.metadata) {
        subscription.metadata = { ...subscription.metadata, ...changes.metadata.set };
        for (const key of changes.metadata.unset) delete subscription.metadata[key];
      }
      return [];
    });
  }

  private checkItemChange(subscription: Stripe.Subscription, change: ItemChange, index: number) {
    const item = change.id === undefined ? undefined : subscription.items.data.find((candidate) => candidate.id === change.id);
    if (change.id !== undefined && !item) throw noSuch("subscription item", change.id, `items[${index}][id]`);
    if (change.id === undefined && change.price === undefined)
      throw invalidRequest(`Missing required param: items[${index}][price] (or items[${index}][id]).`, `items[${index}][price]`);
    const price = change.price === undefined ? undefined : findPrice(change.price);
    if (change.price !== undefined && !price) throw noSuch("price", change.price, `items[${index}][price]`);
    return { change, item, price };
  }

  cancelSubscription(subscriptionId: string): { subscription: Stripe.Subscription; events: Stripe.Event[] } {
    const subscription = this.live(subscriptionId);
    return { subscription, events: this.cancel(subscription, "cancellation_requested") };
  }

  private cancel(subscription: Stripe.Subscription, reason: Stripe.Subscription.CancellationDetails.Reason | null): Stripe.Event[] {
    const now = nowSeconds();
    Object.assign(subscription, {
      status: "canceled",
      canceled_at: now,
      ended_at: now,
      cancellation_details: { comment: null, feedback: null, reason } as Stripe.Subscription.CancellationDetails,
    } satisfies Partial<Stripe.Subscription>);
    return [this.emit("customer.subscription.deleted", subscription)];
  }

  /** Runs a change; its own events come first, then customer.subscription.updated with what changed (when anything did). */
  private change(subscription: Stripe.Subscription, apply: (now: number) => Stripe.Event[]): Stripe.Event[] {
    const before = structuredClone(subscription);
    const events = apply(nowSeconds());
    const previous = Object.fromEntries(
      Object.entries(before).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(subscription[key as keyof Stripe.Subscription]),
      ),
    );
    if (Object.keys(previous).length > 0) events.push(this.emit("customer.subscription.updated", subscription, previous));
    return events;
  }

  private addInvoice(subscription: Stripe.Subscription, fields: { paid: boolean; billingReason: Stripe.Invoice.BillingReason }) {
    const invoice = invoiceObject({ subscription, ...fields });
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private expectStatus(subscriptionId: string, statuses: Stripe.Subscription.Status[]): Stripe.Subscription {
    const subscription = this.subscription(subscriptionId);
    if (!statuses.includes(subscription.status))
      throw invalidRequest(`Subscription ${subscriptionId} is ${subscription.status}; this change needs ${statuses.join(" or ")}.`);
    return subscription;
  }

  /** Not yet ended: a canceled subscription cannot be changed or canceled again. */
  private live(subscriptionId: string): Stripe.Subscription {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired")
      throw invalidRequest(`A canceled subscription can only update its cancellation_details and metadata.`);
    return subscription;
  }

  private emit(type: Stripe.Event.Type, object: object, previousAttributes?: object): Stripe.Event {
    const event = eventObject(type, object, previousAttributes);
    this.events.push(event);
    return event;
  }
}

function periodOf(subscription: Stripe.Subscription) {
  const first = subscription.items.data[0];
  const now = nowSeconds();
  return { start: first?.current_period_start ?? now, end: first?.current_period_end ?? now };
}
