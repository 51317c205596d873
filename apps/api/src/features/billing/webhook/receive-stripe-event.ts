import { HANDLED_STRIPE_EVENTS } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type Stripe from "stripe";
import { AppError } from "../../../lib/app-error.ts";
import type { JobRuntime } from "../../../jobs/job-runtime.ts";
import type { BillingService } from "../billing-service.ts";
import { stripeEventJob } from "../jobs/stripe-event-job-kind.ts";

/** What the webhook answers Stripe (any 2xx means "delivered"; Stripe retries anything else). */
export type WebhookReceipt = { received: true; queued: true } | { received: true; duplicate: true } | { received: true; ignored: true };

const HANDLED = new Set<string>(HANDLED_STRIPE_EVENTS);

/** How far a signature's time may lie behind this server's clock: Stripe's own tolerance (a replayed old delivery is refused). */
export const SIGNATURE_MAX_AGE_SECONDS = 300;
/**
 * How far it may lie ahead. Stripe's library bounds only the age, so a header
 * dated next year would pass its check and stay replayable all year; five
 * minutes covers clocks that drift apart.
 */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/**
 * Checks the signature over the body exactly as it arrived (any change to the
 * bytes breaks it) and parses the event. A missing or wrong signature, or one
 * dated more than five minutes before or after this server's clock, is a 400
 * and nothing else happens.
 */
export async function verifyStripeEvent(
  { body, signature }: { body: unknown; signature: string | string[] | undefined },
  billing: BillingService,
): Promise<Stripe.Event> {
  if (typeof signature !== "string" || signature.length === 0) {
    throw new AppError("INVALID_SIGNATURE", { message: "The Stripe-Signature header is missing; only Stripe may call this endpoint." });
  }
  const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  let event: Stripe.Event;
  try {
    event = await billing.stripe.webhooks.constructEventAsync(raw, signature, billing.webhookSecret, SIGNATURE_MAX_AGE_SECONDS);
  } catch (error) {
    throw new AppError("INVALID_SIGNATURE", {
      message: "The Stripe-Signature header does not match this body and the webhook secret (STRIPE_WEBHOOK_SECRET).",
      cause: error,
    });
  }
  const signedAt = signatureTime(signature);
  if (signedAt > Math.floor(Date.now() / 1000) + SIGNATURE_MAX_SKEW_SECONDS) {
    throw new AppError("INVALID_SIGNATURE", {
      message: `The Stripe-Signature header is dated more than ${SIGNATURE_MAX_SKEW_SECONDS / 60} minutes ahead of this server's clock; check the server's time.`,
    });
  }
  return event;
}

/** The time a verified header was signed at, read as Stripe's library reads it (the last `t=`), so it is the time that was checked. */
function signatureTime(header: string): number {
  let time = Number.NaN;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") time = parseInt(value ?? "", 10);
  }
  return time;
}

/** The Stripe customer an event is about: `data.object.customer`, an id or an expanded customer. */
export function eventCustomerId(event: Stripe.Event): string | null {
  const customer = (event.data.object as { customer?: unknown }).customer;
  if (typeof customer === "string") return customer || null;
  if (customer && typeof customer === "object" && typeof (customer as { id?: unknown }).id === "string") {
    return (customer as { id: string }).id;
  }
  return null;
}

/**
 * Stores a verified event before anything acts on it, then queues its job:
 * the stored event id is what recognises a replay. Answers as soon as the job
 * is queued; if queueing fails the row is removed and the error rethrown, so
 * Stripe's retry of this event is taken as new.
 */
export async function receiveStripeEvent(
  event: Stripe.Event,
  { db, jobs, log }: { db: Db; jobs: JobRuntime; log: BillingService["log"] },
): Promise<WebhookReceipt> {
  const customerId = eventCustomerId(event);
  if (!HANDLED.has(event.type) || !customerId) {
    log.info({ eventId: event.id, type: event.type }, "stripe event ignored");
    return { received: true, ignored: true };
  }
  const [created] = await db.stripeEvent.createManyAndReturn({
    data: [
      {
        stripeEventId: event.id,
        type: event.type,
        customerId,
        eventCreated: new Date(event.created * 1000),
        livemode: event.livemode,
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  if (!created) return acknowledgeReplay(event, { db, jobs, log });
  try {
    await jobs.enqueue(stripeEventJob, { jobId: created.id }, { id: created.id });
  } catch (error) {
    await db.stripeEvent.delete({ where: { id: created.id } });
    throw error;
  }
  log.info({ eventId: event.id, type: event.type, jobId: created.id }, "stripe event queued");
  return { received: true, queued: true };
}

/**
 * A replay does nothing new. Only a row still waiting is queued again, by its
 * own id (a no-op while its job exists): that covers a process that stopped
 * between storing the event and queueing it.
 */
async function acknowledgeReplay(
  event: Stripe.Event,
  { db, jobs, log }: { db: Db; jobs: JobRuntime; log: BillingService["log"] },
): Promise<WebhookReceipt> {
  const row = await db.stripeEvent.findUnique({ where: { stripeEventId: event.id }, select: { id: true, status: true } });
  if (row?.status === "queued") await jobs.enqueue(stripeEventJob, { jobId: row.id }, { id: row.id });
  log.info({ eventId: event.id, type: event.type }, "stripe event already received; ignored");
  return { received: true, duplicate: true };
}
