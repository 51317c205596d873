import { readFile } from "node:fs/promises";

/** A process's resident memory (threads included), read from /proc every `everyMs`; Linux only (elsewhere 0). */
export function startRssSampler(pid: number, { everyMs = 50 }: { everyMs?: number } = {}) {
  let peak = 0;
  let last = 0;
  const read = async () => {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    last = kb * 1024;
    peak = Math.max(peak, last);
  };
  const timer = setInterval(() => void read(), everyMs);
  return {
    /** Peak since the last reset, in bytes. */
    peak: () => peak,
    current: () => last,
    reset() {
      peak = last;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
