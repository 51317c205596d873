import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { createExchangeService, type ExchangeService } from "../features/exchange/exchange-service.ts";
import type { S3Settings } from "../lib/create-file-stores.ts";
import type { AppServices } from "../runtime/app-services.ts";
import { startS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { createTestUser, useTestApp, type TestUser } from "../testing/test-app.ts";

/**
 * FILES_S3_DOWNLOADS=presigned (docs/exchange.md, "Files in an S3-compatible bucket"): after the
 * ownership check, media and export files answer 302 to a short-lived URL of the bucket, which
 * serves the same bytes with the same headers to a client holding no cookie; the default streams.
 * Against s3rver on a loopback port, with the real SDK signing and a SigV4 check of the URLs.
 */
const URL_SECONDS = 120;
let server: TestS3Server;
let filesDir: string;
let s3: S3Settings;
const services: Partial<AppServices> = {};

beforeAll(async () => {
  server = await startS3Server();
  filesDir = await mkdtemp(path.join(tmpdir(), "mnemo-presigned-"));
  s3 = { ...server.settings, prefix: "school", presignedUrlSeconds: URL_SECONDS };
  services.exchange = createExchangeService({ root: filesDir, s3 });
});
// Registered after the server's beforeAll, so it builds the app on the bucket's exchange.
const ctx = useTestApp({ services });
afterAll(async () => {
  await server?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const exchange = (): ExchangeService => ctx.services.exchange!;

const PICTURE = Buffer.from("\x89PNG\r\n\x1a\n not really a picture, but these exact bytes", "latin1");
const DRAWING = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXPORT = Buffer.from("front,back\nΩ,omega\n");
const EXPORT_NAME = "Greek – letters.csv";

async function addMedia(user: TestUser, bytes: Buffer, ext: string, mime: string): Promise<string> {
  const hash = createHash("sha256").update(bytes).digest("hex");
  await exchange().media.put(hash, bytes);
  await ctx.db.mediaFile.create({ data: { userId: user.id, hash, ext, mime, size: bytes.byteLength } });
  return `${hash}.${ext}`;
}

async function addFinishedExport(user: TestUser): Promise<string> {
  const job = await ctx.db.exportJob.create({
    data: {
      userId: user.id,
      status: "succeeded",
      format: "csv",
      options: {},
      filePath: `export-${user.id}`,
      fileName: EXPORT_NAME,
      size: EXPORT.byteLength,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    },
    select: { id: true },
  });
  await exchange().exports.put(`export-${user.id}`, EXPORT);
  return job.id;
}

/** The redirect's target fetched as a browser would after a cross-origin redirect: no cookie, no authorization. */
async function follow(location: string) {
  const response = await fetch(location);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The redirect's URL. A picture's redirect is kept by the browser while its URL has time left (less a margin of
 * 30 s; a URL is signed as of the start of its half-lifetime, so it has between half and all of it left); an
 * export's never.
 */
function locationOf(response: { statusCode: number; headers: Record<string, unknown> }, kept: "while valid" | "never"): string {
  expect(response.statusCode).toBe(302);
  const cacheControl = String(response.headers["cache-control"]);
  if (kept === "never") {
    expect(cacheControl).toBe("private, no-store");
  } else {
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(cacheControl)?.[1]);
    expect(maxAge, cacheControl).toBeGreaterThanOrEqual(URL_SECONDS / 2 - 30 - 1);
    expect(maxAge, cacheControl).toBeLessThanOrEqual(URL_SECONDS - 30);
  }
  const location = response.headers.location;
  expect(typeof location).toBe("string");
  expect((location as string).startsWith(`${server.endpoint}/${server.bucket}/school/`)).toBe(true);
  return location as string;
}

describe("presigned downloads (FILES_S3_DOWNLOADS=presigned)", () => {
  let streaming: App;
  beforeAll(async () => {
    // The same database and bucket, with the default: streamed through the API.
    const { presignedUrlSeconds: _, ...streamed } = s3;
    streaming = await buildApp({ services: { ...ctx.services, exchange: createExchangeService({ root: filesDir, s3: streamed }) } });
    await streaming.ready();
  });
  afterAll(async () => {
    await streaming?.close();
  });

  it("redirects a picture to a URL that serves its exact bytes and headers without a cookie, for URL_SECONDS", async () => {
    const user = await createTestUser(ctx.app);
    const name = await addMedia(user, PICTURE, "png", "image/png");
    const response = await ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } });
    const location = locationOf(response, "while valid");
    expect(response.body).toBe("");
    // The same URL while it is fresh, so the browser's cached picture is used again.
    const again = await ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } });
    const signedAt = (url: string) => {
      const [, y, mo, d, h, mi, se] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(new URL(url).searchParams.get("X-Amz-Date")!)!;
      return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
    };
    // Signed as of the start of a half-lifetime (UTC), so every request within it names the same URL.
    expect(signedAt(location) % ((URL_SECONDS / 2) * 1000)).toBe(0);
    const second = locationOf(again, "while valid");
    // Unless the two requests fell on both sides of a half-lifetime's start, which moves the signing date by exactly that.
    if (signedAt(second) === signedAt(location)) expect(second).toBe(location);
    else expect(signedAt(second) - signedAt(location)).toBe((URL_SECONDS / 2) * 1000);
    expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe(String(URL_SECONDS));

    const streamed = await streaming.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } });
    expect(streamed.statusCode).toBe(200);
    const fetched = await follow(location);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(PICTURE)).toBe(true);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(fetched.headers.get("content-type")).toBe(streamed.headers["content-type"]);
    expect(fetched.headers.get("cache-control")).toBe(streamed.headers["cache-control"]);
  });

  it("serves an SVG from the bucket as an attachment: without the API's sandbox, it must never open as a page there", async () => {
    const user = await createTestUser(ctx.app);
    const name = await addMedia(user, DRAWING, "svg", "image/svg+xml");
    const response = await ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } });
    const fetched = await follow(locationOf(response, "while valid"));
    expect(fetched.bytes.equals(DRAWING)).toBe(true);
    expect(fetched.headers.get("content-type")).toBe("image/svg+xml");
    expect(fetched.headers.get("content-disposition")).toBe("attachment");
  });

  it("redirects a finished export to a URL that downloads it under its name, as the streamed answer does", async () => {
    const user = await createTestUser(ctx.app);
    const id = await addFinishedExport(user);
    const response = await ctx.app.inject({ method: "GET", url: `/api/exports/jobs/${id}/file`, headers: { cookie: user.cookie } });
    const location = locationOf(response, "never");
    expect(new URL(location).searchParams.get("X-Amz-Expires")).toBe(String(URL_SECONDS));

    const streamed = await streaming.inject({ method: "GET", url: `/api/exports/jobs/${id}/file`, headers: { cookie: user.cookie } });
    expect(streamed.statusCode).toBe(200);
    expect(Buffer.from(streamed.rawPayload).equals(EXPORT)).toBe(true);
    const fetched = await follow(location);
    expect(fetched.status).toBe(200);
    expect(fetched.bytes.equals(EXPORT)).toBe(true);
    for (const header of ["content-type", "content-disposition", "cache-control"]) {
      expect(fetched.headers.get(header), header).toBe(streamed.headers[header]);
    }
    expect(fetched.headers.get("content-disposition")).toBe(
      `attachment; filename="Greek _ letters.csv"; filename*=UTF-8''${encodeURIComponent(EXPORT_NAME)}`,
    );
  });

  it("answers another user's media and export 404 with no URL, as without presigned downloads", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const name = await addMedia(owner, Buffer.from("someone else's sound"), "mp3", "audio/mpeg");
    const id = await addFinishedExport(owner);
    for (const url of [`/api/media/${name}`, `/api/exports/jobs/${id}/file`]) {
      for (const app of [ctx.app, streaming]) {
        const response = await app.inject({ method: "GET", url, headers: { cookie: other.cookie } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location).toBeUndefined();
        expect(response.body).not.toContain(server.endpoint);
      }
    }
  });

  it("refuses a URL whose file or headers were changed, and one past its expiry", async () => {
    const user = await createTestUser(ctx.app);
    const name = await addMedia(user, Buffer.from("a picture of a cat"), "png", "image/png");
    const secret = await addMedia(user, Buffer.from("another file of the same user"), "png", "image/png");
    const location = locationOf(
      await ctx.app.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } }),
      "while valid",
    );
    expect((await follow(location)).status).toBe(200);

    const otherFile = location.replace(name.split(".")[0]!, secret.split(".")[0]!);
    const asPage = new URL(location);
    asPage.searchParams.set("response-content-type", "text/html");
    for (const tampered of [otherFile, asPage.toString()]) {
      const refused = await follow(tampered);
      expect(refused.status, tampered).toBe(403);
      expect(refused.bytes.toString()).toContain("SignatureDoesNotMatch");
    }

    // The store signs for as long as it is asked; s3rver refuses a URL once X-Amz-Date + X-Amz-Expires has passed.
    const { url: brief } = await exchange().media.downloadUrl!(name.split(".")[0]!, { contentType: "image/png", expiresInSeconds: 1 });
    expect(new URL(brief).searchParams.get("X-Amz-Expires")).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await follow(brief);
    expect(expired.status).toBe(403);
    expect(expired.bytes.toString()).toContain("Request has expired");
  });

  it("lets pictures and sounds load from the bucket's origin only when presigned downloads are on", async () => {
    const csp = (headers: Record<string, unknown>) => String(headers["content-security-policy"]);
    const presigned = csp((await ctx.app.inject({ method: "GET", url: "/healthz" })).headers);
    expect(presigned).toContain(`img-src 'self' data: blob: ${server.endpoint};`);
    expect(presigned).toContain(`media-src 'self' ${server.endpoint};`);
    const streamed = csp((await streaming.inject({ method: "GET", url: "/healthz" })).headers);
    expect(streamed).not.toContain(server.endpoint);
    expect(streamed).not.toContain("media-src");
  });
});

describe("streamed downloads (the default)", () => {
  it("streams media and exports from the bucket through the API, as from a folder", async () => {
    const { presignedUrlSeconds: _, ...streamed } = s3;
    const app = await buildApp({ services: { ...ctx.services, exchange: createExchangeService({ root: filesDir, s3: streamed }) } });
    try {
      const user = await createTestUser(app);
      const name = await addMedia(user, PICTURE, "png", "image/png");
      const media = await app.inject({ method: "GET", url: `/api/media/${name}`, headers: { cookie: user.cookie } });
      expect(media.statusCode).toBe(200);
      expect(media.headers.location).toBeUndefined();
      expect(Buffer.from(media.rawPayload).equals(PICTURE)).toBe(true);
      expect(media.headers["content-type"]).toBe("image/png");
      expect(media.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect(media.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

      const id = await addFinishedExport(user);
      const file = await app.inject({ method: "GET", url: `/api/exports/jobs/${id}/file`, headers: { cookie: user.cookie } });
      expect(file.statusCode).toBe(200);
      expect(file.headers.location).toBeUndefined();
      expect(Buffer.from(file.rawPayload).equals(EXPORT)).toBe(true);
      expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(file.headers["cache-control"]).toBe("private, no-store");
    } finally {
      await app.close();
    }
  });
});
