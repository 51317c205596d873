import type { CookieConsentConfig, ModalName, Section } from "vanilla-cookieconsent";
import { CONSENT_UI_STORAGE_KEY, consentTexts, type TConsentCookie, type TCookieCatalogue } from "./consent-config.ts";
import { enabledOptionalCookies, type TConsentChoice, type TConsentRecord } from "./consent-store.ts";

/**
 * vanilla-cookieconsent is only the UI. Its categories are `necessary` plus
 * one per optional cookie (so each cookie gets its own toggle and its own
 * `isPreselected`); what the visitor chose is read from the button they
 * pressed and stored by consent-store.ts, never by the library's callbacks.
 */

export const NECESSARY_CATEGORY = "necessary";

/** The library puts these strings into the page as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function describeOptionalCookie(cookie: TConsentCookie): string {
  const parts = [escapeHtml(cookie.description)];
  if (cookie.targetCookieIds.length > 0)
    parts.push(`Cookies: ${cookie.targetCookieIds.map((id) => `<code>${escapeHtml(id)}</code>`).join(", ")}`);
  for (const link of cookie.links) {
    parts.push(`<a href="${escapeHtml(link.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link.label)}</a>`);
  }
  return parts.join("<br>");
}

function buildSections(catalogue: TCookieCatalogue): Section[] {
  const sections: Section[] = [
    { description: escapeHtml(consentTexts.preferencesIntro) },
    {
      title: escapeHtml(consentTexts.necessaryTitle),
      description: escapeHtml(consentTexts.necessaryDescription),
      linkedCategory: NECESSARY_CATEGORY,
      cookieTable: {
        caption: "Necessary storage",
        headers: { name: "Name", description: "What it does" },
        body: catalogue.necessary.map((cookie) => ({ name: escapeHtml(cookie.name), description: escapeHtml(cookie.description) })),
      },
    },
  ];
  for (const cookie of catalogue.optional) {
    sections.push({ title: escapeHtml(cookie.name), description: describeOptionalCookie(cookie), linkedCategory: cookie.id });
  }
  return sections;
}

export function createConsentUiConfig(
  catalogue: TCookieCatalogue,
  handlers: { onModalReady: (param: { modalName: ModalName; modal: HTMLElement }) => void },
): CookieConsentConfig {
  const categories: CookieConsentConfig["categories"] = { [NECESSARY_CATEGORY]: { enabled: true, readOnly: true } };
  for (const cookie of catalogue.optional) categories[cookie.id] = { enabled: cookie.isPreselected };
  return {
    mode: "opt-in",
    // consent-runtime.ts decides when to show the banner (European time zones, no stored choice).
    autoShow: false,
    // Its bot check also matches `navigator.webdriver`, which hides the banner from Playwright;
    // robots are already kept out by consent-runtime.ts (lib/is-bot.ts).
    hideFromBots: false,
    // Scripts and cookies are ours to manage (consent-runtime.ts), after the page reloads.
    manageScriptTags: false,
    autoClearCookies: false,
    disablePageInteraction: false,
    cookie: { name: CONSENT_UI_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: 365 },
    // Only the preferences: the banner is the app's own (components/consent-banner.tsx).
    guiOptions: { preferencesModal: { layout: "box", equalWeightButtons: true } },
    categories,
    language: {
      default: "en",
      translations: {
        en: {
          // Required by the library's types; empty, as the library never shows its own banner.
          consentModal: {},
          preferencesModal: {
            title: consentTexts.preferencesTitle,
            acceptAllBtn: consentTexts.acceptAll,
            acceptNecessaryBtn: consentTexts.declineAll,
            savePreferencesBtn: consentTexts.savePreferences,
            closeIconLabel: consentTexts.close,
            sections: buildSections(catalogue),
          },
        },
      },
    },
    onModalReady: handlers.onModalReady,
  };
}

/**
 * The choice behind a button of the library's preferences modal (their `data-role`):
 * "Decline all" empties the list (docs/product.md). `acceptedCategories` is what the
 * library holds after it handled the click. The banner's buttons are the app's own.
 */
export function choiceFromUiAction(modalName: ModalName, role: string | null, acceptedCategories: string[]): TConsentChoice | null {
  if (modalName !== "preferencesModal") return null;
  if (role === "all") return { type: "accept-all" };
  if (role === "necessary") return { type: "decline-all" };
  if (role === "save") {
    return { type: "save-partial", optionalCookieIds: acceptedCategories.filter((category) => category !== NECESSARY_CATEGORY) };
  }
  return null;
}

/** The library categories that mirror a stored record, so the preferences open showing it. */
export function uiCategoriesFor(catalogue: TCookieCatalogue, record: TConsentRecord): string[] {
  return [NECESSARY_CATEGORY, ...enabledOptionalCookies(catalogue, record).map((cookie) => cookie.id)];
}
