import { FILE_SWEEP_GRACE_MS, sweepTempFolder } from "./sweep-files.ts";

/** How often each process clears its own temp folder. */
export const TEMP_SWEEP_EVERY_MS = 60 * 60 * 1000;

type TempSweepLog = { info(object: object, message: string): void; warn(object: object, message: string): void };

/**
 * The temp folder (`FILES_DIR/tmp`) is each machine's own, and the hourly file sweep runs in one worker
 * and reaches only that worker's: an API process with GENERATION_WORKER=off runs no sweep at all. So every
 * process, API or worker, clears its own at start and every hour of the files written over
 * FILE_SWEEP_GRACE_MS ago (what a request, thread or process that stopped mid-way left; nothing still
 * under way is that old). `stop` ends the timer and waits for a pass under way.
 */
export function startTempFolderSweep({
  tempDir,
  log,
  everyMs = TEMP_SWEEP_EVERY_MS,
}: {
  tempDir: string;
  log: TempSweepLog;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepTempFolder(tempDir, new Date(Date.now() - FILE_SWEEP_GRACE_MS));
        if (removed.files > 0) log.info(removed, "old temp files removed");
      } catch (error) {
        log.warn({ err: error }, "clearing the temp folder failed");
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
