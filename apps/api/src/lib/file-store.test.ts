import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { CreateMultipartUploadCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { createFolderStore, type FileStore, type StoredFile } from "./file-store.ts";
import { createS3Store } from "./s3-file-store.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "mnemo-store-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

async function listAll(store: FileStore): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of store.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Each test gets a store of its own: a fresh folder, or a fresh prefix in the one bucket. */
const stores: Array<[string, (name: string) => FileStore]> = [
  ["folder store", (name) => createFolderStore(path.join(root, name))],
  ["S3 store", (name) => createS3Store({ client: s3.client, bucket: s3.bucket, prefix: `${path.basename(root)}/${name}` })],
];

describe.each(stores)("%s (the FileStore contract)", (_, makeStore) => {
  it("keeps what is put and gives it back whole, read or streamed, with its size; then removes it", async () => {
    const store = makeStore("media");
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await store.put("abc123", bytes);
    expect([...(await store.read("abc123"))]).toEqual([...bytes]);
    expect([...(await buffer(store.stream("abc123")))]).toEqual([...bytes]);
    expect(await store.size("abc123")).toBe(4);

    await store.put("abc123", new Uint8Array([9]));
    expect([...(await store.read("abc123"))]).toEqual([9]);

    await store.remove("abc123");
    expect(await store.size("abc123")).toBeNull();
  });

  it("answers a key that is not there: no size, a failed read and stream, and removing it is fine", async () => {
    const store = makeStore("media");
    expect(await store.size("missing-1")).toBeNull();
    await expect(store.read("missing-1")).rejects.toThrow();
    await expect(buffer(store.stream("missing-1"))).rejects.toThrow();
    await expect(store.remove("missing-1")).resolves.toBeUndefined();
  });

  it("refuses a key the app would never make", async () => {
    const store = makeStore("media");
    await expect(store.put("../etc", new Uint8Array(1))).rejects.toThrow(/unsafe file key/);
    await expect(store.put("a/b", new Uint8Array(1))).rejects.toThrow(/unsafe file key/);
  });

  it("lists its own files with their sizes and when they were written, and not another store's", async () => {
    const store = makeStore("exports");
    const other = makeStore("exports-old");
    expect(await listAll(store)).toEqual([]);
    await store.put("abc", new Uint8Array([1, 2, 3]));
    await store.put("xyz-1", new Uint8Array(10));
    await other.put("abc", new Uint8Array(2));

    const files = await listAll(store);
    expect(files.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: "abc", size: 3 },
      { key: "xyz-1", size: 10 },
    ]);
    for (const file of files) expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("moves a finished 6 MB local file in, streamed, and the local file is gone", async () => {
    const store = makeStore("exports");
    const bytes = randomBytes(6 * 1024 * 1024);
    const local = path.join(root, "export.apkg");
    await writeFile(local, bytes);
    await store.putFile("job-1", local);
    expect(await readdir(root)).not.toContain("export.apkg");
    expect(await store.size("job-1")).toBe(bytes.length);
    expect((await buffer(store.stream("job-1"))).equals(bytes)).toBe(true);
  });

  it("moves a small local file in (one request on S3) byte for byte", async () => {
    const store = makeStore("exports");
    const bytes = randomBytes(1000);
    const local = path.join(root, "export.csv");
    await writeFile(local, bytes);
    await store.putFile("job-2", local);
    expect(await readdir(root)).not.toContain("export.csv");
    expect((await store.read("job-2")).equals(bytes)).toBe(true);
  });

  it("removes nothing unfinished when nothing was left unfinished", async () => {
    const store = makeStore("uploads");
    await store.put("abc", new Uint8Array(3));
    expect(await store.removeUnfinished(new Date())).toEqual({ files: 0, bytes: 0 });
    expect(await store.size("abc")).toBe(3);
  });
});

describe("folder store", () => {
  it("never lists a file still being written", async () => {
    const store = createFolderStore(root);
    await store.put("abc", new Uint8Array([1, 2, 3]));
    // A write under way: its bytes sit aside until the rename.
    await writeFile(path.join(root, "ab", "abd.0000.partial"), new Uint8Array(5));
    const old = hoursAgo(3);
    await utimes(path.join(root, "ab", "abc"), old, old);

    const files = await listAll(store);
    expect(files.map(({ key, size }) => ({ key, size }))).toEqual([{ key: "abc", size: 3 }]);
    expect(files[0]!.modifiedAt.getTime()).toBe(old.getTime());
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

describe("S3 store", () => {
  const prefixOf = (name: string) => `${path.basename(root)}/${name}`;

  it("sends a large file up in parts (multipart), and a small one in one PutObject", async () => {
    const store = createS3Store({ client: s3.client, bucket: s3.bucket, prefix: prefixOf("exports") });
    await writeFile(path.join(root, "big"), randomBytes(6 * 1024 * 1024));
    await writeFile(path.join(root, "small"), randomBytes(1000));
    await store.putFile("big", path.join(root, "big"));
    await store.putFile("small", path.join(root, "small"));
    const asked = (key: string) =>
      s3.requests.filter((line) => line.includes(`/${prefixOf("exports")}/${key}?`)).map((line) => line.replace(/ \/\S*\?/, " "));
    expect(asked("big")).toEqual(["POST uploads", "PUT partNumber&uploadId&x-id", "PUT partNumber&uploadId&x-id", "POST uploadId"]);
    expect(asked("small")).toEqual(["PUT x-id"]);
    expect(await store.size("big")).toBe(6 * 1024 * 1024);
  });

  it("aborts its own multipart uploads begun before the date, and keeps recent ones and other stores'", async () => {
    const store = createS3Store({ client: s3.client, bucket: s3.bucket, prefix: prefixOf("uploads") });
    const begin = async (key: string) =>
      (await s3.client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }))).UploadId!;
    const stale = await begin(`${prefixOf("uploads")}/stale-1`);
    const fresh = await begin(`${prefixOf("uploads")}/fresh-1`);
    const others = await begin(`${prefixOf("uploads-old")}/stale-2`);
    const old = hoursAgo(2);
    for (const id of [stale, others]) await utimes(path.join(s3.uploadsDir, id), old, old);

    expect(await store.removeUnfinished(hoursAgo(1))).toEqual({ files: 1, bytes: 0 });
    expect((await readdir(s3.uploadsDir)).sort()).toEqual([fresh, others].sort());
    expect(await store.removeUnfinished(hoursAgo(1))).toEqual({ files: 0, bytes: 0 });
  });

  it("keeps keys under the prefix and the store's own folder, with or without slashes around the prefix", async () => {
    const store = createS3Store({ client: s3.client, bucket: s3.bucket, prefix: `/${prefixOf("media")}/` });
    await store.put("abc", new Uint8Array([7]));
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${prefixOf("media")}/abc` }));
    expect(head.ContentLength).toBe(1);
  });
});
