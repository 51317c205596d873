import { z } from "zod";

/**
 * A way the user signs in. 'email' is a password (only it allows a password
 * change, docs/product.md "Accounts and sessions"); the others are OAuth providers.
 */
export const ZIdentitySchema = z.object({
  provider: z.string(),
  /** When it was linked (local accounts); unknown in the Supabase mode. */
  linkedAt: z.string().nullable(),
});
export type TIdentity = z.infer<typeof ZIdentitySchema>;

export const ZAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  identities: z.array(ZIdentitySchema),
  canChangePassword: z.boolean(),
});
export type TAccount = z.infer<typeof ZAccountSchema>;

export const EMAIL_PROVIDER = "email";

/** The longest display name an account may have. */
export const MAX_USER_NAME_LENGTH = 100;

/** better-auth calls the password account 'credential'; our product rules (docs/product.md) and Supabase call it 'email'. */
export function identityProvider(providerId: string): string {
  return providerId === "credential" ? EMAIL_PROVIDER : providerId;
}

export function canChangePassword(identities: readonly { provider: string }[]): boolean {
  return identities.some((identity) => identity.provider === EMAIL_PROVIDER);
}
