// bench:diagrams, browser half: one round opens the viewer page on the 300-node map and on the
// 1-node baseline (each in a fresh browser context: cold cache, as a first visit), times the
// drawing's first paint, then runs the interactions with the long tasks counted.
import os from "node:os";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { startTrace, type TMainTask } from "./chromium-trace.ts";
import { interact, type TPhase } from "./diagram-interactions.ts";
import { installProbes, longTasksSince, pageNow, readPaintProbes, type TLongTask, type TPaintProbes } from "./diagram-probes.ts";

export type TSeeded = { storageState: Awaited<ReturnType<BrowserContext["storageState"]>>; fileKey: string; baselineKey: string };
export type TRound = {
  load: number;
  baseline: TPaintProbes;
  probes: TPaintProbes;
  opening: TLongTask[];
  phases: (TPhase & { long: TLongTask[]; traced: TMainTask[] })[];
  /** Traced rounds: the main thread's tasks (of 1 ms or more) while opening; the phases' are in `traced`. */
  tracedOpening: TMainTask[] | undefined;
};

const LONG_MS = 50;

async function withPage<T>(browser: Browser, baseUrl: string, seeded: TSeeded, expected: number, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: seeded.storageState, viewport: { width: 1280, height: 900 } });
  try {
    await installProbes(context, expected);
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * One round. The baseline is the same page on a diagram of one node (what a blank diagram starts with):
 * the app, the route's code, the session and diagrams.get, without the map. It goes first in odd rounds
 * and second in even ones. A traced round also records the page's trace (lib/chromium-trace.ts), which
 * costs a little: its long tasks are not mixed with the untraced rounds'.
 */
export async function measureRound(
  browser: Browser,
  baseUrl: string,
  seeded: TSeeded,
  { shown, index, traced }: { shown: number; index: number; traced: boolean },
): Promise<TRound> {
  const openBaseline = () =>
    withPage(browser, baseUrl, seeded, 1, async (page) => {
      await page.goto(`/ai-diagrams/view/${seeded.baselineKey}`);
      return readPaintProbes(page);
    });
  const baselineFirst = index % 2 === 0;
  const early = baselineFirst ? await openBaseline() : undefined;
  const load = os.loadavg()[0]!;
  const measured = await withPage(browser, baseUrl, seeded, shown, async (page) => {
    const trace = traced ? await startTrace(page) : undefined;
    await page.goto(`/ai-diagrams/view/${seeded.fileKey}`);
    const probes = await readPaintProbes(page);
    await page.waitForTimeout(1000);
    const opening = await longTasksSince(page, 0);
    const afterOpening = await pageNow(page);
    const phases = await interact(page);
    const long = await longTasksSince(page, afterOpening);
    // Every task of 1 ms or more: the heaviest of a phase is reported even when it is short.
    const tasks = trace ? await trace.stop(1) : [];
    const within = <T extends { start: number }>(list: T[], phase: TPhase) =>
      list.filter((task) => task.start >= phase.start && task.start < phase.end);
    return {
      probes,
      opening,
      phases: phases.map((phase) => ({ ...phase, long: within(long, phase), traced: within(tasks, phase) })),
      tracedOpening: trace ? tasks.filter((task) => task.start < afterOpening) : undefined,
    };
  });
  return { load, baseline: early ?? (await openBaseline()), ...measured };
}

/** Both pages opened once before the rounds, unmeasured: Chromium's own first start is no round's. */
export async function warmUp(browser: Browser, baseUrl: string, seeded: TSeeded, shown: number): Promise<void> {
  for (const [key, expected] of [
    [seeded.fileKey, shown],
    [seeded.baselineKey, 1],
  ] as const) {
    await withPage(browser, baseUrl, seeded, expected, async (page) => {
      await page.goto(`/ai-diagrams/view/${key}`);
      await readPaintProbes(page);
    });
  }
}

export const isLong = (task: TMainTask, by: "wall" | "cpu") => task[by] >= LONG_MS;
