/** OAuth providers Mnemo knows how to show a button for. */
export const OAUTH_PROVIDER_IDS = ["github", "google"] as const;
export type TOAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/**
 * What the browser needs to know to sign people in (`GET /api/auth-config`):
 * the server's own accounts (better-auth) with its configured OAuth providers,
 * or a Supabase project the browser talks to directly.
 */
export type TAuthConfig =
  | {
      mode: "local";
      providers: TOAuthProviderId[];
      /**
       * False when the server has no SMTP_URL: reset links only reach its log, so the
       * page tells people to ask whoever runs the server instead of checking their inbox.
       */
      canSendEmail: boolean;
    }
  | { mode: "supabase"; supabaseUrl: string; supabaseAnonKey: string };

export const AUTH_CONFIG_PATH = "/api/auth-config";
