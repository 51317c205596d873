import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { checkFileKey, type FileStore } from "./file-store.ts";

/** Parts of a multipart upload (S3's least): a file larger than one part goes up in several, two at a time. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * A file store in a bucket of any S3-compatible object store (AWS S3, MinIO, R2, B2, Garage):
 * each key is an object under `prefix` (e.g. `mnemo/media/`). An object appears whole or not
 * at all (PutObject, or a multipart upload that is only visible once completed), so a reader
 * never sees half a file; an upload that never completed is what removeUnfinished aborts.
 */
export function createS3Store({ client, bucket, prefix = "" }: { client: S3Client; bucket: string; prefix?: string }): FileStore {
  const base = prefix.split("/").filter(Boolean).join("/");
  const start = base ? `${base}/` : "";
  const objectOf = (key: string) => `${start}${checkFileKey(key)}`;

  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectOf(key), Body: bytes, ContentLength: bytes.byteLength }));
    },
    async putFile(key, localPath) {
      const { size } = await stat(localPath);
      const Key = objectOf(key);
      if (size <= PART_BYTES) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: createReadStream(localPath), ContentLength: size }));
      } else {
        // Aborted by lib-storage when a part fails; a crash leaves it to removeUnfinished.
        await new Upload({
          client,
          params: { Bucket: bucket, Key, Body: createReadStream(localPath) },
          partSize: PART_BYTES,
          queueSize: 2,
        }).done();
      }
      await rm(localPath, { force: true });
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
      if (!Body) throw new Error(`no body for file ${key}`);
      return Buffer.from(await Body.transformToByteArray());
    },
    stream(key) {
      const Key = objectOf(key);
      // Opened on the first read; a missing object fails the stream as a missing file does.
      async function* body() {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!Body) throw new Error(`no body for file ${key}`);
        yield* Body as Readable;
      }
      return Readable.from(body(), { objectMode: false });
    },
    async downloadUrl(key, { contentType, contentDisposition, cacheControl, expiresInSeconds }) {
      // The response-* parameters are signed with the rest: whoever holds the URL cannot change the headers.
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectOf(key),
        ResponseContentType: contentType,
        ...(contentDisposition ? { ResponseContentDisposition: contentDisposition } : {}),
        ...(cacheControl ? { ResponseCacheControl: cacheControl } : {}),
      });
      // Signed as of the start of the current half-lifetime, so every request within it gets the same URL and the
      // browser's cache of the file (and of a redirect to it) is used; each URL still works for at least half its life.
      const lifetimeMs = expiresInSeconds * 1000;
      const signingDate = new Date(Math.floor(Date.now() / (lifetimeMs / 2)) * (lifetimeMs / 2));
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate });
      return { url, expiresAt: new Date(signingDate.getTime() + lifetimeMs) };
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Removing a missing object succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(start.length);
          // Only this store's own files: not another store's under a longer prefix.
          if (!key || key.includes("/")) continue;
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeUnfinished(olderThan) {
      let files = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: start, KeyMarker, UploadIdMarker }));
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Key.startsWith(start) || upload.Key.slice(start.length).includes("/")) continue;
          if (!upload.Initiated || upload.Initiated >= olderThan) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }));
          files += 1;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      // The listing does not say how many bytes an unfinished upload holds.
      return { files, bytes: 0 };
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}
