import { HANDLED_STRIPE_EVENTS } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type Stripe from "stripe";
import { eventCustomerId } from "../webhook/receive-stripe-event.ts";

/** How many event ids one query looks up (well under PostgreSQL's bind limit). */
const LOOKUP_CHUNK = 1_000;

/**
 * Stripe's handled events created at or after `since` (whole seconds: an event
 * in the same second as the last run's end is listed again rather than
 * missed), and the customers of those that never arrived here or whose job
 * failed, each once; also every customer whose event job failed since
 * `since`, whenever Stripe made that event (a job still retrying when an
 * earlier run looked counted as handled then).
 */
export async function findMissedCustomers(
  { since }: { since: Date },
  { db, stripe }: { db: Db; stripe: Stripe },
): Promise<{ eventsSeen: number; customerIds: string[] }> {
  const listed: { id: string; customerId: string | null }[] = [];
  const pages = stripe.events.list({
    created: { gte: Math.floor(since.getTime() / 1000) },
    types: [...HANDLED_STRIPE_EVENTS],
    limit: 100,
  });
  for await (const event of pages) listed.push({ id: event.id, customerId: eventCustomerId(event) });

  const handled = new Set<string>();
  for (let start = 0; start < listed.length; start += LOOKUP_CHUNK) {
    const rows = await db.stripeEvent.findMany({
      where: { stripeEventId: { in: listed.slice(start, start + LOOKUP_CHUNK).map((event) => event.id) }, status: { not: "failed" } },
      select: { stripeEventId: true },
    });
    for (const row of rows) handled.add(row.stripeEventId);
  }
  const customerIds = new Set<string>();
  for (const event of listed) if (event.customerId && !handled.has(event.id)) customerIds.add(event.customerId);
  const failedSince = await db.stripeEvent.findMany({
    where: { status: "failed", updatedAt: { gte: since } },
    distinct: ["customerId"],
    select: { customerId: true },
  });
  for (const { customerId } of failedSince) customerIds.add(customerId);
  return { eventsSeen: listed.length, customerIds: [...customerIds] };
}
