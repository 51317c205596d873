import type { CreateFastifyContextOptions } from "@trpc/server/adapters/fastify";
import type { SessionUser } from "../auth/session-user.ts";
import type { OutlineAnalyser } from "../features/analysis/outline/outline-analyser.ts";
import { lazyOfflineOutlineAnalyser } from "../features/analysis/outline/lazy-offline-analyser.ts";
import { hashClientIp } from "../lib/hash-client-ip.ts";
import type { AppServices } from "../runtime/app-services.ts";
// Brings in the `request.getUser()` declaration for whoever imports the router types.
import type {} from "../plugins/auth.ts";

/** Who is calling, and how; absent outside HTTP. */
type RequestContext = {
  user: SessionUser | null;
  /** The client's IP as a keyed hash (never the raw address), for per-visitor rate limits; absent outside HTTP. */
  clientIpHash?: string;
  /** Fastify's id for the HTTP request, quoted in internal errors and filed with their log entry. */
  requestId?: string;
  /** The request's logger (security events go to the audit trail through it); absent outside HTTP. */
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
};

/**
 * The app's services (`ctx.db`, `ctx.plans`, `ctx.generation`, ...; see
 * runtime/app-services.ts) and the caller. A new service reaches every
 * procedure without a change here.
 */
export type Context = AppServices & RequestContext & { outlineAnalyser: OutlineAnalyser };

/** What tests build directly, without HTTP. */
export function createContextInner({ services, ...request }: { services: AppServices } & RequestContext): Context {
  // Study notes read outlines with the offline analyser unless the runtime gave another (a model's).
  return { ...services, outlineAnalyser: services.outlineAnalyser ?? lazyOfflineOutlineAnalyser, ...request };
}

export function createContextFactory(services: AppServices) {
  return async ({ req }: CreateFastifyContextOptions): Promise<Context> =>
    createContextInner({
      services,
      user: await req.getUser(),
      // req.ip honours TRUST_PROXY; keyed with the auth secret so the hash cannot be reversed by guessing IPs.
      clientIpHash: hashClientIp(req.ip, req.server.ipHashKey),
      requestId: String(req.id),
      log: req.log,
    });
}
