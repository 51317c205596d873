import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_SWEEP_GRACE_MS } from "./sweep-files.ts";
import { startTempFolderSweep } from "./temp-folder-sweep.ts";

const log = { info: vi.fn(), warn: vi.fn() };
let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  vi.clearAllMocks();
});

async function tempFolder(files: { name: string; ageMs: number }[]): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), "mnemo-temp-sweep-"));
  const tempDir = path.join(root, "tmp");
  await mkdir(tempDir);
  for (const { name, ageMs } of files) {
    const file = path.join(tempDir, name);
    await writeFile(file, "left behind");
    const at = new Date(Date.now() - ageMs);
    await utimes(file, at, at);
  }
  return tempDir;
}

describe("each process's temp folder sweep", () => {
  it("removes at start the files written over the grace period ago and keeps the newer ones", async () => {
    const tempDir = await tempFolder([
      { name: "crashed.upload", ageMs: FILE_SWEEP_GRACE_MS + 60_000 },
      { name: "stopped.export", ageMs: 2 * FILE_SWEEP_GRACE_MS },
      { name: "arriving.upload", ageMs: 1_000 },
      { name: "being-made.export", ageMs: FILE_SWEEP_GRACE_MS - 60_000 },
    ]);
    const sweep = startTempFolderSweep({ tempDir, log });
    await sweep.stop();
    expect((await readdir(tempDir)).sort()).toEqual(["arriving.upload", "being-made.export"]);
    expect(log.info).toHaveBeenCalledWith({ files: 2, bytes: 22 }, "old temp files removed");
  });

  it("runs again every period, and a missing folder is nothing to clear", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const tempDir = await tempFolder([]);
      await rm(tempDir, { recursive: true });
      const sweep = startTempFolderSweep({ tempDir, log, everyMs: 1_000 });
      // The first pass (on the missing folder) is done long before this; the file comes after it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await mkdir(tempDir);
      const file = path.join(tempDir, "later.export");
      await writeFile(file, "x");
      const old = new Date(Date.now() - 2 * FILE_SWEEP_GRACE_MS);
      await utimes(file, old, old);
      vi.advanceTimersByTime(1_000);
      await sweep.stop();
      expect(await readdir(tempDir)).toEqual([]);
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
