import { isBotUserAgent } from "../../lib/is-bot.ts";
import { startAnalytics, type TAnalytics, type TAnalyticsHost } from "./analytics.ts";
import { findCookiesToDelete, buildCookieDeletions } from "./browser-cookies.ts";
import { createCookieCatalogue, GA_COOKIE_ID, readConsentEnv, SENTRY_COOKIE_ID, type TConsentCookie } from "./consent-config.ts";
import {
  applyConsentChoice,
  buildConsentCookie,
  decideOnLoad,
  disabledOptionalCookies,
  enabledOptionalCookies,
  hasConsentFor,
  readConsentRecord,
  type TConsentChoice,
  type TConsentRecord,
} from "./consent-store.ts";
import { startErrorReporting, type TErrorReporting, type TErrorReportingHost } from "./error-reporting.ts";
import { readBrowserTimeZone, shouldAskForConsent } from "./european-time-zone.ts";

/**
 * The side-effecting shell around consent-store.ts: reads and writes the
 * consent cookie, shows the banner (lazily), adds or removes the optional
 * scripts, deletes their cookies, reloads, and passes the signed-in user to
 * analytics and error reporting, which only exist with consent.
 */

const consentEnv = readConsentEnv(import.meta.env);
export const cookieCatalogue = createCookieCatalogue(consentEnv);

/** Marks the script tags this module added, so declining can remove exactly those. */
export const CONSENT_SCRIPT_ATTRIBUTE = "data-mnemo-consent";

type TIdentity = { id: string; email: string } | null;

let identity: TIdentity = null;
let analytics: TAnalytics | null = null;
let errorReporting: TErrorReporting | null = null;
let hasStarted = false;

/**
 * Whether the banner (components/consent-banner.tsx) is up: while the visitor has not chosen.
 * The banner is the app's own non-modal region, not the library's dialog, which took focus and
 * kept Tab inside itself; the library shows only the preferences, a real modal.
 */
let isAsking = false;
const askingListeners = new Set<() => void>();

function setAsking(next: boolean) {
  if (isAsking === next) return;
  isAsking = next;
  for (const listener of askingListeners) listener();
}

export function subscribeToConsentQuestion(listener: () => void): () => void {
  askingListeners.add(listener);
  return () => askingListeners.delete(listener);
}

export function isAskingForConsent(): boolean {
  return isAsking;
}

const loadConsentUi = () => import("./run-consent.ts");

function readStoredRecord(): TConsentRecord | null {
  return readConsentRecord(document.cookie, Date.now());
}

function storeRecord(record: TConsentRecord) {
  document.cookie = buildConsentCookie(record, { now: Date.now(), isSecure: window.location.protocol === "https:" });
}

function addScript(cookie: TConsentCookie) {
  if (!cookie.src || document.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}="${cookie.id}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = cookie.src;
  script.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, cookie.id);
  document.head.appendChild(script);
}

/** Declining removes the scripts and the cookies they set (docs/product.md). */
function disableCookies(cookies: TConsentCookie[]) {
  for (const cookie of cookies) {
    for (const script of document.querySelectorAll(`script[${CONSENT_SCRIPT_ATTRIBUTE}="${cookie.id}"]`)) script.remove();
    for (const name of findCookiesToDelete(document.cookie, cookie.targetCookieIds)) {
      for (const deletion of buildCookieDeletions(name, window.location.hostname)) document.cookie = deletion;
    }
  }
}

/** Runs what the record allows; whatever it doesn't allow is cleaned up (left from an earlier choice). */
function applyRecord(record: TConsentRecord) {
  disableCookies(disabledOptionalCookies(cookieCatalogue, record));
  for (const cookie of enabledOptionalCookies(cookieCatalogue, record)) {
    // The integrations set up the queues their scripts read, so they start before the script tag exists.
    if (cookie.id === GA_COOKIE_ID && consentEnv.gaMeasurementId && hasConsentFor(record, "ga")) {
      analytics ??= startAnalytics(window as TAnalyticsHost, consentEnv.gaMeasurementId, { userId: identity?.id ?? null });
    }
    if (cookie.id === SENTRY_COOKIE_ID && hasConsentFor(record, "sentry")) {
      errorReporting ??= startErrorReporting(window as TErrorReportingHost, { email: identity?.email ?? null });
    }
    addScript(cookie);
  }
}

/** A choice from the banner's buttons or the preferences' ones. */
export function onChoice(choice: TConsentChoice) {
  setAsking(false);
  const outcome = applyConsentChoice(cookieCatalogue, readStoredRecord(), choice, Date.now());
  storeRecord(outcome.record);
  disableCookies(outcome.cookiesToDisable);
  // The reload starts whatever was accepted on a clean page; see consent-store.ts.
  if (outcome.shouldReload) window.location.reload();
}

/** On app start: apply the stored choice, accept automatically outside Europe, or show the banner. */
export function startConsent(): void {
  if (hasStarted) return;
  hasStarted = true;
  const decision = decideOnLoad({
    catalogue: cookieCatalogue,
    record: readStoredRecord(),
    isTestMode: import.meta.env.MODE === "test",
    isBot: isBotUserAgent(navigator.userAgent),
    shouldAsk: shouldAskForConsent(readBrowserTimeZone()),
    now: Date.now(),
  });
  switch (decision.kind) {
    case "off":
      return;
    case "auto-grant":
      storeRecord(decision.record);
      applyRecord(decision.record);
      return;
    case "apply":
      applyRecord(decision.record);
      return;
    case "ask": {
      // Nothing optional runs before the visitor chooses; clear what an expired choice may have left.
      disableCookies(cookieCatalogue.optional);
      setAsking(true);
    }
  }
}

/** "Cookie settings" and the banner's "Manage preferences": the preferences modal, showing the stored choice (none while undecided). */
export async function openCookieSettings(): Promise<void> {
  const ui = await loadConsentUi();
  await ui.showConsentPreferences({ catalogue: cookieCatalogue, record: readStoredRecord(), onChoice });
}

/** Who is signed in; reaches analytics (id) and error reporting (email) only where they run. */
export function identifyUser(user: TIdentity) {
  identity = user;
  analytics?.setUserId(user?.id ?? null);
  errorReporting?.setUserEmail(user?.email ?? null);
}
