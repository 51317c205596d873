import { describe, expect, it } from "vitest";
import { allCookieIds, consentTexts, createCookieCatalogue, readConsentEnv } from "./consent-config.ts";

const SENTRY_KEY = "0123456789abcdef0123456789abcdef";

describe("readConsentEnv", () => {
  it("reads the two build settings", () => {
    expect(readConsentEnv({ VITE_GA_MEASUREMENT_ID: " G-ABC123XYZ ", VITE_SENTRY_LOADER_KEY: SENTRY_KEY })).toEqual({
      gaMeasurementId: "G-ABC123XYZ",
      sentryLoaderKey: SENTRY_KEY,
    });
  });

  it("treats missing, empty and malformed values as not configured", () => {
    expect(readConsentEnv({})).toEqual({ gaMeasurementId: undefined, sentryLoaderKey: undefined });
    expect(readConsentEnv({ VITE_GA_MEASUREMENT_ID: "", VITE_SENTRY_LOADER_KEY: "" })).toEqual({
      gaMeasurementId: undefined,
      sentryLoaderKey: undefined,
    });
    expect(readConsentEnv({ VITE_GA_MEASUREMENT_ID: "UA-1234-1", VITE_SENTRY_LOADER_KEY: "https://key@o1.ingest.sentry.io/1" })).toEqual({
      gaMeasurementId: undefined,
      sentryLoaderKey: undefined,
    });
    expect(readConsentEnv({ VITE_GA_MEASUREMENT_ID: 'G-1"><script>' }).gaMeasurementId).toBeUndefined();
  });
});

describe("createCookieCatalogue", () => {
  it("has only necessary cookies when nothing is configured", () => {
    const catalogue = createCookieCatalogue({});
    expect(catalogue.optional).toEqual([]);
    expect(catalogue.necessary.map((cookie) => cookie.id)).toEqual(["session", "consent", "device-settings"]);
  });

  it("lists better-auth's session cookie and the consent cookie as necessary", () => {
    const necessary = createCookieCatalogue({}).necessary.flatMap((cookie) => cookie.targetCookieIds);
    expect(necessary).toEqual(expect.arrayContaining(["better-auth.*", "__Secure-better-auth.*", "mnemo_consent"]));
  });

  it("adds Google Analytics when a measurement id is configured", () => {
    const [ga] = createCookieCatalogue({ gaMeasurementId: "G-TEST1234" }).optional;
    expect(ga).toMatchObject({
      id: "ga",
      name: "Google Analytics",
      src: "https://www.googletagmanager.com/gtag/js?id=G-TEST1234",
      targetCookieIds: ["_ga", "_ga_*"],
      isPreselected: false,
    });
    expect(ga?.links.map((link) => link.href)).toContain("https://policies.google.com/privacy");
  });

  it("adds Sentry's loader when a loader key is configured", () => {
    const [sentry] = createCookieCatalogue({ sentryLoaderKey: SENTRY_KEY }).optional;
    expect(sentry).toMatchObject({ id: "sentry", src: `https://js.sentry-cdn.com/${SENTRY_KEY}.min.js`, targetCookieIds: [] });
  });

  it("keeps ids unique, and only optional ids contain 'ga' or 'sentry' (consent is tied to those fragments)", () => {
    const catalogue = createCookieCatalogue({ gaMeasurementId: "G-TEST1234", sentryLoaderKey: SENTRY_KEY });
    const ids = allCookieIds(catalogue);
    expect(new Set(ids).size).toBe(ids.length);
    for (const cookie of catalogue.necessary) {
      expect(cookie.id).not.toContain("ga");
      expect(cookie.id).not.toContain("sentry");
    }
    expect(catalogue.optional.map((cookie) => cookie.id)).toEqual(["ga", "sentry"]);
  });

  it("every entry explains itself", () => {
    const catalogue = createCookieCatalogue({ gaMeasurementId: "G-TEST1234", sentryLoaderKey: SENTRY_KEY });
    for (const cookie of [...catalogue.necessary, ...catalogue.optional]) {
      expect(cookie.name.length).toBeGreaterThan(0);
      expect(cookie.description.length).toBeGreaterThan(20);
    }
  });
});

describe("consentTexts", () => {
  it("has the product's headline and text", () => {
    expect(consentTexts.title).toBe("Hey, you!");
    expect(consentTexts.description).toBe("We use cookies to enhance your experience.");
  });
});
