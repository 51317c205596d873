import { buildPlans, type TPlan } from "@mnemo/api-contract";
import type { Env } from "../../env.ts";

/** The plan catalogue with this deployment's Stripe price ids. */
export function planCatalog(env: Pick<Env, "STRIPE_PRICE_PREMIUM" | "STRIPE_PRICE_PRO">): TPlan[] {
  return buildPlans({ premium: env.STRIPE_PRICE_PREMIUM, pro: env.STRIPE_PRICE_PRO });
}
