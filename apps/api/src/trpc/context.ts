import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { CreateFastifyContextOptions } from "@trpc/server/adapters/fastify";
import type { SessionUser } from "../auth/session-user.ts";
import type { GenerationService } from "../features/generation/generation-service.ts";
import { hashClientIp } from "../features/suggestions/hash-client-ip.ts";
// Brings in the `request.getUser()` declaration for whoever imports the router types.
import type {} from "../plugins/auth.ts";

export type Context = {
  db: Db;
  user: SessionUser | null;
  plans: TPlan[];
  /** Turning text and files into cards; absent where no queue runs (some tests). */
  generation?: GenerationService | undefined;
  /** The client's IP as a keyed hash (never the raw address), for per-visitor rate limits; absent outside HTTP. */
  clientIpHash?: string;
  /** Fastify's id for the HTTP request, quoted in internal errors and filed with their log entry. */
  requestId?: string;
  /** The request's logger (security events go to the audit trail through it); absent outside HTTP. */
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
};

/** What tests build directly, without HTTP. */
export function createContextInner(context: Context): Context {
  return context;
}

export function createContextFactory({ db, plans, generation }: { db: Db; plans: TPlan[]; generation?: GenerationService | undefined }) {
  return async ({ req }: CreateFastifyContextOptions): Promise<Context> =>
    createContextInner({
      db,
      plans,
      generation,
      user: await req.getUser(),
      // req.ip honours TRUST_PROXY; keyed with the auth secret so the hash cannot be reversed by guessing IPs.
      clientIpHash: hashClientIp(req.ip, req.server.ipHashKey),
      requestId: String(req.id),
      log: req.log,
    });
}
