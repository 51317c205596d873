import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU time (user + system, ms) of the PostgreSQL server: its postmaster,
 * every live process it forked (backends, checkpointer, ...) and, through the
 * postmaster's cutime/cstime, the ones that already exited (a pool closing an
 * idle connection ends its backend). Read from /proc; Linux and the embedded
 * server only, undefined elsewhere. Resolution: 10 ms.
 */
export async function postgresCpuMs(dataDir: string | undefined): Promise<number | undefined> {
  if (!dataDir || process.platform !== "linux") return undefined;
  const pidText = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => undefined);
  const postmaster = Number.parseInt(pidText?.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(postmaster)) return undefined;
  let ticks = 0;
  for (const entry of await readdir("/proc").catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => undefined);
    if (!stat) continue;
    // Fields after the ")" that closes the command name: state ppid ... utime stime cutime cstime (stat fields 14-17).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (ppid === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}
