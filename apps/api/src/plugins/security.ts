import type { TRestError } from "@mnemo/api-contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export type SecurityOptions = {
  /** Origins whose pages may change data (PUBLIC_URL, TRUSTED_ORIGINS, Vite's dev server in development). */
  trustedOrigins: string[];
  /** Third parties the web app may load after consent (VITE_GA_MEASUREMENT_ID, VITE_SENTRY_LOADER_KEY). */
  analytics?: { googleAnalytics?: boolean; sentry?: boolean };
  /** Where the browser talks to Supabase (AUTH_PROVIDER=supabase). */
  supabaseUrl?: string | undefined;
  /** Where presigned downloads point (FILES_S3_DOWNLOADS=presigned): pictures and sounds load from there after the API's redirect. */
  filesOrigin?: string | undefined;
  /** Send Strict-Transport-Security (PUBLIC_URL is https). */
  hsts?: boolean;
};

/** The third parties the web build was configured with (the same variables Vite reads at build time). */
export function analyticsFromEnv(env: Record<string, unknown>) {
  return { googleAnalytics: Boolean(env.VITE_GA_MEASUREMENT_ID), sentry: Boolean(env.VITE_SENTRY_LOADER_KEY) };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Answers a cross-site attempt to change data. */
const CROSS_SITE: TRestError = {
  error: "This request came from a page on another site, so it was refused. Use Mnemo from its own address.",
  code: "FORBIDDEN",
};

/**
 * Cross-site request forgery and the browser-side hardening headers.
 *
 * A state-changing request (anything but GET/HEAD/OPTIONS) is refused with 403
 * when its `Origin` is not a trusted one (or the same origin as the request's
 * host), or, without an Origin, when `Sec-Fetch-Site` says another site sent it.
 * Requests with neither header come from programs, not browsers (a browser
 * always sends Origin on POST), and carry their own credentials.
 */
async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const trusted = new Set(options.trustedOrigins.map((origin) => normaliseOrigin(origin)).filter(Boolean));
  const headers = securityHeaders(options);

  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, trusted)) {
      request.log.warn(
        { audit: "csrf_refused", origin: request.headers.origin ?? null, url: request.url.split("?")[0] },
        "cross-site request refused",
      );
      return reply.status(403).header("connection", "close").send(CROSS_SITE);
    }
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}

function isCrossSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalised = normaliseOrigin(origin);
    if (!normalised) return true; // "null" (sandboxed frames, file://) or garbage
    if (trusted.has(normalised)) return false;
    return normalised !== normaliseOrigin(`${request.protocol}://${request.host}`);
  }
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}

function normaliseOrigin(origin: string): string {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

/** The headers every answer carries (a route may set its own first). */
export function securityHeaders({ analytics = {}, supabaseUrl, filesOrigin, hsts = false }: SecurityOptions): [string, string][] {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const images = ["'self'", "data:", "blob:"];
  // Without a bucket's origin, sounds fall back to default-src 'self'.
  const media = filesOrigin ? ["'self'"] : [];
  if (analytics.googleAnalytics) {
    scripts.push("https://www.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
    images.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (analytics.sentry) {
    scripts.push("https://js.sentry-cdn.com", "https://browser.sentry-cdn.com");
    connect.push("https://*.ingest.sentry.io", "https://*.ingest.us.sentry.io", "https://*.ingest.de.sentry.io");
  }
  if (supabaseUrl) {
    const origin = normaliseOrigin(supabaseUrl);
    if (origin) connect.push(origin, origin.replace(/^http/, "ws"));
  }
  if (filesOrigin) {
    const origin = normaliseOrigin(filesOrigin);
    if (origin) {
      images.push(origin);
      media.push(origin);
    }
  }
  const csp = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Mantine sets style attributes and injects its CSS variables at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    ...(media.length ? [`media-src ${media.join(" ")}`] : []),
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const list: [string, string][] = [
    ["content-security-policy", csp],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (hsts) list.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  return list;
}

export default fp(securityPlugin, { name: "mnemo-security" });
