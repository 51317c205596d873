import type { BrowserContext, Page } from "@playwright/test";

/** What the page recorded, on its own clock (performance.now(), from navigation start), ms. */
export type TPaintProbes = {
  /** The first contentful paint (the app's shell). */
  fcp: number | null;
  /** diagrams.get asked for, and its answer fully received (resource timing). */
  dataAskedAt: number | null;
  dataAt: number | null;
  /** The last script fetched before the drawing (resource timing's responseEnd): the page's code in. */
  lastScriptAt: number | null;
  /** The drawing's nodes (all `expected` of them) in the DOM. */
  nodesAt: number | null;
  /** The animation frame that paints them: its rAF callback, and the first task after that frame (the frame is painted). */
  frameAt: number | null;
  paintedAt: number | null;
};
export type TLongTask = { start: number; duration: number };
type TGlobal = { __diagramProbes?: TPaintProbes; __long?: TLongTask[] };

/**
 * Runs in the page before its scripts (source text: this package has no DOM types). A longtask
 * PerformanceObserver keeps every task over 50 ms; a MutationObserver waits for the drawing's
 * `expected` nodes (`svg[role=img] [data-node-id]`), then takes the next animation frame and the
 * first task after it: Chromium paints a frame right after its rAF callbacks, so that task runs
 * once the frame holding the drawing is painted. Element timing would say it directly, but it
 * reports images and text in HTML elements, not SVG <text>.
 */
const probeScript = (expected: number) => `(() => {
  const long = [];
  window.__long = long;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) long.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  const probes = { fcp: null, dataAskedAt: null, dataAt: null, lastScriptAt: null, nodesAt: null, frameAt: null, paintedAt: null };
  window.__diagramProbes = probes;
  const check = () => {
    if (probes.nodesAt !== null) return;
    if (document.querySelectorAll('svg[role="img"] [data-node-id]').length < ${expected}) return;
    probes.nodesAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      probes.frameAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probes.paintedAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

export async function installProbes(context: BrowserContext, expectedNodes: number): Promise<void> {
  await context.addInitScript({ content: probeScript(expectedNodes) });
}

/** The probes once the drawing is painted, with the paint and resource timings read from the page. */
export async function readPaintProbes(page: Page): Promise<TPaintProbes> {
  await page.waitForFunction(() => (globalThis as TGlobal).__diagramProbes?.paintedAt != null, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const probes = { ...(globalThis as TGlobal).__diagramProbes! };
    const nodesAt = probes.nodesAt ?? Infinity;
    probes.fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const resources = performance.getEntriesByType("resource") as unknown as {
      name: string;
      initiatorType: string;
      startTime: number;
      responseEnd: number;
    }[];
    const data = resources.find((entry) => entry.name.includes("diagrams.get"));
    probes.dataAskedAt = data?.startTime ?? null;
    probes.dataAt = data?.responseEnd ?? null;
    const scripts = resources.filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"));
    const before = scripts.map((entry) => entry.responseEnd).filter((end) => end <= nodesAt);
    probes.lastScriptAt = before.length ? Math.max(...before) : null;
    return probes;
  });
}

/** Long tasks that started at or after `since` (page time). */
export async function longTasksSince(page: Page, since: number): Promise<TLongTask[]> {
  return page.evaluate((from) => ((globalThis as TGlobal).__long ?? []).filter((task) => task.start >= from), since);
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());
