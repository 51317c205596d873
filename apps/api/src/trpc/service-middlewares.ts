import { requireBilling } from "../features/billing/actions/billing-errors.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { requireGeneration } from "../features/generation/require-generation.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { middleware } from "./init.ts";

/*
 * The optional services, narrowed once per procedure (as protectedProcedure
 * narrows ctx.user): after `.use(withGeneration)` the resolver reads
 * `ctx.generation` without a check. A server built without the service answers
 * the require function's error (the same one REST answers).
 *
 * Place them after `.input()`: a bad input is then refused before a missing
 * service, the order the procedures had when they called requireX themselves.
 */

/** Card generation; "Card generation is not running on this server." without it. */
export const withGeneration = middleware(({ ctx, next }) => next({ ctx: { generation: requireGeneration(ctx.generation) } }));

/** The file stores of exports and imports. */
export const withExchange = middleware(({ ctx, next }) => next({ ctx: { exchange: requireExchange(ctx.exchange) } }));

/** The file threads that read imports and write exports. */
export const withThreads = middleware(({ ctx, next }) => next({ ctx: { threads: requireThreads(ctx.threads) } }));

/** Stripe; BILLING_DISABLED when this server takes no payments. */
export const withBilling = middleware(({ ctx, next }) => next({ ctx: { billing: requireBilling(ctx.billing) } }));
