import { billingConfig, createBillingService, type BillingEnv, type BillingLog, type BillingService } from "../billing-service.ts";
import type { FakeStripe } from "./fake-stripe.ts";

/** The environment of a server whose Stripe is this fake: its key, webhook secret and prices, a 7-day trial and grace period, a server secret. */
export function fakeBillingEnv(fake: FakeStripe): BillingEnv {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_PREMIUM: fake.prices.premium,
    STRIPE_PRICE_PRO: fake.prices.pro,
    STRIPE_TRIAL_DAYS: 7,
    BILLING_GRACE_DAYS: 7,
    STRIPE_API_BASE: fake.url,
    BETTER_AUTH_SECRET: "fake-billing-secret-for-email-hashes",
  };
}

/** Billing as the server builds it from that environment (the real stripe client, pointed at the fake), and what the browser is told. */
export function fakeBilling(fake: FakeStripe, options: { publicUrl: string; log: BillingLog }) {
  const env = fakeBillingEnv(fake);
  const billing: BillingService | undefined = createBillingService(env, options);
  if (!billing) throw new Error("the fake's environment did not turn billing on");
  return { env, billing, billingConfig: billingConfig(billing, env) };
}
