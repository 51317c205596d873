import { canChangePassword, identityProvider, type TAccount, type TIdentity } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { SessionUser } from "../../auth/session-user.ts";

/**
 * The signed-in user and how they sign in. Local accounts list their linked
 * accounts (password, GitHub, Google); in the Supabase mode the verified
 * token says which providers the user has.
 */
export async function getAccount(user: SessionUser, db: Db): Promise<TAccount> {
  let identities: TIdentity[];
  if (user.providers) {
    identities = [...new Set(user.providers)].map((provider) => ({ provider, linkedAt: null }));
  } else {
    const accounts = await db.account.findMany({
      where: { userId: user.id },
      select: { providerId: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    });
    identities = accounts.map((account) => ({ provider: identityProvider(account.providerId), linkedAt: account.createdAt.toISOString() }));
  }
  return { id: user.id, email: user.email, name: user.name, identities, canChangePassword: canChangePassword(identities) };
}
