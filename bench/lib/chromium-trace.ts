import type { Page } from "@playwright/test";

/** One event of Chromium's trace (the Performance panel's): complete events ("X") carry dur and tdur, µs. */
type TTraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };

/** A task of the page's main thread: start on the page's clock and wall time (ms), the thread's own CPU time in it, and what it did. */
export type TMainTask = { start: number; wall: number; cpu: number; parts: Record<string, number> };

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8"].join(",");
const SYNC_MARK = "bench-trace-sync";

/**
 * What a task's time went to, as the Performance panel names it: script (events, timers, frames'
 * callbacks, promise jobs), style (UpdateLayoutTree), layout, paint and compositing, garbage collection.
 * A forced layout inside a script counts in both, so the parts may add up to more than the task.
 */
const PARTS: Record<string, string> = {
  FunctionCall: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  MinorGC: "gc",
  MajorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "V8.GC_MARK_COMPACTOR": "gc",
};

/**
 * Records the page's trace (as the Performance panel does) until `stop`, which returns the main
 * thread's tasks over `minMs` of wall or CPU time. The wall time of a task is what a longtask
 * observer sees; its CPU time (tdur) is the page's own work, which other processes on a busy machine
 * do not stretch.
 */
export async function startTrace(page: Page): Promise<{ stop: (minMs: number) => Promise<TMainTask[]> }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TTraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => void events.push(...(value as unknown as TTraceEvent[])));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES.split(",") }, transferMode: "ReportEvents" });
  return {
    async stop(minMs) {
      // A mark made now ties the trace's clock to the page's, and names the page's main thread.
      const markAt = await page.evaluate((name) => performance.mark(name).startTime, SYNC_MARK);
      const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
      await cdp.send("Tracing.end");
      await done;
      await cdp.detach();
      return mainTasks(events, markAt, minMs);
    },
  };
}

function mainTasks(events: TTraceEvent[], markAt: number, minMs: number): TMainTask[] {
  const mark = events.find((event) => event.name === SYNC_MARK);
  if (!mark) throw new Error("the trace holds no sync mark: the page's main thread is unknown");
  const toPage = (ts: number) => ts / 1000 - (mark.ts / 1000 - markAt);
  const main = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === "X" && event.dur !== undefined);
  const tasks = main.filter((event) => event.name === "RunTask" && ((event.dur ?? 0) >= minMs * 1000 || (event.tdur ?? 0) >= minMs * 1000));
  const partEvents = main.filter((event) => PARTS[event.name] !== undefined).sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    // Per part, the union of its events' spans: a FunctionCall inside an EventDispatch counts once.
    const spans = new Map<string, [number, number][]>();
    for (let at = firstAtOrAfter(partEvents, task.ts); at < partEvents.length && partEvents[at]!.ts < end; at += 1) {
      const event = partEvents[at]!;
      const part = PARTS[event.name]!;
      spans.set(part, [...(spans.get(part) ?? []), [event.ts, Math.min(end, event.ts + event.dur!)]]);
    }
    const parts: Record<string, number> = {};
    for (const [part, list] of spans) {
      let covered = 0;
      let reached = -Infinity;
      for (const [from, to] of list.sort((a, b) => a[0] - b[0])) {
        if (to > reached) covered += to - Math.max(from, reached);
        reached = Math.max(reached, to);
      }
      parts[part] = covered / 1000;
    }
    return { start: toPage(task.ts), wall: task.dur! / 1000, cpu: (task.tdur ?? 0) / 1000, parts };
  });
}

/** The index of the first event at or after `ts` in events sorted by ts. */
function firstAtOrAfter(events: readonly TTraceEvent[], ts: number): number {
  let [low, high] = [0, events.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (events[middle]!.ts < ts) low = middle + 1;
    else high = middle;
  }
  return low;
}
