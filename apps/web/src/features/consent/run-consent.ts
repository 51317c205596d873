import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent-theme.css";
import { CONSENT_UI_STORAGE_KEY, type TCookieCatalogue } from "./consent-config.ts";
import type { TConsentChoice, TConsentRecord } from "./consent-store.ts";
import { choiceFromUiAction, createConsentUiConfig, uiCategoriesFor } from "./consent-ui-config.ts";

/**
 * The preferences modal (vanilla-cookieconsent; the banner is the app's own,
 * components/consent-banner.tsx). Loaded only when needed, by dynamic import
 * from consent-runtime.ts: nobody who never opens the preferences downloads it.
 */

export type TConsentUiOptions = {
  catalogue: TCookieCatalogue;
  /** The stored choice the preferences should show; null while undecided. */
  record: TConsentRecord | null;
  onChoice: (choice: TConsentChoice) => void;
};

let running: Promise<void> | null = null;

function startUi({ catalogue, record, onChoice }: TConsentUiOptions): Promise<void> {
  running ??= (async () => {
    // The library's copy of the choice is rebuilt from ours on every start, so the two never disagree.
    try {
      window.localStorage.removeItem(CONSENT_UI_STORAGE_KEY);
    } catch {
      // Storage may be off; the library then starts undecided, which is what removing would do.
    }
    const config = createConsentUiConfig(catalogue, {
      onModalReady: ({ modalName, modal }) => {
        // Bubbling phase: the library's own listener on the button has already run, so its state is current.
        modal.addEventListener("click", (event) => {
          const button = event.target instanceof Element ? event.target.closest("button[data-role]") : null;
          if (!button) return;
          const choice = choiceFromUiAction(
            modalName,
            button.getAttribute("data-role"),
            CookieConsent.getUserPreferences().acceptedCategories,
          );
          if (choice) onChoice(choice);
        });
      },
    });
    await CookieConsent.run(config);
    if (record) CookieConsent.acceptCategory(uiCategoriesFor(catalogue, record));
  })();
  return running;
}

/** The preferences modal ("Cookie settings"). */
export async function showConsentPreferences(options: TConsentUiOptions): Promise<void> {
  await startUi(options);
  CookieConsent.showPreferences();
}
