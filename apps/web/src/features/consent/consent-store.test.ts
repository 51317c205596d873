import { describe, expect, it } from "vitest";
import { createCookieCatalogue, type TConsentCookie, type TCookieCatalogue } from "./consent-config.ts";
import {
  applyConsentChoice,
  buildConsentCookie,
  CONSENT_MAX_AGE_SECONDS,
  createConsentRecord,
  decideOnLoad,
  disabledOptionalCookies,
  enabledOptionalCookies,
  getConsentStatus,
  hasConsentFor,
  isSameConsent,
  readConsentRecord,
  serializeConsentRecord,
  type TConsentChoice,
  type TConsentRecord,
} from "./consent-store.ts";

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const YEAR_MS = 31_536_000 * 1000;

const catalogue = createCookieCatalogue({ gaMeasurementId: "G-TEST1234", sentryLoaderKey: "0123456789abcdef0123456789abcdef" });
const ids = (cookies: TConsentCookie[]) => cookies.map((cookie) => cookie.id);
const record = (choice: TConsentChoice, now = NOW) => createConsentRecord(catalogue, choice, now);
const cookieHeaderFor = (stored: TConsentRecord) => `other=1; mnemo_consent=${serializeConsentRecord(stored)}; _ga=GA1`;

describe("choices", () => {
  it("accept all enables every cookie, necessary and optional", () => {
    expect(record({ type: "accept-all" })).toEqual({
      isConsentGiven: true,
      enabledCookieIds: ["session", "consent", "device-settings", "ga", "sentry"],
      expiresAt: NOW + YEAR_MS,
    });
  });

  it("necessary only enables the necessary cookies", () => {
    expect(record({ type: "accept-necessary" }).enabledCookieIds).toEqual(["session", "consent", "device-settings"]);
    expect(record({ type: "accept-necessary" }).isConsentGiven).toBe(true);
  });

  it("a partial save enables the necessary cookies plus the chosen optional ones, in catalogue order", () => {
    expect(record({ type: "save-partial", optionalCookieIds: ["sentry"] }).enabledCookieIds).toEqual([
      "session",
      "consent",
      "device-settings",
      "sentry",
    ]);
    expect(record({ type: "save-partial", optionalCookieIds: ["sentry", "ga"] }).enabledCookieIds).toEqual(
      record({ type: "accept-all" }).enabledCookieIds,
    );
  });

  it("a partial save ignores ids the catalogue does not offer", () => {
    expect(record({ type: "save-partial", optionalCookieIds: ["ga", "made-up", "session"] }).enabledCookieIds).toEqual([
      "session",
      "consent",
      "device-settings",
      "ga",
    ]);
  });

  it("decline all empties the enabled list and records that no consent was given", () => {
    expect(record({ type: "decline-all" })).toEqual({ isConsentGiven: false, enabledCookieIds: [], expiresAt: NOW + YEAR_MS });
  });

  it("every choice is kept for a year (31536000 s)", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    const choices: TConsentChoice[] = [
      { type: "accept-all" },
      { type: "accept-necessary" },
      { type: "save-partial", optionalCookieIds: [] },
      { type: "decline-all" },
    ];
    for (const choice of choices) {
      expect(record(choice).expiresAt - NOW).toBe(YEAR_MS);
    }
  });
});

describe("getConsentStatus", () => {
  it.each([
    [null, "undecided"],
    [record({ type: "accept-all" }), "accepted-all"],
    [record({ type: "accept-necessary" }), "necessary-only"],
    [record({ type: "save-partial", optionalCookieIds: ["ga"] }), "partial"],
    [record({ type: "save-partial", optionalCookieIds: [] }), "necessary-only"],
    [record({ type: "decline-all" }), "declined-all"],
  ] as const)("%j is %s", (stored, status) => {
    expect(getConsentStatus(catalogue, stored)).toBe(status);
  });

  it("a record from before an optional cookie was added no longer counts as accepting all", () => {
    const gaOnly = createCookieCatalogue({ gaMeasurementId: "G-TEST1234" });
    const acceptedBefore = createConsentRecord(gaOnly, { type: "accept-all" }, NOW);
    expect(getConsentStatus(gaOnly, acceptedBefore)).toBe("accepted-all");
    expect(getConsentStatus(catalogue, acceptedBefore)).toBe("partial");
    expect(ids(disabledOptionalCookies(catalogue, acceptedBefore))).toEqual(["sentry"]);
  });
});

describe("hasConsentFor", () => {
  it("ties analytics to ids containing 'ga' and error reporting to ids containing 'sentry'", () => {
    const analyticsOnly = record({ type: "save-partial", optionalCookieIds: ["ga"] });
    expect(hasConsentFor(analyticsOnly, "ga")).toBe(true);
    expect(hasConsentFor(analyticsOnly, "sentry")).toBe(false);
    const reportsOnly = record({ type: "save-partial", optionalCookieIds: ["sentry"] });
    expect(hasConsentFor(reportsOnly, "ga")).toBe(false);
    expect(hasConsentFor(reportsOnly, "sentry")).toBe(true);
  });

  it("matches any id containing the fragment", () => {
    const stored: TConsentRecord = { isConsentGiven: true, enabledCookieIds: ["ga4-extra", "sentry-replay"], expiresAt: NOW + 1 };
    expect(hasConsentFor(stored, "ga")).toBe(true);
    expect(hasConsentFor(stored, "sentry")).toBe(true);
  });

  it("is false while undecided, after necessary only and after decline all", () => {
    expect(hasConsentFor(null, "ga")).toBe(false);
    expect(hasConsentFor(record({ type: "accept-necessary" }), "ga")).toBe(false);
    expect(hasConsentFor(record({ type: "decline-all" }), "sentry")).toBe(false);
  });

  it("is false without the consent flag even if ids are listed", () => {
    expect(hasConsentFor({ isConsentGiven: false, enabledCookieIds: ["ga", "sentry"], expiresAt: NOW + 1 }, "ga")).toBe(false);
  });
});

describe("enabled and disabled optional cookies", () => {
  it("splits the optional cookies by the record", () => {
    const partial = record({ type: "save-partial", optionalCookieIds: ["ga"] });
    expect(ids(enabledOptionalCookies(catalogue, partial))).toEqual(["ga"]);
    expect(ids(disabledOptionalCookies(catalogue, partial))).toEqual(["sentry"]);
  });

  it("disables every optional cookie while undecided and after declining", () => {
    expect(ids(disabledOptionalCookies(catalogue, null))).toEqual(["ga", "sentry"]);
    expect(ids(disabledOptionalCookies(catalogue, record({ type: "decline-all" })))).toEqual(["ga", "sentry"]);
    expect(enabledOptionalCookies(catalogue, record({ type: "decline-all" }))).toEqual([]);
  });
});

describe("applyConsentChoice: what reloads the page", () => {
  const choices: TConsentChoice[] = [
    { type: "accept-all" },
    { type: "accept-necessary" },
    { type: "save-partial", optionalCookieIds: ["ga"] },
    { type: "decline-all" },
  ];

  it.each(choices)("the first choice (%j) reloads", (choice) => {
    expect(applyConsentChoice(catalogue, null, choice, NOW).shouldReload).toBe(true);
  });

  it("every change between different choices reloads", () => {
    for (const from of choices) {
      for (const to of choices) {
        if (from === to) continue;
        const outcome = applyConsentChoice(catalogue, record(from, NOW - 1000), to, NOW);
        expect(outcome.shouldReload, `${from.type} -> ${to.type}`).toBe(true);
      }
    }
  });

  it("saving the same choice again does not reload, but renews the year", () => {
    for (const choice of choices) {
      const outcome = applyConsentChoice(catalogue, record(choice, NOW - 30 * 86_400_000), choice, NOW);
      expect(outcome.shouldReload, choice.type).toBe(false);
      expect(outcome.record.expiresAt).toBe(NOW + YEAR_MS);
    }
  });

  it("a partial save that equals accept all is no change after accept all", () => {
    const outcome = applyConsentChoice(
      catalogue,
      record({ type: "accept-all" }),
      { type: "save-partial", optionalCookieIds: ["sentry", "ga"] },
      NOW,
    );
    expect(outcome.shouldReload).toBe(false);
  });

  it("necessary only and decline all are different decisions", () => {
    expect(applyConsentChoice(catalogue, record({ type: "accept-necessary" }), { type: "decline-all" }, NOW).shouldReload).toBe(true);
  });

  it("declining lists every optional cookie to switch off; accepting all lists none", () => {
    expect(ids(applyConsentChoice(catalogue, record({ type: "accept-all" }), { type: "decline-all" }, NOW).cookiesToDisable)).toEqual([
      "ga",
      "sentry",
    ]);
    expect(applyConsentChoice(catalogue, null, { type: "accept-all" }, NOW).cookiesToDisable).toEqual([]);
    expect(
      ids(
        applyConsentChoice(catalogue, record({ type: "accept-all" }), { type: "save-partial", optionalCookieIds: ["sentry"] }, NOW)
          .cookiesToDisable,
      ),
    ).toEqual(["ga"]);
  });

  it("isSameConsent ignores order and expiry", () => {
    const a: TConsentRecord = { isConsentGiven: true, enabledCookieIds: ["session", "ga"], expiresAt: 1 };
    const b: TConsentRecord = { isConsentGiven: true, enabledCookieIds: ["ga", "session"], expiresAt: 2 };
    expect(isSameConsent(a, b)).toBe(true);
    expect(isSameConsent(a, { ...b, isConsentGiven: false })).toBe(false);
    expect(isSameConsent(a, { ...b, enabledCookieIds: ["ga"] })).toBe(false);
    expect(isSameConsent(null, null)).toBe(true);
    expect(isSameConsent(null, a)).toBe(false);
  });
});

describe("decideOnLoad", () => {
  const base = { catalogue, record: null, isTestMode: false, isBot: false, shouldAsk: true, now: NOW };

  it("shows the banner to an undecided European visitor", () => {
    expect(decideOnLoad(base)).toEqual({ kind: "ask" });
  });

  it("accepts everything for a year for an undecided visitor outside Europe, without asking", () => {
    const decision = decideOnLoad({ ...base, shouldAsk: false });
    expect(decision).toEqual({
      kind: "auto-grant",
      record: {
        isConsentGiven: true,
        enabledCookieIds: ["session", "consent", "device-settings", "ga", "sentry"],
        expiresAt: NOW + YEAR_MS,
      },
    });
  });

  it("applies a stored choice wherever the visitor is", () => {
    const declined = record({ type: "decline-all" }, NOW - 1000);
    expect(decideOnLoad({ ...base, record: declined })).toEqual({ kind: "apply", record: declined });
    expect(decideOnLoad({ ...base, record: declined, shouldAsk: false })).toEqual({ kind: "apply", record: declined });
  });

  it("treats an expired choice as undecided", () => {
    const expired = record({ type: "accept-all" }, NOW - YEAR_MS);
    expect(decideOnLoad({ ...base, record: expired })).toEqual({ kind: "ask" });
    expect(decideOnLoad({ ...base, record: expired, shouldAsk: false }).kind).toBe("auto-grant");
  });

  it("does nothing in test mode or for robots: no banner, no automatic consent", () => {
    expect(decideOnLoad({ ...base, isTestMode: true })).toEqual({ kind: "off" });
    expect(decideOnLoad({ ...base, isTestMode: true, shouldAsk: false })).toEqual({ kind: "off" });
    expect(decideOnLoad({ ...base, isBot: true, shouldAsk: false })).toEqual({ kind: "off" });
  });

  it("with no optional cookie configured, a European visitor still sees the banner", () => {
    const bare: TCookieCatalogue = createCookieCatalogue({});
    expect(bare.optional).toEqual([]);
    expect(decideOnLoad({ ...base, catalogue: bare })).toEqual({ kind: "ask" });
  });
});

describe("storage", () => {
  it("round-trips a record through the cookie", () => {
    const partial = record({ type: "save-partial", optionalCookieIds: ["ga"] });
    expect(readConsentRecord(cookieHeaderFor(partial), NOW)).toEqual(partial);
    const declined = record({ type: "decline-all" });
    expect(readConsentRecord(cookieHeaderFor(declined), NOW)).toEqual(declined);
  });

  it("stores the consent-given flag and the enabled ids", () => {
    const stored = JSON.parse(decodeURIComponent(serializeConsentRecord(record({ type: "accept-necessary" }))));
    expect(stored).toEqual({ given: true, enabled: ["session", "consent", "device-settings"], expires: NOW + YEAR_MS });
  });

  it("reads nothing when the cookie is absent, malformed or expired", () => {
    expect(readConsentRecord("", NOW)).toBeNull();
    expect(readConsentRecord("other=1", NOW)).toBeNull();
    expect(readConsentRecord("mnemo_consent=%7Bnot-json", NOW)).toBeNull();
    expect(
      readConsentRecord(`mnemo_consent=${encodeURIComponent(JSON.stringify({ given: "yes", enabled: [], expires: NOW + 1 }))}`, NOW),
    ).toBeNull();
    expect(
      readConsentRecord(`mnemo_consent=${encodeURIComponent(JSON.stringify({ given: true, enabled: [1], expires: NOW + 1 }))}`, NOW),
    ).toBeNull();
    expect(readConsentRecord(cookieHeaderFor(record({ type: "accept-all" }, NOW - YEAR_MS)), NOW)).toBeNull();
  });

  it("does not confuse a cookie whose name merely ends the same way", () => {
    const stored = serializeConsentRecord(record({ type: "accept-all" }));
    expect(readConsentRecord(`not_mnemo_consent=${stored}`, NOW)).toBeNull();
  });

  it("writes a first-party cookie that lasts a year, Secure on https", () => {
    const fresh = record({ type: "accept-all" });
    const cookie = buildConsentCookie(fresh, { now: NOW, isSecure: false });
    expect(cookie).toMatch(/^mnemo_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(buildConsentCookie(fresh, { now: NOW, isSecure: true }).endsWith("; Secure")).toBe(true);
    expect(buildConsentCookie(fresh, { now: NOW + 1000, isSecure: false })).toContain("Max-Age=31535999;");
  });
});
