/**
 * Sentry through its Loader Script, started only by consent-runtime.ts once
 * the visitor consented to the 'sentry' cookie. The loader (the catalogue's
 * `src`) carries the project's DSN and calls `window.sentryOnLoad` when the
 * SDK is in; that is where we initialise it and say who is signed in
 * (docs/product.md: error reporting receives the user's email).
 */

type TSentry = {
  init: (options: Record<string, unknown>) => void;
  setUser: (user: { email: string } | null) => void;
};

/** The parts of `window` the loader uses; a plain object in unit tests. */
export type TErrorReportingHost = { Sentry?: TSentry; sentryOnLoad?: () => void };

/** docs/product.md: error-reporting sample rates are 1 when enabled. */
export const ERROR_REPORTING_OPTIONS = { sampleRate: 1, tracesSampleRate: 1 } as const;

export type TErrorReporting = {
  setUserEmail: (email: string | null) => void;
};

export function startErrorReporting(host: TErrorReportingHost, options: { email?: string | null } = {}): TErrorReporting {
  let currentEmail = options.email ?? null;
  let isLoaded = false;
  const applyUser = () => host.Sentry?.setUser(currentEmail ? { email: currentEmail } : null);
  // Must be set before the loader script is added: the loader reads it once, when the SDK arrives.
  host.sentryOnLoad = () => {
    host.Sentry?.init({ ...ERROR_REPORTING_OPTIONS });
    isLoaded = true;
    applyUser();
  };
  return {
    setUserEmail(email) {
      if (email === currentEmail) return;
      currentEmail = email;
      // Before the SDK loads, sentryOnLoad applies the latest email.
      if (isLoaded) applyUser();
    },
  };
}
