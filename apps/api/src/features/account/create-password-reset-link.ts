import type { Db } from "@mnemo/db";
import { createAuth, RESET_PASSWORD_CHANGE_PATH } from "../../auth/create-auth.ts";
import type { MailMessage, Mailer } from "../../mail/mailer.ts";

export type PasswordResetLinkDeps = {
  db: Db;
  /** The server's BETTER_AUTH_SECRET (or the one generated into .data/). */
  secret: string;
  /** Where people reach the server (PUBLIC_URL): the link must open there. */
  baseUrl: string;
};

/**
 * A password reset link for the operator of a server that cannot send email
 * (no SMTP_URL) to hand to the person who forgot their password: the very
 * reset the sign-in page starts (a link that works for one hour, once, and
 * signs every device out when used), with its email kept instead of sent.
 * Null when no account uses that email.
 */
export async function createPasswordResetLink({ email }: { email: string }, { db, secret, baseUrl }: PasswordResetLinkDeps) {
  const kept: MailMessage[] = [];
  const keeper: Mailer = { transport: "log", send: (message) => void kept.push(message), flush: async () => {} };
  // Nobody signs up through this instance: no plan to grant.
  const options = { db, secret, baseUrl, trustedOrigins: [baseUrl], mailer: keeper, newAccountPlan: null };
  const auth = createAuth(options);
  await auth.api.requestPasswordReset({ body: { email: email.trim(), redirectTo: RESET_PASSWORD_CHANGE_PATH } });
  const link = kept[0]?.text.match(/https?:\/\/\S+/)?.[0];
  return link ?? null;
}
