import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFolderStore, type StoredFile } from "./file-store.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "mnemo-store-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function listAll(store: ReturnType<typeof createFolderStore>): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of store.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("folder store", () => {
  it("lists each finished file with its size and when it was written, never one being written", async () => {
    const store = createFolderStore(root);
    expect(await listAll(store)).toEqual([]);
    await store.put("abc", new Uint8Array([1, 2, 3]));
    await store.put("xyz-1", new Uint8Array(10));
    // A write under way: its bytes sit aside until the rename.
    await writeFile(path.join(root, "ab", "abd.0000.partial"), new Uint8Array(5));
    const old = hoursAgo(3);
    await utimes(path.join(root, "xy", "xyz-1"), old, old);

    const files = await listAll(store);
    expect(files.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: "abc", size: 3 },
      { key: "xyz-1", size: 10 },
    ]);
    expect(Math.abs(files[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(files[1]!.modifiedAt.getTime()).toBe(old.getTime());
  });

  it("removes unfinished writes older than asked, and keeps recent ones and finished files", async () => {
    const store = createFolderStore(root);
    await store.put("abc", new Uint8Array([1]));
    const stale = path.join(root, "ab", "abc.1111.partial");
    const fresh = path.join(root, "ab", "abc.2222.partial");
    await writeFile(stale, new Uint8Array(7));
    await writeFile(fresh, new Uint8Array(9));
    const old = hoursAgo(2);
    await utimes(stale, old, old);

    expect(await store.removeUnfinished(hoursAgo(1))).toEqual({ files: 1, bytes: 7 });
    expect((await readdir(path.join(root, "ab"))).sort()).toEqual(["abc", "abc.2222.partial"]);
    expect(await store.removeUnfinished(hoursAgo(1))).toEqual({ files: 0, bytes: 0 });
  });

  it("lists nothing, and removes nothing, before its folder exists", async () => {
    const store = createFolderStore(path.join(root, "not-yet"));
    expect(await listAll(store)).toEqual([]);
    expect(await store.removeUnfinished(new Date())).toEqual({ files: 0, bytes: 0 });
  });
});
