import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

export type SupabaseAuthConfig = {
  /** The project URL, e.g. `https://abcd.supabase.co` or `http://127.0.0.1:54321`. */
  url: string;
  anonKey: string;
  /** Legacy HS256 projects: the project's JWT secret. Without it, tokens are checked against the project's JWKS. */
  jwtSecret?: string;
  /** Default `<url>/auth/v1/.well-known/jwks.json`. */
  jwksUrl?: string;
  /** Default `"authenticated"`, the audience of every signed-in user's access token. */
  audience?: string;
};

export type TVerifiedSupabaseUser = {
  sub: string;
  email: string;
  providers: string[];
  /** `user_metadata.full_name` or `.name`; user-editable in Supabase, so a display name only, never for decisions. */
  name?: string;
};

export type SupabaseTokenFailure =
  "expired" | "invalid_signature" | "wrong_audience" | "wrong_issuer" | "malformed" | "missing_claims" | "jwks_unavailable";

/** Why a token was refused. Carries no token and no claims, so it is safe to log. */
export class SupabaseTokenError extends Error {
  override readonly name = "SupabaseTokenError";
  constructor(
    readonly reason: SupabaseTokenFailure,
    options?: { cause?: unknown },
  ) {
    super(`Supabase token refused: ${reason}`, options);
  }
}

export type SupabaseTokenVerifier = { verify(token: string): Promise<TVerifiedSupabaseUser> };

export type SupabaseTokenVerifierOptions = {
  /** How long one JWKS fetch may take before the token is refused as `jwks_unavailable` (default 3 s). */
  jwksTimeoutMs?: number;
};

export function supabaseIssuer(url: string): string {
  return `${url.replace(/\/+$/, "")}/auth/v1`;
}

/**
 * Verifies Supabase access tokens: signature (HS256 with the legacy secret, or
 * ES256/RS256 from the project's JWKS), `exp`, audience and issuer, then the
 * claims we need. Anonymous and phone-only users carry `email: ""` and are
 * refused as `missing_claims`: a local user needs an email.
 */
export function createSupabaseTokenVerifier(config: SupabaseAuthConfig, options: SupabaseTokenVerifierOptions = {}): SupabaseTokenVerifier {
  const issuer = supabaseIssuer(config.url);
  const audience = config.audience ?? "authenticated";
  const verifyOptions = { issuer, audience, requiredClaims: ["exp", "sub"] };
  const verifySignedClaims: (token: string) => Promise<JWTPayload> = config.jwtSecret
    ? withSecret(new TextEncoder().encode(config.jwtSecret), verifyOptions)
    : withJwks(new URL(config.jwksUrl ?? `${issuer}/.well-known/jwks.json`), options.jwksTimeoutMs ?? 3000, verifyOptions);

  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        payload = await verifySignedClaims(token);
      } catch (error) {
        throw toTokenError(error);
      }
      const { sub, email } = payload;
      if (typeof sub !== "string" || !sub || typeof email !== "string" || !email) throw new SupabaseTokenError("missing_claims");
      return { sub, email, providers: providersOf(payload.app_metadata), ...nameOf(payload.user_metadata) };
    },
  };
}

type VerifyOptions = { issuer: string; audience: string; requiredClaims: string[] };

function withSecret(secret: Uint8Array, options: VerifyOptions) {
  return async (token: string) => (await jwtVerify(token, secret, { ...options, algorithms: ["HS256"] })).payload;
}

function withJwks(url: URL, timeoutDuration: number, options: VerifyOptions) {
  const jwks = createRemoteJWKSet(url, { timeoutDuration });
  // jose lets fetch failures through as they come (TypeError "fetch failed",
  // a bare JOSEError for a non-200, JWKSTimeout): mark them all here, where we
  // know they come from fetching keys, not from the token.
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await jwks(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new SupabaseTokenError("jwks_unavailable", { cause: error });
    }
  };
  return async (token: string) => (await jwtVerify(token, getKey, { ...options, algorithms: ["ES256", "RS256"] })).payload;
}

function toTokenError(error: unknown): SupabaseTokenError {
  if (error instanceof SupabaseTokenError) return error;
  // In jose 6 JWTExpired is not a subclass of JWTClaimValidationFailed; checked first should that change.
  if (error instanceof errors.JWTExpired) return new SupabaseTokenError("expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return new SupabaseTokenError("wrong_audience");
    if (error.claim === "iss") return new SupabaseTokenError("wrong_issuer");
    return new SupabaseTokenError(error.reason === "missing" ? "missing_claims" : "malformed");
  }
  // A key we do not have, a forbidden algorithm (e.g. an HS256 token where we expect ES256) or a bad signature.
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return new SupabaseTokenError("invalid_signature");
  }
  return new SupabaseTokenError("malformed");
}

function providersOf(appMetadata: unknown): string[] {
  if (!isRecord(appMetadata)) return [];
  const { providers, provider } = appMetadata;
  if (Array.isArray(providers) && providers.every((p) => typeof p === "string")) return providers;
  return typeof provider === "string" ? [provider] : [];
}

function nameOf(userMetadata: unknown): { name?: string } {
  if (!isRecord(userMetadata)) return {};
  for (const value of [userMetadata.full_name, userMetadata.name]) {
    if (typeof value === "string" && value.trim()) return { name: value.trim() };
  }
  return {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
