import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { startS3Server } from "../testing/s3-server.ts";
import { createFileStore, describeFileStores, presignedUrlOrigin, s3SettingsFrom, type S3Settings } from "./create-file-stores.ts";

describe("choosing the file stores", () => {
  it("keeps files in the folder unless FILES_S3_BUCKET is set", () => {
    expect(s3SettingsFrom(readEnv({}))).toBeUndefined();
    expect(s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "" }))).toBeUndefined();
    expect(s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "mnemo" }))).toEqual({ bucket: "mnemo", region: "us-east-1", forcePathStyle: false });
  });

  it("reads the endpoint, path style, credentials and prefix, and wants keys in pairs", () => {
    const env = readEnv({
      FILES_S3_BUCKET: "mnemo",
      FILES_S3_REGION: "auto",
      FILES_S3_ENDPOINT: "https://files.example.org",
      FILES_S3_FORCE_PATH_STYLE: "true",
      FILES_S3_ACCESS_KEY_ID: "key-id",
      FILES_S3_SECRET_ACCESS_KEY: "very-secret",
      FILES_S3_PREFIX: "school",
    });
    const s3 = s3SettingsFrom(env);
    expect(s3).toEqual({
      bucket: "mnemo",
      region: "auto",
      endpoint: "https://files.example.org",
      forcePathStyle: true,
      accessKeyId: "key-id",
      secretAccessKey: "very-secret",
      prefix: "school",
    });
    // Logged and printed by the sweep: never a credential.
    expect(describeFileStores({ root: "/srv/files", s3: s3! })).toBe("s3://mnemo/school at files.example.org");
    expect(describeFileStores({ root: "/srv/files" })).toBe("/srv/files");

    expect(() => readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_ACCESS_KEY_ID: "key-id" })).toThrow(
      "FILES_S3_SECRET_ACCESS_KEY: set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither",
    );
    expect(() => readEnv({ FILES_S3_FORCE_PATH_STYLE: "yes" })).toThrow("FILES_S3_FORCE_PATH_STYLE");
    expect(() => readEnv({ FILES_S3_ENDPOINT: "127.0.0.1:9000" })).toThrow("FILES_S3_ENDPOINT: must be an http(s) URL");
  });

  it("streams downloads unless FILES_S3_DOWNLOADS=presigned, whose URLs last FILES_S3_URL_SECONDS (1 to 3600, default 300)", () => {
    expect(s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_URL_SECONDS: "60" }))?.presignedUrlSeconds).toBeUndefined();
    expect(s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_DOWNLOADS: "stream" }))?.presignedUrlSeconds).toBeUndefined();
    expect(s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_DOWNLOADS: "presigned" }))?.presignedUrlSeconds).toBe(300);
    expect(
      s3SettingsFrom(readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_DOWNLOADS: "presigned", FILES_S3_URL_SECONDS: "3600" }))
        ?.presignedUrlSeconds,
    ).toBe(3600);
    // Empty lines of a .env file are the defaults.
    expect(readEnv({ FILES_S3_DOWNLOADS: "", FILES_S3_URL_SECONDS: "" })).toMatchObject({
      FILES_S3_DOWNLOADS: "stream",
      FILES_S3_URL_SECONDS: 300,
    });

    expect(() => readEnv({ FILES_S3_DOWNLOADS: "presigned" })).toThrow(
      "FILES_S3_DOWNLOADS: presigned needs FILES_S3_BUCKET: files in the folder FILES_DIR are always streamed through the API",
    );
    expect(() => readEnv({ FILES_S3_BUCKET: "mnemo", FILES_S3_DOWNLOADS: "public" })).toThrow(
      "FILES_S3_DOWNLOADS: must be stream (through the API) or presigned (short-lived URLs of the bucket)",
    );
    expect(() => readEnv({ FILES_S3_URL_SECONDS: "0" })).toThrow("FILES_S3_URL_SECONDS: must be at least 1 second");
    expect(() => readEnv({ FILES_S3_URL_SECONDS: "3601" })).toThrow("FILES_S3_URL_SECONDS: must be at most 3600 seconds");
    expect(() => readEnv({ FILES_S3_URL_SECONDS: "90.5" })).toThrow("FILES_S3_URL_SECONDS: must be a whole number of seconds");
    expect(() => readEnv({ FILES_S3_URL_SECONDS: "5m" })).toThrow("FILES_S3_URL_SECONDS: must be a number of seconds");
  });

  it("finds the origin presigned URLs point at, as the SDK addresses the bucket", async () => {
    const origin = (s3: Partial<S3Settings>) => presignedUrlOrigin({ bucket: "mnemo", region: "us-east-1", forcePathStyle: false, ...s3 });
    expect(await origin({})).toBe("https://mnemo.s3.us-east-1.amazonaws.com");
    expect(await origin({ region: "eu-west-2" })).toBe("https://mnemo.s3.eu-west-2.amazonaws.com");
    expect(await origin({ region: "cn-north-1" })).toBe("https://mnemo.s3.cn-north-1.amazonaws.com.cn");
    // A name with dots breaks the TLS certificate of a virtual host: the SDK puts it in the path.
    expect(await origin({ bucket: "school.mnemo", region: "eu-west-2" })).toBe("https://s3.eu-west-2.amazonaws.com");
    expect(await origin({ region: "eu-west-2", forcePathStyle: true })).toBe("https://s3.eu-west-2.amazonaws.com");
    expect(await origin({ region: "auto", endpoint: "https://acc.r2.cloudflarestorage.com" })).toBe(
      "https://mnemo.acc.r2.cloudflarestorage.com",
    );
    expect(await origin({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true })).toBe("http://127.0.0.1:9000");
    expect(await origin({ endpoint: "https://files.example.org:8443", forcePathStyle: true, prefix: "school" })).toBe(
      "https://files.example.org:8443",
    );
  });

  it("puts each store under the prefix in its own folder of the bucket", async () => {
    const server = await startS3Server();
    try {
      const s3 = { ...server.settings, prefix: "/school/" };
      const settings = { root: path.join("/nonexistent", "files"), s3 };
      const media = createFileStore(settings, "media");
      const sources = createFileStore(settings, "sources");
      await media.put("abc", new Uint8Array([1, 2]));
      expect(await sources.size("abc")).toBeNull();
      expect([...(await media.read("abc"))]).toEqual([1, 2]);
      expect(server.requests.filter((line) => line.startsWith("PUT "))).toEqual(["PUT /mnemo-test/school/media/abc?x-id"]);
    } finally {
      await server.close();
    }
  });
});
