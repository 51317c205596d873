import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { copyFileStore } from "../features/exchange/files/copy-file-store.ts";
import { createFolderStore, type FileStore } from "../lib/file-store.ts";
import { createS3Store } from "../lib/s3-file-store.ts";
import { startS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { copyFilesCommand } from "./copy-files.ts";

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const STORES = ["media", "exports", "uploads", "sources"] as const;
type StoreName = (typeof STORES)[number];

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

/** Each test: a fresh FILES_DIR and a fresh prefix in the one bucket. */
let root: string;
let prefix: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "mnemo-copy-"));
  prefix = `mnemo-${path.basename(root)}`;
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The variables a server using this folder and this bucket would have. */
const variables = (): Record<string, string> => ({
  FILES_DIR: root,
  FILES_S3_BUCKET: s3.bucket,
  FILES_S3_ENDPOINT: s3.endpoint,
  FILES_S3_FORCE_PATH_STYLE: "true",
  FILES_S3_ACCESS_KEY_ID: "S3RVER",
  FILES_S3_SECRET_ACCESS_KEY: "S3RVER",
  FILES_S3_PREFIX: prefix,
});

async function run(argv: string[], env = readEnv(variables())) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await copyFilesCommand(argv, { env, print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const folderStore = (name: StoreName) => createFolderStore(path.join(root, name));
const bucketStore = (name: StoreName) => createS3Store({ client: s3.client, bucket: s3.bucket, prefix: `${prefix}/${name}` });
const key = () => randomBytes(16).toString("hex");

/** Files in every store, one of them past a multipart part (5 MB); returns what each store holds. */
async function seed(store: (name: StoreName) => FileStore): Promise<Record<StoreName, Map<string, Buffer>>> {
  const sizes: Record<StoreName, number[]> = {
    media: [1, 700, 40_000],
    exports: [6 * 1024 * 1024 + 3, 2_000],
    uploads: [0, 90],
    sources: [12_345],
  };
  const seeded = {} as Record<StoreName, Map<string, Buffer>>;
  for (const name of STORES) {
    seeded[name] = new Map();
    for (const size of sizes[name]) {
      const bytes = randomBytes(size);
      const fileKey = key();
      await store(name).put(fileKey, bytes);
      seeded[name].set(fileKey, bytes);
    }
  }
  return seeded;
}

/** A file's bytes as their sha256 (a 6 MB diff would drown a failure). */
const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Each file of the store by key, its bytes read back and digested. */
async function contents(store: FileStore): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const { key: fileKey } of store.list()) files.set(fileKey, digest(await store.read(fileKey)));
  return files;
}

const digests = (files: Map<string, Buffer>) => new Map([...files].map(([fileKey, bytes]) => [fileKey, digest(bytes)]));

async function expectSameFiles(store: (name: StoreName) => FileStore, seeded: Record<StoreName, Map<string, Buffer>>) {
  for (const name of STORES) expect(await contents(store(name)), name).toEqual(digests(seeded[name]));
}

/** Objects written to the bucket since request `from` (whole PutObjects and multipart uploads begun). */
const objectsWritten = (from: number) =>
  new Set(
    s3.requests
      .slice(from)
      .filter((request) => request.startsWith("PUT ") || /^POST .*\?uploads$/.test(request))
      .map((request) => request.split(" ")[1]!.split("?")[0]!.split("/").pop()),
  );

describe("pnpm admin copy-files", () => {
  it("copies every store from the folder into the bucket byte for byte, and a second run copies nothing", async () => {
    const seeded = await seed(folderStore);

    const first = await run(["--to", "s3"]);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    await expectSameFiles(bucketStore, seeded);
    expect(first.out).toContain(`Copying from ${root} to s3://${s3.bucket}/${prefix} at ${new URL(s3.endpoint).host}`);
    expect(first.out).toMatch(/^exports: to copy 2 files \(6 MB\); 0 files already there\.$/m);
    expect(first.out).toMatch(
      /^Done in [\d.]+ s: copied 8 files \(6\.1 MB\); skipped 0 files \(0 B\) already there\. Nothing was removed/m,
    );
    expect(first.out).not.toContain("S3RVER");
    // The source is left as it is.
    await expectSameFiles(folderStore, seeded);

    const before = s3.requests.length;
    const second = await run(["--to", "s3"]);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/copied 0 files \(0 B\); skipped 8 files \(6\.1 MB\) already there/);
    expect(objectsWritten(before)).toEqual(new Set());
    await expectSameFiles(bucketStore, seeded);
  });

  it("copies only what is missing or there with another size", async () => {
    const seeded = await seed(folderStore);
    const [same, different] = [...seeded.media.keys()] as [string, string];
    await bucketStore("media").put(same, seeded.media.get(same)!);
    await bucketStore("media").put(different, new Uint8Array(3));
    const [upload] = [...seeded.uploads.keys()] as [string];
    await bucketStore("uploads").put(upload, seeded.uploads.get(upload)!);

    const before = s3.requests.length;
    const result = await run(["--to", "s3"]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^media: to copy 2 files \(40 KB\) \(1 there with another size, replaced\); 1 file already there\.$/m);
    expect(result.out).toMatch(/copied 6 files \(6\.1 MB\); skipped 2 files/);
    const expected = [...STORES.flatMap((name) => [...seeded[name].keys()])].filter((fileKey) => fileKey !== same && fileKey !== upload);
    expect(objectsWritten(before)).toEqual(new Set(expected));
    await expectSameFiles(bucketStore, seeded);
  });

  it("copies the bucket back into an empty folder byte for byte, leaving no temp file", async () => {
    const seeded = await seed(bucketStore);

    const result = await run(["--to", "folder"]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Copying from s3://${s3.bucket}/${prefix}`);
    expect(result.out).toMatch(/copied 8 files \(6\.1 MB\)/);
    await expectSameFiles(folderStore, seeded);
    await expectSameFiles(bucketStore, seeded);
    expect(await readdir(path.join(root, "tmp"))).toEqual([]);

    expect((await run(["--to", "folder"])).out).toMatch(/copied 0 files \(0 B\); skipped 8 files/);
  });

  it("only says what it would copy on a dry run", async () => {
    const seeded = await seed(folderStore);
    await bucketStore("sources").put([...seeded.sources.keys()][0]!, [...seeded.sources.values()][0]!);

    const before = s3.requests.length;
    const result = await run(["--to", "s3", "--dry-run"]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Dry run, nothing is copied/);
    expect(result.out).toMatch(/^media: would copy 3 files \(40 KB\); 0 files already there\.$/m);
    expect(result.out).toMatch(/^Would copy 7 files \(6 MB\); skipped 1 file \(12 KB\) already there\. Nothing was copied/m);
    expect(objectsWritten(before)).toEqual(new Set());
    for (const name of ["media", "exports", "uploads"] as const) expect(await contents(bucketStore(name))).toEqual(new Map());
  });

  it("copies only the stores named by --store", async () => {
    const seeded = await seed(folderStore);
    const result = await run(["--to", "s3", "--store", "media", "--store", "sources"]);
    expect(result.code).toBe(0);
    expect(await contents(bucketStore("media"))).toEqual(digests(seeded.media));
    expect(await contents(bucketStore("sources"))).toEqual(digests(seeded.sources));
    expect(await contents(bucketStore("exports"))).toEqual(new Map());
    expect(await contents(bucketStore("uploads"))).toEqual(new Map());
  });

  it("refuses without a bucket, and with arguments it does not know, copying nothing", async () => {
    await seed(folderStore);
    const before = s3.requests.length;
    const { FILES_S3_BUCKET: _, ...withoutBucket } = variables();
    const noBucket = await run(["--to", "s3"], readEnv(withoutBucket));
    expect(noBucket.code).toBe(1);
    expect(noBucket.err).toMatch(/^No bucket to copy to or from: FILES_S3_BUCKET is not set\./);

    for (const argv of [[], ["--to", "bucket"], ["--to", "s3", "--store", "pictures"], ["--to", "s3", "--force"]]) {
      const wrong = await run(argv);
      expect(wrong.code, argv.join(" ")).toBe(2);
      expect(wrong.err).toContain("Usage: pnpm admin copy-files --to s3|folder");
    }
    expect(s3.requests.length).toBe(before);

    const noSuchBucket = await run(["--to", "s3"], readEnv({ ...variables(), FILES_S3_BUCKET: "not-made" }));
    expect(noSuchBucket.code).toBe(1);
    expect(noSuchBucket.err).toMatch(/^Copying the media store failed: NoSuchBucket: .*\nCopied before it stopped: 0 files \(0 B\)/);
    expect(noSuchBucket.err).toContain("Run the command again to copy the rest.");
  });

  it("stops on a file it cannot read, with no half file at the destination; a re-run copies only what is missing", async () => {
    const seeded = await seed(folderStore);
    const [broken] = [...seeded.exports.keys()].filter((fileKey) => seeded.exports.get(fileKey)!.length > 5 * 1024 * 1024);
    const source = folderStore("exports");
    // A disk error halfway through reading the big file.
    const failing: FileStore = {
      ...source,
      stream: (fileKey) =>
        fileKey === broken
          ? Readable.from(
              (async function* () {
                yield seeded.exports.get(fileKey)!.subarray(0, 5.5 * 1024 * 1024);
                throw Object.assign(new Error("i/o error"), { code: "EIO" });
              })(),
            )
          : source.stream(fileKey),
    };
    const tempDir = path.join(root, "tmp");
    await expect(copyFileStore({ from: failing, to: bucketStore("exports"), tempDir })).rejects.toThrow(`file ${broken}: EIO: i/o error`);
    expect(await bucketStore("exports").size(broken!)).toBeNull();
    expect(await readdir(tempDir)).toEqual([]);

    const report = await copyFileStore({ from: source, to: bucketStore("exports"), tempDir });
    expect(report.copied.files).toBe(1);
    expect(report.skipped.files).toBe(1);
    expect(await contents(bucketStore("exports"))).toEqual(digests(seeded.exports));
  });

  it("leaves no temp file behind when the destination refuses a file", async () => {
    await seed(folderStore);
    const tempDir = path.join(root, "tmp");
    const refusing: FileStore = {
      ...bucketStore("media"),
      putFile: () => Promise.reject(Object.assign(new Error("Please reduce your request rate."), { name: "SlowDown" })),
    };
    await expect(copyFileStore({ from: folderStore("media"), to: refusing, tempDir })).rejects.toThrow(
      /^file [0-9a-f]+: SlowDown: Please reduce your request rate\.$/,
    );
    expect(await readdir(tempDir)).toEqual([]);
  });

  it("counts a file removed from the source after the listing as gone, and goes on", async () => {
    const seeded = await seed(folderStore);
    const source = folderStore("media");
    const vanished = { key: key(), size: 10, modifiedAt: new Date() };
    const withVanished: FileStore = {
      ...source,
      async *list() {
        yield vanished;
        yield* source.list();
      },
    };
    const report = await copyFileStore({ from: withVanished, to: bucketStore("media"), tempDir: path.join(root, "tmp") });
    expect(report).toMatchObject({ copied: { files: 3 }, gone: 1 });
    expect(await contents(bucketStore("media"))).toEqual(digests(seeded.media));
  });

  it("runs as the real CLI, reading the environment as the server does", async () => {
    const seeded = await seed(folderStore);
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "src/cli/admin.ts", "copy-files", "--to", "s3"],
      {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, ...variables() },
      },
    );
    // stderr may hold the SDK's warning about the Node version; never a key.
    expect(`${stdout}${stderr}`).not.toContain("S3RVER");
    expect(stdout).toMatch(/copied 8 files \(6\.1 MB\)/);
    await expectSameFiles(bucketStore, seeded);
  }, 30_000);
});
