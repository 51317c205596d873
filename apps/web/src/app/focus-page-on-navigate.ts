import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { isKeepFocusState } from "../lib/keep-focus.ts";

/** How long a page may take to show its heading (a lazy chunk, a fade, its data) before we stop waiting. */
const HEADING_WAIT_MS = 5000;

/** The heading of the page being shown, not of the one fading out (page-transition.tsx marks them). */
function incomingHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('.page-transition:not([data-phase="out"]) h1');
}

/** True while focus is nowhere in particular: the document, <main>, or the page that is leaving. */
function isFocusUnclaimed(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return true;
  return active.closest('.page-transition[data-phase="out"]') !== null;
}

function focusHeading(heading: HTMLElement) {
  // Headings are not focusable by default; -1 makes them focusable by script only.
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: false });
}

/**
 * After an in-app navigation, focus moves to the new page's <h1> (or <main> until it has one),
 * so screen readers announce the page and Tab starts from its top, as after a full page load.
 * The new page's heading may come later than the address (the old page fades out first, a lazy
 * chunk or the page's data loads), so this waits for it; a page that puts focus somewhere itself
 * (a form's first field) keeps it.
 */
export function useFocusPageOnNavigate() {
  const { pathname, state } = useLocation();
  // A page's own tabs move between addresses; focus stays with the tab the learner chose.
  const keepFocus = isKeepFocusState(state);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (keepFocus) return;
    const main = document.getElementById("main");
    if (!main) return;
    const heading = incomingHeading(main);
    if (heading) {
      focusHeading(heading);
      return;
    }
    if (isFocusUnclaimed(main)) main.focus({ preventScroll: false });
    const observer = new MutationObserver(() => {
      const arrived = incomingHeading(main);
      if (!arrived) return;
      stop();
      if (isFocusUnclaimed(main)) focusHeading(arrived);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-phase"] });
    return stop;
    // Only a new address moves focus; `keepFocus` is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
