import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { startS3Server } from "../testing/s3-server.ts";
import { createFileStore, describeFileStores, s3SettingsFrom } from "./create-file-stores.ts";

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

  it("puts each store under the prefix in its own folder of the bucket", async () => {
    const server = await startS3Server();
    try {
      const s3 = {
        bucket: server.bucket,
        region: "us-east-1",
        endpoint: server.endpoint,
        forcePathStyle: true,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        prefix: "/school/",
      };
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
