import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Env } from "../env.ts";
import { createFolderStore, type FileStore } from "./file-store.ts";
import { createS3Store } from "./s3-file-store.ts";

/** A bucket of an S3-compatible store (FILES_S3_*); plain data, so it can reach the file threads. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** MinIO, R2, B2, Garage...; unset: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's default chain (AWS_* variables, profiles, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix?: string;
  /** FILES_S3_DOWNLOADS=presigned: media and export files are answered with a redirect to a URL that works this many seconds. */
  presignedUrlSeconds?: number;
};

/** Where the stores live: the folder FILES_DIR (always: files being made are written there first), and a bucket when set. */
export type FileStoreSettings = { root: string; s3?: S3Settings };

/** The stores, each a folder under FILES_DIR or a prefix in the bucket. */
export type FileStoreName = "media" | "exports" | "uploads" | "sources";

/** The bucket settings from the environment, or undefined when FILES_S3_BUCKET is not set (the folder store). */
export function s3SettingsFrom(env: Env): S3Settings | undefined {
  if (!env.FILES_S3_BUCKET) return undefined;
  return {
    bucket: env.FILES_S3_BUCKET,
    region: env.FILES_S3_REGION,
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
    ...(env.FILES_S3_ENDPOINT ? { endpoint: env.FILES_S3_ENDPOINT } : {}),
    ...(env.FILES_S3_ACCESS_KEY_ID && env.FILES_S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.FILES_S3_ACCESS_KEY_ID, secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY }
      : {}),
    ...(env.FILES_S3_PREFIX ? { prefix: env.FILES_S3_PREFIX } : {}),
    ...(env.FILES_S3_DOWNLOADS === "presigned" ? { presignedUrlSeconds: env.FILES_S3_URL_SECONDS } : {}),
  };
}

/**
 * The origin presigned download URLs point at, for the Content-Security-Policy (an <img> follows the
 * redirect there). Taken from a URL the SDK itself signs with these settings and throwaway keys, so it
 * follows the SDK's own rules (virtual-hosted or path style, the region's AWS domain); nothing is sent.
 */
export async function presignedUrlOrigin(s3: S3Settings): Promise<string> {
  const client = createS3Client({ ...s3, accessKeyId: "origin", secretAccessKey: "origin" });
  try {
    return new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: "origin" }))).origin;
  } finally {
    client.destroy();
  }
}

/** One client per bucket settings, shared by its stores. */
const clients = new WeakMap<S3Settings, S3Client>();

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 demands them: by default the SDK sends a streamed body (putFile) as
    // aws-chunked with a trailing checksum, and a store that does not decode that (s3rver, some
    // S3-compatible ones) keeps the chunk framing as the file's bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
  });
}

/** The store `name`: a folder under the root by default, or `<prefix>/<name>/` in the bucket. */
export function createFileStore(settings: FileStoreSettings, name: FileStoreName): FileStore {
  const { s3 } = settings;
  if (!s3) return createFolderStore(path.join(settings.root, name));
  let client = clients.get(s3);
  if (!client) {
    client = createS3Client(s3);
    clients.set(s3, client);
  }
  return createS3Store({ client, bucket: s3.bucket, prefix: [s3.prefix ?? "", name].join("/") });
}

/** Where the files are, for logs and the sweep's report: never a credential. */
export function describeFileStores(settings: FileStoreSettings): string {
  const { s3 } = settings;
  if (!s3) return settings.root;
  const where = `s3://${s3.bucket}${s3.prefix ? `/${s3.prefix.replace(/^\/+|\/+$/g, "")}` : ""}`;
  return s3.endpoint ? `${where} at ${new URL(s3.endpoint).host}` : where;
}
