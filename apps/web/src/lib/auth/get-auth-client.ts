import { createLocalAuthClient, fetchAuthConfig } from "./auth-api.ts";
import type { AuthClient } from "./auth-client.ts";

let pending: Promise<AuthClient> | undefined;

/**
 * The auth client for this server's mode (`GET /api/auth-config`), made once.
 * The Supabase client is its own chunk, loaded only in the Supabase mode, so
 * the usual self-hosted install never downloads it. A failed load is retried
 * by the next call rather than remembered.
 */
export function getAuthClient(): Promise<AuthClient> {
  pending ??= loadAuthClient().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function loadAuthClient(): Promise<AuthClient> {
  const config = await fetchAuthConfig();
  if (config.mode === "local") return createLocalAuthClient(config.providers, { canSendEmail: config.canSendEmail });
  const { createSupabaseAuthClient } = await import("./supabase/supabase-auth-client.ts");
  return createSupabaseAuthClient(config);
}
