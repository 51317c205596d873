import { describe, expect, it } from "vitest";
import { CONSENT_UI_STORAGE_KEY, createCookieCatalogue } from "./consent-config.ts";
import { createConsentRecord } from "./consent-store.ts";
import { choiceFromUiAction, createConsentUiConfig, escapeHtml, uiCategoriesFor } from "./consent-ui-config.ts";

const catalogue = createCookieCatalogue({ gaMeasurementId: "G-TEST1234", sentryLoaderKey: "0123456789abcdef0123456789abcdef" });
const onModalReady = () => {};
const config = createConsentUiConfig(catalogue, { onModalReady });
const english = config.language.translations.en;
if (!english || typeof english !== "object" || !("preferencesModal" in english)) throw new Error("English texts missing");

describe("createConsentUiConfig", () => {
  it("leaves the banner to the app: the library has no consent dialog of its own (it took focus and trapped Tab)", () => {
    expect(english.consentModal).toEqual({});
    expect(config.guiOptions?.consentModal).toBeUndefined();
  });

  it("offers accept all, decline all and save in the preferences", () => {
    expect(english.preferencesModal).toMatchObject({
      acceptAllBtn: "Accept all",
      acceptNecessaryBtn: "Decline all",
      savePreferencesBtn: "Save preferences",
      closeIconLabel: "Close",
    });
  });

  it("has a read-only necessary category and one toggle per optional cookie, preselected as the catalogue says", () => {
    expect(config.categories).toEqual({
      necessary: { enabled: true, readOnly: true },
      ga: { enabled: false },
      sentry: { enabled: false },
    });
    const preselected = createCookieCatalogue({ gaMeasurementId: "G-TEST1234" });
    preselected.optional[0]!.isPreselected = true;
    expect(createConsentUiConfig(preselected, { onModalReady }).categories.ga).toEqual({ enabled: true });
  });

  it("has only the necessary category when nothing optional is configured", () => {
    const bare = createConsentUiConfig(createCookieCatalogue({}), { onModalReady });
    expect(Object.keys(bare.categories)).toEqual(["necessary"]);
  });

  it("is shown by us, not by the library, and is visible to Playwright's browser", () => {
    expect(config).toMatchObject({
      mode: "opt-in",
      autoShow: false,
      hideFromBots: false,
      manageScriptTags: false,
      autoClearCookies: false,
    });
    expect(config.cookie).toMatchObject({ name: CONSENT_UI_STORAGE_KEY, useLocalStorage: true });
    expect(config.onModalReady).toBe(onModalReady);
  });

  it("explains each cookie in the preferences, with its links", () => {
    const sections = english.preferencesModal.sections;
    expect(sections.map((section) => section.linkedCategory)).toEqual([undefined, "necessary", "ga", "sentry"]);
    const necessaryRows = sections[1]?.cookieTable?.body ?? [];
    expect(necessaryRows.map((row) => row.name)).toEqual(["Sign-in session", "Cookie choices", "Settings on this device"]);
    expect(sections[2]?.title).toBe("Google Analytics");
    expect(sections[2]?.description).toContain('href="https://policies.google.com/privacy"');
    expect(sections[2]?.description).toContain("<code>_ga</code>");
  });
});

describe("escapeHtml", () => {
  it("escapes what the library would otherwise read as markup", () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;");
    expect(escapeHtml("Hey, you!")).toBe("Hey, you!");
  });
});

describe("choiceFromUiAction", () => {
  it("maps the preferences' buttons: decline all, accept all, and a partial save of the toggles", () => {
    expect(choiceFromUiAction("preferencesModal", "necessary", ["necessary"])).toEqual({ type: "decline-all" });
    expect(choiceFromUiAction("preferencesModal", "all", [])).toEqual({ type: "accept-all" });
    expect(choiceFromUiAction("preferencesModal", "save", ["necessary", "sentry"])).toEqual({
      type: "save-partial",
      optionalCookieIds: ["sentry"],
    });
  });

  it("ignores clicks that are not a choice", () => {
    expect(choiceFromUiAction("preferencesModal", null, [])).toBeNull();
    expect(choiceFromUiAction("preferencesModal", "show", [])).toBeNull();
    // The library's own banner is never shown; a click there would not be a choice.
    expect(choiceFromUiAction("consentModal", "all", [])).toBeNull();
  });
});

describe("uiCategoriesFor", () => {
  it("mirrors a stored record into the library's categories", () => {
    expect(uiCategoriesFor(catalogue, createConsentRecord(catalogue, { type: "accept-all" }, 0))).toEqual(["necessary", "ga", "sentry"]);
    expect(uiCategoriesFor(catalogue, createConsentRecord(catalogue, { type: "save-partial", optionalCookieIds: ["sentry"] }, 0))).toEqual([
      "necessary",
      "sentry",
    ]);
    expect(uiCategoriesFor(catalogue, createConsentRecord(catalogue, { type: "decline-all" }, 0))).toEqual(["necessary"]);
  });
});
