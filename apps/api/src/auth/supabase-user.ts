import type { IncomingHttpHeaders } from "node:http";
import { Prisma, type Db } from "@mnemo/db";
import { supabaseSessionCookieToken, type TPlanId } from "@mnemo/api-contract";
import { grantNewAccountPlan } from "../features/plan/grant-new-account-plan.ts";
import type { SessionResolver, SessionUser } from "./session-user.ts";
import { SupabaseTokenError, type SupabaseTokenVerifier, type TVerifiedSupabaseUser } from "./supabase-tokens.ts";

/** pino's shape; only reasons are logged, never tokens or emails. */
export type SupabaseResolverLog = { debug(object: object, message: string): void; warn(object: object, message: string): void };

export type SupabaseSessionResolverOptions = {
  verifier: SupabaseTokenVerifier;
  db: Db;
  projectRef: string;
  /** The plan a user new to this database starts on (NEW_ACCOUNT_PLAN); null: none. */
  newAccountPlan: TPlanId | null;
  log?: SupabaseResolverLog;
  /** How long a user already known to match its token skips the database (default one minute; 0 turns it off). */
  cacheTtlMs?: number;
};

const userSelect = { id: true, email: true, name: true } satisfies Prisma.UserSelect;
type LocalUser = Prisma.UserGetPayload<{ select: typeof userSelect }>;

const MAX_CACHED_USERS = 10_000;
const UPSERT_ATTEMPTS = 3;

/**
 * Resolves the signed-in user from a Supabase access token: the bearer token
 * when it verifies, else the browser client's session cookie. The local `user`
 * row has the Supabase user id as its id and follows the token's email; it is
 * created on the first request. Refused tokens are "signed out", never errors.
 */
export function createSupabaseSessionResolver({
  verifier,
  db,
  projectRef,
  newAccountPlan,
  log,
  cacheTtlMs = 60_000,
}: SupabaseSessionResolverOptions): SessionResolver {
  // sub -> the row as last seen, while its email matched the token's.
  const known = new Map<string, { user: LocalUser; until: number }>();

  async function verify(token: string | undefined, source: "bearer" | "cookie"): Promise<TVerifiedSupabaseUser | undefined> {
    if (!token) return undefined;
    try {
      return await verifier.verify(token);
    } catch (error) {
      const reason = error instanceof SupabaseTokenError ? error.reason : "malformed";
      if (reason === "jwks_unavailable")
        log?.warn({ reason, source }, "could not fetch Supabase signing keys; request treated as signed out");
      else log?.debug({ reason, source }, "Supabase token refused");
      return undefined;
    }
  }

  function remember(user: LocalUser) {
    if (cacheTtlMs <= 0) return;
    known.delete(user.id);
    if (known.size >= MAX_CACHED_USERS) known.delete(known.keys().next().value!);
    known.set(user.id, { user, until: Date.now() + cacheTtlMs });
  }

  async function localUserFor(identity: TVerifiedSupabaseUser): Promise<LocalUser> {
    // Supabase keeps emails lower-case; better-auth rows are lower-case too, so one form is compared everywhere.
    const email = identity.email.trim().toLowerCase();
    const cached = known.get(identity.sub);
    if (cached && cached.until > Date.now() && cached.user.email === email) return cached.user;

    const existing = await db.user.findUnique({ where: { id: identity.sub }, select: userSelect });
    if (existing?.email === email) {
      remember(existing);
      return existing;
    }
    const user = await upsertUser(db, { id: identity.sub, email, name: identity.name ?? localPart(email) }, (freedIds) => {
      for (const id of freedIds) known.delete(id);
    });
    // First seen here: the account starts on the new-account plan (a row it already has is kept).
    if (!existing) await grantNewAccountPlan({ userId: user.id, planId: newAccountPlan }, db);
    remember(user);
    return user;
  }

  return async (headers: IncomingHttpHeaders): Promise<SessionUser | null> => {
    if (!headers.authorization && !headers.cookie) return null;
    const identity =
      (await verify(bearerToken(headers.authorization), "bearer")) ??
      (await verify(supabaseSessionCookieToken(headers.cookie, projectRef), "cookie"));
    if (!identity) return null;
    const user = await localUserFor(identity);
    return { ...user, providers: identity.providers };
  };
}

/**
 * Creates the row or moves it to the token's email, in one transaction that
 * first frees the email from any other (stale) row: Supabase guarantees one
 * user per email, so the row holding it belongs to no live Supabase user.
 * Concurrent first requests for one user race on the unique id and email;
 * the loser's P2002 is retried and then finds the winner's row.
 */
async function upsertUser(db: Db, data: { id: string; email: string; name: string }, onFreed: (ids: string[]) => void): Promise<LocalUser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const freed = await tx.$queryRaw<{ id: string }[]>`
          UPDATE "user" SET email = 'stale+' || id || '@invalid.local', "updatedAt" = now()
          WHERE email = ${data.email} AND id <> ${data.id}
          RETURNING id`;
        if (freed.length > 0) onFreed(freed.map((row) => row.id));
        return tx.user.upsert({ where: { id: data.id }, create: data, update: { email: data.email }, select: userSelect });
      });
    } catch (error) {
      const isUniqueRace = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!isUniqueRace || attempt >= UPSERT_ATTEMPTS) throw error;
    }
  }
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== "bearer ") return undefined;
  return header.slice(7).trim() || undefined;
}

function localPart(email: string): string {
  return email.slice(0, email.lastIndexOf("@")) || email;
}
