import { allCookieIds, CONSENT_COOKIE_NAME, type TConsentCookie, type TCookieCatalogue } from "./consent-config.ts";

/**
 * The consent state machine (docs/product.md), pure: what is stored,
 * what each choice stores, what a page load does, and when the page reloads.
 * consent-runtime.ts applies its answers to the browser.
 */

/** One year: how long any choice, and the automatic one outside Europe, is kept. */
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** What the consent cookie holds. `null` wherever a record is expected means undecided. */
export type TConsentRecord = {
  isConsentGiven: boolean;
  enabledCookieIds: string[];
  /** Epoch milliseconds. */
  expiresAt: number;
};

export type TConsentStatus = "undecided" | "accepted-all" | "necessary-only" | "partial" | "declined-all";

export type TConsentChoice =
  | { type: "accept-all" }
  | { type: "accept-necessary" }
  /** From the preferences modal: the optional cookie ids switched on. */
  | { type: "save-partial"; optionalCookieIds: string[] }
  | { type: "decline-all" };

export function createConsentRecord(catalogue: TCookieCatalogue, choice: TConsentChoice, now: number): TConsentRecord {
  const expiresAt = now + CONSENT_MAX_AGE_SECONDS * 1000;
  const necessaryIds = catalogue.necessary.map((cookie) => cookie.id);
  switch (choice.type) {
    case "accept-all":
      return { isConsentGiven: true, enabledCookieIds: allCookieIds(catalogue), expiresAt };
    case "accept-necessary":
      return { isConsentGiven: true, enabledCookieIds: necessaryIds, expiresAt };
    case "save-partial": {
      // Only ids the catalogue offers, in catalogue order; necessary ones can't be switched off.
      const chosen = catalogue.optional.filter((cookie) => choice.optionalCookieIds.includes(cookie.id)).map((cookie) => cookie.id);
      return { isConsentGiven: true, enabledCookieIds: [...necessaryIds, ...chosen], expiresAt };
    }
    case "decline-all":
      // docs/product.md's "enabled list emptied": nothing optional may run, and the flag says no consent was given.
      return { isConsentGiven: false, enabledCookieIds: [], expiresAt };
  }
}

export function getConsentStatus(catalogue: TCookieCatalogue, record: TConsentRecord | null): TConsentStatus {
  if (!record) return "undecided";
  if (!record.isConsentGiven) return "declined-all";
  const enabledOptional = catalogue.optional.filter((cookie) => record.enabledCookieIds.includes(cookie.id));
  if (enabledOptional.length === 0) return "necessary-only";
  return enabledOptional.length === catalogue.optional.length ? "accepted-all" : "partial";
}

/** Analytics needs an id containing 'ga', error reporting one containing 'sentry' (docs/product.md). */
export function hasConsentFor(record: TConsentRecord | null, idFragment: "ga" | "sentry"): boolean {
  return !!record?.isConsentGiven && record.enabledCookieIds.some((id) => id.includes(idFragment));
}

/** Optional cookies the record allows, in catalogue order. */
export function enabledOptionalCookies(catalogue: TCookieCatalogue, record: TConsentRecord | null): TConsentCookie[] {
  if (!record?.isConsentGiven) return [];
  return catalogue.optional.filter((cookie) => record.enabledCookieIds.includes(cookie.id));
}

/** Optional cookies the record does not allow: their scripts must not run and their cookies must go. */
export function disabledOptionalCookies(catalogue: TCookieCatalogue, record: TConsentRecord | null): TConsentCookie[] {
  const enabled = enabledOptionalCookies(catalogue, record);
  return catalogue.optional.filter((cookie) => !enabled.includes(cookie));
}

/** Same decision (flag and set of ids), whatever the order or expiry. */
export function isSameConsent(a: TConsentRecord | null, b: TConsentRecord | null): boolean {
  if (!a || !b) return a === b;
  if (a.isConsentGiven !== b.isConsentGiven) return false;
  const idsA = new Set(a.enabledCookieIds);
  const idsB = new Set(b.enabledCookieIds);
  return idsA.size === idsB.size && [...idsA].every((id) => idsB.has(id));
}

export type TChoiceOutcome = {
  record: TConsentRecord;
  /**
   * Any change reloads the page (docs/product.md), so scripts start or stop
   * from a clean page. Saving the same choice again only renews the year.
   */
  shouldReload: boolean;
  /** Optional cookies to switch off now: remove their scripts and delete their cookies. */
  cookiesToDisable: TConsentCookie[];
};

export function applyConsentChoice(
  catalogue: TCookieCatalogue,
  previous: TConsentRecord | null,
  choice: TConsentChoice,
  now: number,
): TChoiceOutcome {
  const record = createConsentRecord(catalogue, choice, now);
  return {
    record,
    shouldReload: !isSameConsent(previous, record),
    cookiesToDisable: disabledOptionalCookies(catalogue, record),
  };
}

export type TLoadDecision =
  /** Test mode, or a robot: no banner and no optional scripts. */
  | { kind: "off" }
  /** Show the banner; nothing optional runs until the visitor chooses. */
  | { kind: "ask" }
  /** A choice is stored: apply it. */
  | { kind: "apply"; record: TConsentRecord }
  /** Outside Europe and undecided: store "accept all" for a year and apply it, without a banner or a reload. */
  | { kind: "auto-grant"; record: TConsentRecord };

export function decideOnLoad(options: {
  catalogue: TCookieCatalogue;
  record: TConsentRecord | null;
  isTestMode: boolean;
  isBot: boolean;
  /** From european-time-zone.ts shouldAskForConsent. */
  shouldAsk: boolean;
  now: number;
}): TLoadDecision {
  const { catalogue, record, isTestMode, isBot, shouldAsk, now } = options;
  if (isTestMode || isBot) return { kind: "off" };
  if (record && record.expiresAt > now) return { kind: "apply", record };
  if (shouldAsk) return { kind: "ask" };
  return { kind: "auto-grant", record: createConsentRecord(catalogue, { type: "accept-all" }, now) };
}

// ---- Storage: one first-party cookie, readable by the server too. ----

type TStoredShape = { given: boolean; enabled: string[]; expires: number };

export function serializeConsentRecord(record: TConsentRecord): string {
  const stored: TStoredShape = { given: record.isConsentGiven, enabled: record.enabledCookieIds, expires: record.expiresAt };
  return encodeURIComponent(JSON.stringify(stored));
}

/** The record in a `document.cookie` string, or null when absent, unreadable or expired. */
export function readConsentRecord(cookieHeader: string, now: number): TConsentRecord | null {
  const prefix = `${CONSENT_COOKIE_NAME}=`;
  const raw = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!isStoredShape(parsed) || parsed.expires <= now) return null;
  return { isConsentGiven: parsed.given, enabledCookieIds: parsed.enabled, expiresAt: parsed.expires };
}

function isStoredShape(value: unknown): value is TStoredShape {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.given === "boolean" &&
    Array.isArray(candidate.enabled) &&
    candidate.enabled.every((id) => typeof id === "string") &&
    typeof candidate.expires === "number" &&
    Number.isFinite(candidate.expires)
  );
}

/** The `document.cookie` assignment that stores the record until it expires. */
export function buildConsentCookie(record: TConsentRecord, options: { now: number; isSecure: boolean }): string {
  const maxAge = Math.max(0, Math.round((record.expiresAt - options.now) / 1000));
  return `${CONSENT_COOKIE_NAME}=${serializeConsentRecord(record)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.isSecure ? "; Secure" : ""}`;
}
