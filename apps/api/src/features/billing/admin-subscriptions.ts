import { effectivePlan, type TPlan } from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { subscriptionSelect, toSubscription } from "../plan/get-subscription.ts";
import type { BillingService } from "./billing-service.ts";
import { syncSubscription } from "./sync-subscription.ts";

/** `pnpm admin list-subscriptions` and `sync-subscription <email>`: the rows, and how a terminal shows them. */

const rowSelect = {
  ...subscriptionSelect,
  stripeCustomerId: true,
  user: { select: { email: true } },
} as const;

export type AdminSubscriptionRow = Awaited<ReturnType<typeof subscriptionRows>>[number];

/** Every subscription row (or one user's), by email. */
export async function subscriptionRows({ email }: { email?: string }, db: DbOrTx) {
  return db.subscription.findMany({
    where: email ? { user: { email: email.toLowerCase() } } : {},
    select: rowSelect,
    orderBy: { user: { email: "asc" } },
  });
}

/**
 * Syncs one user's subscription from Stripe now (what the webhook's job
 * does) and returns their row as it then stands.
 */
export async function syncSubscriptionByEmail(
  { email }: { email: string },
  deps: { db: Db; billing: BillingService; plans: readonly TPlan[] },
): Promise<AdminSubscriptionRow> {
  const [row] = await subscriptionRows({ email }, deps.db);
  if (!row) {
    const user = await deps.db.user.findUnique({ where: { email: email.toLowerCase() }, select: { id: true } });
    throw new AppError("NOT_FOUND", { message: user ? `${email} has no subscription yet.` : `No user with the email ${email}.` });
  }
  if (!row.stripeCustomerId) {
    throw new AppError("NO_BILLING_ACCOUNT", {
      message: `${email} has no Stripe customer (never started a checkout); their plan was set by hand (pnpm admin set-plan).`,
    });
  }
  await syncSubscription({ customerId: row.stripeCustomerId }, deps);
  const [synced] = await subscriptionRows({ email }, deps.db);
  return synced ?? row;
}

const day = (date: Date | null) => date?.toISOString().slice(0, 10);

/** The dates that matter for this row: renewal, cancellation, trial end, grace end. */
function subscriptionDates(row: AdminSubscriptionRow): string {
  const dates = [
    row.cancelAt ? `cancels on ${day(row.cancelAt)}` : row.currentPeriodEnd ? `period ends ${day(row.currentPeriodEnd)}` : undefined,
    row.status === "trialing" && row.trialEnd ? `trial ends ${day(row.trialEnd)}` : undefined,
    row.status === "past_due" && row.graceEndsAt ? `grace ends ${day(row.graceEndsAt)}` : undefined,
  ];
  return dates.filter(Boolean).join("; ") || "-";
}

function columns(row: AdminSubscriptionRow, { plans, now }: { plans: readonly TPlan[]; now: Date }): string[] {
  const subscription = toSubscription(row);
  return [
    row.user.email,
    subscription.plan_id ?? "-",
    row.status,
    effectivePlan(plans, subscription, now)?.id ?? "defaults",
    row.stripeCustomerId ?? "-",
    subscriptionDates(row),
  ];
}

const HEADINGS = ["EMAIL", "PLAN", "STATUS", "EFFECTIVE NOW", "STRIPE CUSTOMER", "DATES"];

/** A table for a terminal, one line per subscription; "effective now" applies the status rules (trial, grace, free fallback). */
export function formatSubscriptions(rows: readonly AdminSubscriptionRow[], options: { plans: readonly TPlan[]; now: Date }): string {
  if (rows.length === 0) return "No subscriptions yet.";
  const table = [HEADINGS, ...rows.map((row) => columns(row, options))];
  const widths = HEADINGS.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
  return table
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
