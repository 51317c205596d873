import type { Db } from "@mnemo/db";
import type { Auth } from "../../auth/create-auth.ts";
import { AppError } from "../../lib/app-error.ts";
import { cancelSubscriptionsBeforeDeletion } from "../billing/billing-actions.ts";
import type { BillingService } from "../billing/billing-service.ts";
import type { ExchangeService } from "../exchange/exchange-service.ts";
import { collectAccountFiles, removeAccountFiles } from "../exchange/files/account-files.ts";
import { collectSourceFileKeys, removeSourceFiles } from "../library/account-source-files.ts";
import type { SourceFiles } from "../library/source-files.ts";

/** How recent a sign-in must be to delete an account that has no password (GitHub or Google only). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const WRONG_PASSWORD = "That password is not right. Enter the password you sign in with to delete your account.";
export const SIGN_IN_AGAIN = "For your safety, sign out and sign in again, then delete your account within 10 minutes.";

/**
 * Proves the person deleting the account is its owner: the password for
 * accounts that have one; otherwise a sign-in in the last ten minutes.
 */
export async function confirmOwner(
  { userId, sessionId, password }: { userId: string; sessionId: string | undefined; password: string | undefined },
  { auth, db }: { auth: Auth; db: Db },
): Promise<void> {
  const credential = await db.account.findFirst({ where: { userId, providerId: "credential" }, select: { password: true } });
  if (credential?.password) {
    const context = await auth.$context;
    const ok = password ? await context.password.verify({ hash: credential.password, password }) : false;
    if (!ok) throw new AppError("FORBIDDEN", { message: WRONG_PASSWORD, details: { reason: "wrong_password" } });
    return;
  }
  const session = sessionId ? await db.session.findFirst({ where: { id: sessionId, userId }, select: { createdAt: true } }) : null;
  if (!session || Date.now() - session.createdAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError("FORBIDDEN", { message: SIGN_IN_AGAIN, details: { reason: "sign_in_again" } });
  }
}

/**
 * Removes the learner and everything of theirs in one transaction: decks,
 * cards, practice tests and their answers, generation jobs and their inputs, usage, subscription, suggestions,
 * sign-in methods, reset links and every session (so every device is signed
 * out). Rows that point at the user cascade from the user row; suggestions
 * (kept for visitors, so not cascaded) and reset tokens are removed by hand.
 * First, with billing on, their Stripe subscriptions are cancelled; if Stripe
 * fails, PAYMENT_PROVIDER_ERROR and nothing is deleted. Then, once the rows
 * are gone, their files: uploads, export files, and pictures and sounds no
 * other account keeps, and the original files of their sources (what a crash
 * leaves, the file sweep takes).
 */
export async function deleteAccount(
  { userId }: { userId: string },
  {
    db,
    billing,
    exchange,
    sourceFiles,
    log,
  }: {
    db: Db;
    billing: BillingService | undefined;
    exchange: ExchangeService | undefined;
    sourceFiles?: SourceFiles | undefined;
    log?: { warn(object: object, message: string): void };
  },
): Promise<void> {
  await cancelSubscriptionsBeforeDeletion({ userId }, { db, billing });
  const { files, sourceKeys } = await db.$transaction(async (tx) => {
    // An import or upload of theirs under way finishes first, and none starts: its rows' files are read below.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
    const files = await collectAccountFiles({ userId }, tx);
    const sourceKeys = await collectSourceFileKeys({ userId }, tx);
    await tx.featureSuggestion.deleteMany({ where: { userId } });
    await tx.verification.deleteMany({ where: { value: userId } });
    await tx.user.delete({ where: { id: userId } });
    return { files, sourceKeys };
  });
  if (exchange) await removeAccountFiles(files, { db, exchange, log });
  if (sourceFiles) await removeSourceFiles(sourceKeys, { files: sourceFiles, log });
}
