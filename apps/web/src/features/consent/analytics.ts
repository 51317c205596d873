/**
 * Google Analytics 4 through gtag.js, started only by consent-runtime.ts once
 * the visitor consented to the 'ga' cookie. The script itself is loaded from
 * the catalogue's `src`; this sets up the queue it reads and tells it who is
 * signed in (docs/product.md: analytics receives the user id, never the email).
 */

type TGtag = (...args: unknown[]) => void;

/** The parts of `window` gtag.js uses; a plain object in unit tests. */
export type TAnalyticsHost = { dataLayer?: unknown[]; gtag?: TGtag };

export type TAnalytics = {
  setUserId: (userId: string | null) => void;
};

export function startAnalytics(host: TAnalyticsHost, measurementId: string, options: { userId?: string | null } = {}): TAnalytics {
  const dataLayer = (host.dataLayer ??= []);
  // gtag.js expects the `arguments` object itself in the queue, not an array.
  host.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  const gtag = host.gtag;
  let currentUserId = options.userId ?? null;
  gtag("js", new Date());
  gtag("config", measurementId, currentUserId ? { user_id: currentUserId } : {});
  return {
    setUserId(userId) {
      if (userId === currentUserId) return;
      currentUserId = userId;
      // null clears it after sign-out, so the next visitor on this browser isn't counted as the last one.
      gtag("set", { user_id: userId });
    },
  };
}
