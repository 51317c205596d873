import type { FastifyInstance } from "fastify";
import { receiveStripeEvent, verifyStripeEvent, type WebhookReceipt } from "../features/billing/webhook/receive-stripe-event.ts";
import { AppError } from "../lib/app-error.ts";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Stripe's events are a few KB; a megabyte is far beyond any of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/stripe/webhook` (docs/billing.md). Registered without
 * fastify-plugin, so its body parser stays inside this plugin: here every
 * content type arrives as the raw bytes the signature was computed over,
 * while the rest of the app keeps parsing JSON.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request): Promise<WebhookReceipt> => {
    const { db, jobs, billing } = app.services;
    if (!billing) {
      throw new AppError("BILLING_DISABLED", {
        message: "Payments are not set up on this server (no STRIPE_SECRET_KEY), so it takes no Stripe events.",
      });
    }
    // Without the job runtime an event could be stored but never acted on: a 5xx makes Stripe try again later.
    if (!jobs) throw new Error("stripe webhook: the job runtime is not running");
    const event = await verifyStripeEvent({ body: request.body, signature: request.headers["stripe-signature"] }, billing);
    return receiveStripeEvent(event, { db, jobs, log: billing.log });
  });
}
