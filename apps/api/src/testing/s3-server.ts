import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createS3Client, type S3Settings } from "../lib/create-file-stores.ts";
import { verifyPresignedUrls } from "./s3-presigned-urls.ts";

/** A local server that speaks the S3 API (s3rver) on a loopback port, in a temp folder, for tests. */
export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** What the app's stores need to use it (FILES_S3_* with no prefix). */
  settings: S3Settings;
  /** The real AWS SDK client, pointed at it. */
  client: S3Client;
  /** Where s3rver keeps a bucket's unfinished multipart uploads, one folder each (its mtime is when it began). */
  uploadsDir: string;
  /** Each request as `METHOD /path?query-names`, newest last: what the store asked for. */
  requests: string[];
  close(): Promise<void>;
};

export async function startS3Server({ bucket = "mnemo-test" }: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "mnemo-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const uploadsDir = path.join(directory, bucket, "._S3rver_uploads");
  const requests: string[] = [];
  addMultipartListing(server, uploadsDir, requests);
  verifyPresignedUrls(server, { S3RVER: "S3RVER" });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const client = createS3Client(settings);
  return {
    endpoint,
    bucket,
    settings,
    client,
    uploadsDir,
    requests,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

type KoaContext = {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
};

/**
 * s3rver 3.7 answers ListMultipartUploads with NotImplemented and refuses AbortMultipartUpload,
 * and no other S3 server runs here: these two are answered from its own folder of unfinished
 * uploads, in S3's shapes, so the store's sweep meets the real SDK and real XML.
 */
function addMultipartListing(server: S3rver, uploadsDir: string, requests: string[]) {
  const koa = server as unknown as { middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void>> };
  const handler = async (ctx: KoaContext, next: () => Promise<void>) => {
    requests.push(`${ctx.method} ${ctx.path}?${Object.keys(ctx.query).sort().join("&")}`);
    const [, bucket, ...rest] = ctx.path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (ctx.method === "GET" && bucket && !key && "uploads" in ctx.query) {
      const prefix = typeof ctx.query.prefix === "string" ? ctx.query.prefix : "";
      const uploads = [];
      for (const uploadId of await readdir(uploadsDir).catch(() => [] as string[])) {
        const dir = path.join(uploadsDir, uploadId);
        const upload = {
          Key: (await readFile(path.join(dir, "key"))).toString(),
          UploadId: uploadId,
          Initiated: (await stat(dir)).mtime.toISOString(),
        };
        if (upload.Key.startsWith(prefix)) uploads.push(upload);
      }
      ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, IsTruncated: false, Upload: uploads } };
      return;
    }
    if (ctx.method === "DELETE" && bucket && key && typeof ctx.query.uploadId === "string") {
      await rm(path.join(uploadsDir, path.basename(ctx.query.uploadId)), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  };
  // Before the router (the last middleware), after the XML encoder.
  koa.middleware.splice(koa.middleware.length - 1, 0, handler);
}
