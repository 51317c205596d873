import { escapeHtml } from "@mnemo/api-contract";
import type Stripe from "stripe";
import type { CheckoutRecord } from "./fake-stripe-account.ts";
import { findPrice } from "./fake-stripe-objects.ts";

/**
 * Stand-ins for Stripe's hosted pages (Checkout and the customer portal), so
 * a browser test can go through them: plain HTML forms. Every value shown is
 * escaped; links only ever hold the http(s) URLs the API accepted.
 */

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p>${escapeHtml(message)}</p>`);
}

export function checkoutPage({ session, price, trialDays }: CheckoutRecord): string {
  const perMonth = `${pounds(price.amount)} per month`;
  const lines = [
    `<p class="product">${escapeHtml(price.productName)}</p>`,
    `<p class="price">${escapeHtml(perMonth)}</p>`,
    trialDays ? `<p class="trial">${escapeHtml(`${trialDays} days free, then ${perMonth}`)}</p>` : "",
  ];
  if (session.status !== "open") {
    lines.push(`<p class="status">${escapeHtml(`This checkout is ${session.status ?? "closed"}.`)}</p>`);
  } else {
    lines.push(
      `<form method="post" action="/checkout/pay/${encodeURIComponent(session.id)}"><button type="submit">Pay and subscribe</button></form>`,
    );
  }
  if (session.cancel_url) lines.push(`<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`);
  return page("Fake Stripe Checkout", lines.filter(Boolean).join("\n"));
}

export function portalPage(portal: Stripe.BillingPortal.Session, subscription: Stripe.Subscription | undefined): string {
  const lines: string[] = [];
  const price = subscription ? findPrice(subscription.items.data[0]?.price.id ?? "") : undefined;
  if (!subscription) {
    lines.push(`<p class="plan">No current plan.</p>`);
  } else {
    const plan = price ? `${price.productName}, ${pounds(price.amount)} per month` : (subscription.items.data[0]?.price.id ?? "");
    lines.push(`<p class="plan">${escapeHtml(plan)}</p>`, `<p class="status">Status: ${escapeHtml(subscription.status)}</p>`);
    if (subscription.cancel_at) lines.push(`<p class="cancels">${escapeHtml(`Cancels on ${day(subscription.cancel_at)}`)}</p>`);
    if (subscription.status !== "canceled") {
      const [action, label] = subscription.cancel_at_period_end ? ["renew", "Renew plan"] : ["cancel", "Cancel plan"];
      lines.push(
        `<form method="post" action="/portal/${encodeURIComponent(portal.id)}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`,
      );
    }
  }
  if (portal.return_url) lines.push(`<p><a href="${escapeHtml(portal.return_url)}">Return to Mnemo</a></p>`);
  return page("Fake Stripe customer portal", lines.join("\n"));
}
