import type { TBillingConfig, TPaidPlanId } from "@mnemo/api-contract";
import Stripe from "stripe";
import type { Env } from "../../env.ts";
import { resolveAuthSecret } from "../../runtime/auth-secret.ts";

/** Where the billing code writes its lines (pino's shape); never given secrets or bodies. */
export type BillingLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Stripe for this server: the client, the webhook secret and the plan prices,
 * built once from the environment. Absent when STRIPE_SECRET_KEY is not set
 * (billing off). See docs/billing.md.
 */
export type BillingService = {
  stripe: Stripe;
  webhookSecret: string;
  /** Stripe price id of each paid plan (the catalogue's priceId). */
  prices: Record<TPaidPlanId, string>;
  trialDays: number;
  graceDays: number;
  /** Where Stripe sends the browser back to (success, cancel and portal return URLs). */
  publicUrl: string;
  /**
   * The server secret the trial claims' email hashes are keyed with (trial-claims.ts): BETTER_AUTH_SECRET,
   * or the one generated in .data/ without it, as for the auth limits' hashes. Changing it forgets every claim.
   */
  emailHashKey: string;
  log: BillingLog;
};

export type BillingEnv = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_PRICE_PREMIUM"
  | "STRIPE_PRICE_PRO"
  | "STRIPE_TRIAL_DAYS"
  | "BILLING_GRACE_DAYS"
  | "STRIPE_API_BASE"
  | "BETTER_AUTH_SECRET"
>;

/** The Stripe client: api.stripe.com, or STRIPE_API_BASE (an http test server speaking Stripe's API). */
export function createStripeClient({ secretKey, apiBase }: { secretKey: string; apiBase?: string | undefined }): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Mnemo" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function createBillingService(
  env: BillingEnv,
  { publicUrl, log }: { publicUrl: string; log: BillingLog },
): BillingService | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_PREMIUM || !env.STRIPE_PRICE_PRO) return undefined;
  return {
    stripe: createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: { premium: env.STRIPE_PRICE_PREMIUM, pro: env.STRIPE_PRICE_PRO },
    trialDays: env.STRIPE_TRIAL_DAYS,
    graceDays: env.BILLING_GRACE_DAYS,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    emailHashKey: resolveAuthSecret(env.BETTER_AUTH_SECRET, (message) => log.warn({}, message)),
    log,
  };
}

/** Billing off, with the default trial and grace days (tests and tools that build no config). */
export const BILLING_OFF_CONFIG: TBillingConfig = { enabled: false, trialDays: 7, graceDays: 7 };

/** What the browser is told (billing.config): on or off, the trial and the grace period. */
export function billingConfig(
  billing: BillingService | undefined,
  env: Pick<Env, "STRIPE_TRIAL_DAYS" | "BILLING_GRACE_DAYS">,
): TBillingConfig {
  return {
    enabled: billing !== undefined,
    trialDays: billing?.trialDays ?? env.STRIPE_TRIAL_DAYS,
    graceDays: billing?.graceDays ?? env.BILLING_GRACE_DAYS,
  };
}
