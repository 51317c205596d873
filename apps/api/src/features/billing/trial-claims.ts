import type { DbOrTx } from "@mnemo/db";
import { keyedHash } from "../../lib/keyed-hash.ts";
import type { BillingService } from "./billing-service.ts";

/**
 * One free trial per email address, not just per account (docs/billing.md):
 * deleting the account and signing up again with the same address must not
 * bring the trial back. `trial_claim` keeps a keyed hash of the address (never
 * the address), written when a trial starts and kept when the account is
 * deleted (it has no link to the user), so the claim outlives the account
 * while revealing no one's email without the server's secret.
 */

/** The address as the auth limits count it: trimmed and lower-cased. */
export function trialClaimHash(email: string, billing: Pick<BillingService, "emailHashKey">): string {
  return keyedHash(billing.emailHashKey, "trial-claim", email.trim().toLowerCase());
}

/** Records that this address has had the free trial (started at `at`); the first claim's time is kept. */
export async function claimTrial(
  { email, at }: { email: string; at: Date },
  { db, billing }: { db: DbOrTx; billing: Pick<BillingService, "emailHashKey"> },
): Promise<void> {
  await db.trialClaim.createMany({ data: [{ emailHash: trialClaimHash(email, billing), claimedAt: at }], skipDuplicates: true });
}

/** When this address first had the free trial, under any account (deleted ones too), or null. */
export async function findTrialClaim(
  { email }: { email: string },
  { db, billing }: { db: DbOrTx; billing: Pick<BillingService, "emailHashKey"> },
): Promise<Date | null> {
  const claim = await db.trialClaim.findUnique({ where: { emailHash: trialClaimHash(email, billing) }, select: { claimedAt: true } });
  return claim?.claimedAt ?? null;
}

/** The user's email, for the claim (null once the user is gone). */
export async function userEmail(userId: string, db: DbOrTx): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { email: true } }))?.email ?? null;
}
