import type { JobLog } from "./job-kind.ts";

/**
 * Runs `check` now and every `everyMs` in a process that runs jobs: the scheduled kinds (the daily
 * billing reconcile, the hourly file sweep) queue their slot's one row from it. A failed check is
 * logged as `what` could not be queued, and the next one tries again. `stop` ends the timer and
 * waits for a check under way.
 */
export function startJobSchedule({
  check,
  everyMs,
  log,
  what,
}: {
  check: () => Promise<unknown>;
  everyMs: number;
  log: JobLog;
  what: string;
}): { stop(): Promise<void> } {
  let pending: Promise<unknown> = Promise.resolve();
  const run = () => {
    pending = check().catch((error: unknown) => log.error({ err: error }, `${what} could not be queued`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pending;
    },
  };
}
