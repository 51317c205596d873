/**
 * What Mnemo stores in the browser and why: the catalogue the consent banner
 * explains and the consent store decides on. Necessary entries always apply;
 * optional ones only with consent, and only exist when the build configures
 * them (VITE_GA_MEASUREMENT_ID, VITE_SENTRY_LOADER_KEY), so a self-hosted
 * Mnemo without them sends nothing to anyone.
 */

export type TCookieCategory = "necessary" | "optional";

export type TCookieLink = { href: string; label: string };

export type TConsentCookie = {
  /** Stable id, stored in the consent cookie. Analytics and error reporting are tied to ids containing 'ga' and 'sentry'. */
  id: string;
  name: string;
  description: string;
  /** Script that runs only with consent. */
  src?: string;
  /** Browser cookies this entry sets; a trailing `*` matches a prefix. Deleted when consent is withdrawn. */
  targetCookieIds: string[];
  links: TCookieLink[];
  /** Switched on in the preferences before the visitor has decided. */
  isPreselected: boolean;
};

export type TCookieCatalogue = { necessary: TConsentCookie[]; optional: TConsentCookie[] };

export type TConsentEnv = { gaMeasurementId?: string | undefined; sentryLoaderKey?: string | undefined };

/** The consent record itself; see consent-store.ts. */
export const CONSENT_COOKIE_NAME = "mnemo_consent";
/** vanilla-cookieconsent's copy of the choice (local storage), rebuilt from CONSENT_COOKIE_NAME on every load. */
export const CONSENT_UI_STORAGE_KEY = "mnemo_consent_ui";

export const GA_COOKIE_ID = "ga";
export const SENTRY_COOKIE_ID = "sentry";

// GA4 ids look like G-XXXXXXXXXX; a Sentry loader key is the 32-hex public key of a DSN.
const GA_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;
const SENTRY_LOADER_KEY_PATTERN = /^[a-f0-9]{32}$/;

/**
 * The build's settings, checked once. Anything malformed counts as not
 * configured: a typo must never load a script from a URL nobody meant.
 */
export function readConsentEnv(env: Record<string, unknown>): TConsentEnv {
  const gaMeasurementId = typeof env.VITE_GA_MEASUREMENT_ID === "string" ? env.VITE_GA_MEASUREMENT_ID.trim() : "";
  const sentryLoaderKey = typeof env.VITE_SENTRY_LOADER_KEY === "string" ? env.VITE_SENTRY_LOADER_KEY.trim() : "";
  return {
    gaMeasurementId: GA_MEASUREMENT_ID_PATTERN.test(gaMeasurementId) ? gaMeasurementId : undefined,
    sentryLoaderKey: SENTRY_LOADER_KEY_PATTERN.test(sentryLoaderKey) ? sentryLoaderKey : undefined,
  };
}

const necessaryCookies: TConsentCookie[] = [
  {
    id: "session",
    name: "Sign-in session",
    description: "Keeps you signed in. Set when you sign in or sign up, removed when you sign out.",
    targetCookieIds: ["better-auth.*", "__Secure-better-auth.*"],
    links: [],
    isPreselected: true,
  },
  {
    id: "consent",
    name: "Cookie choices",
    description: "Remembers the choice you make here for a year, so we don't ask again on every visit.",
    targetCookieIds: [CONSENT_COOKIE_NAME],
    links: [],
    isPreselected: true,
  },
  {
    id: "device-settings",
    name: "Settings on this device",
    description:
      "Your colour theme, deck layout and playground deck, kept in this browser's local storage. They stay on your device and are never sent to us.",
    targetCookieIds: [],
    links: [],
    isPreselected: true,
  },
];

/** Google's own cookie names for a GA4 property: `_ga` and `_ga_<id without "G-">`. */
function analyticsCookie(measurementId: string): TConsentCookie {
  return {
    id: GA_COOKIE_ID,
    name: "Google Analytics",
    description:
      "Counts visits and which features are used, so we know what to improve. When you are signed in it also receives your account id (never your email).",
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
    targetCookieIds: ["_ga", "_ga_*"],
    links: [
      { href: "https://policies.google.com/privacy", label: "Google Privacy Policy" },
      {
        href: "https://policies.google.com/technologies/partner-sites",
        label: "How Google uses information from sites that use its services",
      },
    ],
    // Pre-ticked boxes are not consent under the GDPR (CJEU, Planet49): the visitor switches it on.
    isPreselected: false,
  };
}

function errorReportingCookie(loaderKey: string): TConsentCookie {
  return {
    id: SENTRY_COOKIE_ID,
    name: "Error reports (Sentry)",
    description:
      "When something breaks, sends a report to our error tracker so we can fix it. When you are signed in the report includes your email, so we can follow up.",
    src: `https://js.sentry-cdn.com/${loaderKey}.min.js`,
    // Sentry keeps its state in session storage and sets no cookies.
    targetCookieIds: [],
    links: [{ href: "https://sentry.io/privacy/", label: "Sentry Privacy Policy" }],
    isPreselected: false,
  };
}

export function createCookieCatalogue(env: TConsentEnv): TCookieCatalogue {
  const optional: TConsentCookie[] = [];
  if (env.gaMeasurementId) optional.push(analyticsCookie(env.gaMeasurementId));
  if (env.sentryLoaderKey) optional.push(errorReportingCookie(env.sentryLoaderKey));
  return { necessary: necessaryCookies, optional };
}

/** Every cookie id of the catalogue, necessary first. */
export function allCookieIds(catalogue: TCookieCatalogue): string[] {
  return [...catalogue.necessary, ...catalogue.optional].map((cookie) => cookie.id);
}

export const consentTexts = {
  title: "Hey, you!",
  description: "We use cookies to enhance your experience.",
  acceptAll: "Accept all",
  acceptNecessary: "Necessary only",
  showPreferences: "Manage preferences",
  preferencesTitle: "Cookie preferences",
  preferencesIntro:
    "Choose what Mnemo may store in your browser. You can change your mind at any time with “Cookie settings” in the page footer.",
  declineAll: "Decline all",
  savePreferences: "Save preferences",
  close: "Close",
  necessaryTitle: "Necessary",
  necessaryDescription: "Needed for Mnemo to work, so they are always on.",
} as const;
