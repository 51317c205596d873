import { AUTH_CONFIG_PATH, type TAuthConfig, type TRestError } from "@mnemo/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createAuthRateLimiter, LIMITED_AUTH_PATHS, type AuthRateLimiter } from "../auth/auth-rate-limits.ts";
import { keyedHash } from "../lib/keyed-hash.ts";
import { createPostgresRateLimitStore } from "../lib/rate-limit-store.ts";
import { CLIENT_IP_HEADER } from "../auth/create-auth.ts";
import { createSessionResolver, toHeaders, type SessionResolver, type SessionUser } from "../auth/session-user.ts";
import type {} from "../runtime/app-services.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Keys the hashes of client IPs kept for rate limits (never the raw address). */
    ipHashKey: string;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request, on first use. */
    getUser(): Promise<SessionUser | null>;
  }
}

/** The Supabase mode: the browser signs in with Supabase, we only verify its access tokens. */
export type SupabaseAuth = {
  url: string;
  anonKey: string;
  resolveUser: SessionResolver;
  /** A server secret (BETTER_AUTH_SECRET or the generated one) for hashing client IPs. */
  ipHashKey: string;
};

export type AuthPluginOptions = {
  /** Limits on every auth POST (auth-rate-limits.ts), counted in the database by default; false turns them off (tests). */
  rateLimiter?: AuthRateLimiter | false;
};

const AUTH_BASE = "/api/auth";

/**
 * Mounts better-auth at /api/auth/* (local mode), tells the browser how to
 * sign in (GET /api/auth-config), and gives every request a memoised
 * `getUser()` so tRPC and REST share one session check.
 */
async function authPlugin(app: FastifyInstance, { rateLimiter: givenLimiter }: AuthPluginOptions) {
  const { auth, supabase, db, oauthProviders = [], canSendEmail = false } = app.services;
  if (Boolean(auth) === Boolean(supabase)) throw new Error("authPlugin needs exactly one of `auth` (better-auth) and `supabase`.");
  const ipHashKey = supabase ? supabase.ipHashKey : (auth!.options.secret ?? "");
  app.decorate("ipHashKey", ipHashKey);
  const accountHash = (email: string) => keyedHash(ipHashKey, "audit", email.trim().toLowerCase(), 16);
  const rateLimiter =
    givenLimiter === undefined ? createAuthRateLimiter({ store: createPostgresRateLimitStore(db), hashKey: ipHashKey }) : givenLimiter;
  const resolveUser = supabase ? supabase.resolveUser : createSessionResolver(auth!, db);
  const users = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest("getUser", function (this: FastifyRequest) {
    let user = users.get(this);
    if (!user) {
      user = resolveUser(this.headers);
      users.set(this, user);
    }
    return user;
  });

  const config: TAuthConfig = supabase
    ? { mode: "supabase", supabaseUrl: supabase.url, supabaseAnonKey: supabase.anonKey }
    : { mode: "local", providers: oauthProviders, canSendEmail };
  app.get(AUTH_CONFIG_PATH, async (_request, reply) => reply.header("cache-control", "no-cache").send(config));

  if (!auth) {
    app.all(`${AUTH_BASE}/*`, async (_request, reply) =>
      reply.status(404).send({
        error: "Accounts are managed by Supabase on this server (AUTH_PROVIDER=supabase): sign in through Supabase.",
        code: "NOT_FOUND",
      } satisfies TRestError),
    );
    return;
  }

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE}/*`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const path = url.pathname.slice(AUTH_BASE.length);
      const action = request.method === "POST" ? (LIMITED_AUTH_PATHS[path] ?? "other") : undefined;
      const bodyEmail = (request.body as { email?: unknown } | null)?.email;
      const email = typeof bodyEmail === "string" ? bodyEmail : undefined;
      if (action && rateLimiter) {
        const knownDevice = action === "sign-in" && email !== undefined && knownDevices(request).has(rateLimiter.deviceToken(email));
        const decision = await rateLimiter.check(action, { ip: request.ip, email, knownDevice });
        if (!decision.allowed) {
          request.log.warn(
            { audit: "rate_limited", action, account: email ? accountHash(email) : undefined },
            "auth request refused: too many",
          );
          return reply
            .status(429)
            .header("retry-after", String(decision.retryAfterSeconds))
            .send({ error: decision.message, code: "TOO_MANY_REQUESTS" } satisfies TRestError);
        }
      }
      const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
      const headers = toHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      // The session token is a bearer credential good for 400 days: only a client that asks for one gets it
      // (the web app never needs it; its session lives in an HttpOnly cookie that scripts cannot read).
      const wantsToken = request.headers[BEARER_REQUEST_HEADER] === "true";
      for (const [key, value] of response.headers) {
        if (key === "set-cookie" || key === "content-length") continue;
        if (!wantsToken && (key === "set-auth-token" || key === "access-control-expose-headers")) continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      // A browser that signed in to this account is a known device: its attempts skip the account-wide limit.
      if (action === "sign-in" && response.status === 200 && email && rateLimiter) {
        cookies.push(knownDeviceCookie(request, rateLimiter.deviceToken(email), url.protocol === "https:"));
      }
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      const json = body && (response.headers.get("content-type") ?? "").includes("application/json") ? parseJson(body) : undefined;
      const event = request.method === "POST" ? AUDITED_PATHS[path] : undefined;
      if (event) {
        const userId = (json as { user?: { id?: unknown } } | undefined)?.user?.id;
        audit(request, event, response.status, typeof userId === "string" ? userId : undefined, email ? accountHash(email) : undefined);
      }
      if (!body) return reply.send(null);
      return reply.send(json !== undefined && !wantsToken ? Buffer.from(JSON.stringify(withoutTokens(json))) : body);
    },
  });
}

/** Auth calls that leave a line in the audit trail (the log), and the event they are. */
const AUDITED_PATHS: Record<string, string> = {
  "/sign-in/email": "sign_in",
  "/sign-up/email": "sign_up",
  "/sign-out": "sign_out",
  "/change-password": "password_change",
  "/reset-password": "password_reset",
  "/request-password-reset": "password_reset_request",
  "/revoke-session": "session_revoked",
  "/revoke-sessions": "sessions_revoked",
  "/revoke-other-sessions": "sessions_revoked",
  "/update-user": "profile_update",
};

/**
 * One line per security event: what happened, whether it worked, whose account
 * (the user id when known, else a keyed hash of the email), never a password,
 * token or raw email.
 */
function audit(request: FastifyRequest, event: string, status: number, userId: string | undefined, account: string | undefined) {
  const ok = status >= 200 && status < 400;
  const entry = { audit: ok ? event : `${event}_failed`, status, ...(userId ? { userId } : {}), ...(account ? { account } : {}) };
  if (ok) request.log.info(entry, `auth: ${entry.audit}`);
  else request.log.warn(entry, `auth: ${entry.audit}`);
}

/**
 * Sent with `true` on sign-in or sign-up by a program that wants a bearer token
 * (`Authorization: Bearer <token>`): only then does the answer carry it, in the
 * body's `token` and the `set-auth-token` header.
 */
export const BEARER_REQUEST_HEADER = "x-mnemo-bearer";

/** A better-auth JSON answer, or undefined when it is not valid JSON (then it is passed on as it came). */
function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** A better-auth JSON answer with every `token` field removed (sign-in, sign-up, get-session, list-sessions). */
function withoutTokens(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTokens);
  if (node && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== "token")
        .map(([key, inner]) => [key, withoutTokens(inner)]),
    );
  }
  return node;
}

const KNOWN_DEVICE_COOKIE = "mnemo_known_device";
/** Accounts one browser remembers signing in to. */
const MAX_KNOWN_ACCOUNTS = 5;

const KNOWN_DEVICE_VALUE = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE}=([A-Za-z0-9_.-]{1,400})`);

function knownDevices(request: FastifyRequest): Set<string> {
  const match = KNOWN_DEVICE_VALUE.exec(request.headers.cookie ?? "");
  return new Set(match ? match[1]!.split(".") : []);
}

function knownDeviceCookie(request: FastifyRequest, token: string, secure: boolean): string {
  const tokens = [token, ...[...knownDevices(request)].filter((known) => known !== token)].slice(0, MAX_KNOWN_ACCOUNTS);
  const maxAge = 60 * 60 * 24 * 400;
  return `${KNOWN_DEVICE_COOKIE}=${tokens.join(".")}; Path=${AUTH_BASE}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export default fp(authPlugin, { name: "mnemo-auth" });
