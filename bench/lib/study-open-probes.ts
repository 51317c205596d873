import type { BrowserContext, Page } from "@playwright/test";

/** What bench:study-open waits for: the first study card, or the About page's heading (the baseline). */
export type ProbeName = "card" | "about";

type Probes = Record<ProbeName | "clickAt", number | null>;
type ProbeGlobal = { __studyOpen?: Probes };

/**
 * Runs in the page (kept as source text: this package has no browser types).
 * Timings on the page's own clock (performance.now(), from navigation start):
 * the last click's event time, and for each probe the first animation frame
 * after it appeared in the DOM (the frame that paints it). Nothing waits on
 * Playwright's polling or its round trips.
 */
const PROBE_SCRIPT = `(() => {
  const probes = { clickAt: null, card: null, about: null };
  window.__studyOpen = probes;
  const found = {
    card: () => document.querySelector('[data-testid="study-card"]') !== null,
    about: () => Array.from(document.querySelectorAll("h1")).some((heading) => (heading.textContent || "").trim().startsWith("About")),
  };
  const pending = new Set();
  const check = () => {
    for (const name of Object.keys(found)) {
      if (probes[name] !== null || pending.has(name) || !found[name]()) continue;
      pending.add(name);
      requestAnimationFrame(() => {
        probes[name] = performance.now();
        pending.delete(name);
      });
    }
  };
  document.addEventListener("click", (event) => { probes.clickAt = event.timeStamp; }, true);
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: PROBE_SCRIPT });
}

/** Forgets what was seen so far (the page before the click). */
export async function resetProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probes = (globalThis as ProbeGlobal).__studyOpen;
    if (!probes) throw new Error("probes not installed");
    probes.clickAt = null;
    probes.card = null;
    probes.about = null;
  });
}

export async function readProbes(page: Page): Promise<Probes> {
  return page.evaluate(() => {
    const probes = (globalThis as ProbeGlobal).__studyOpen;
    if (!probes) throw new Error("probes not installed");
    return { ...probes };
  });
}

/** Resolves once `name` was painted. */
export async function waitForProbe(page: Page, name: ProbeName): Promise<void> {
  await page.waitForFunction((probe) => (globalThis as ProbeGlobal).__studyOpen?.[probe] != null, name, { timeout: 30_000 });
}
