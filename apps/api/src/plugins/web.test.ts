import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webRoutes } from "./web.ts";

/** The web app's route table, read at run time (through a variable, so the API's typecheck does not follow it into the web app). */
const ROUTE_TABLE_MODULE = "../../../web/src/app/route-table.tsx";
const { pages } = (await import(ROUTE_TABLE_MODULE)) as { pages: readonly { path: string; meta: { id: string } }[] };

const INDEX_HTML = `<!doctype html><html><head><title>Mnemo</title></head><body><div id=root></div>${" ".repeat(2000)}</body></html>`;
const APP_JS = `export const App = () => ${JSON.stringify("Mnemo ".repeat(500))};\n`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const CHROME_ACCEPT = "gzip, deflate, br, zstd";

/** Writes a file and, as apps/web/build/precompress.ts does, its brotli and gzip copies. */
function writeWithVariants(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A URL the router sends to the page: each `:param` a deck-like id, a final `*` two segments. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[\w-]+/g, "3f1c1a3e-1111-4111-8111-111111111111").replace(/\*$/, "some/where");
}

describe("webRoutes", () => {
  const root = mkdtempSync(path.join(tmpdir(), "mnemo-web-"));
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    mkdirSync(path.join(root, "assets"));
    writeWithVariants(path.join(root, "index.html"), INDEX_HTML);
    writeWithVariants(path.join(root, "assets", "app-Ab12.js"), APP_JS);
    writeFileSync(path.join(root, "assets", "logo-Cd34.png"), PNG);
    writeFileSync(path.join(root, "version.json"), JSON.stringify({ version: "b1", builtAt: "2026-11-02T10:00:00.000Z" }));
    // What the build's route manifest holds: the route table's patterns (apps/web/build/route-manifest.ts).
    writeFileSync(path.join(root, "routes.json"), JSON.stringify({ patterns: pages.map((page) => page.path) }));
    await app.register(webRoutes, { root });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  describe("chooses the encoding by Accept-Encoding", () => {
    it.each([
      [CHROME_ACCEPT, "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["x-gzip", "gzip"],
      ["*", "br"],
      ["identity", undefined],
      ["gzip;q=0.5, identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      ["", undefined],
    ])("Accept-Encoding %j gets %s", async (acceptEncoding, expected) => {
      const response = await get("/assets/app-Ab12.js", { "accept-encoding": acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(expected);
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      const decoded =
        expected === "br"
          ? brotliDecompressSync(response.rawPayload)
          : expected === "gzip"
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(decoded.toString()).toBe(APP_JS);
      if (expected) expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    });

    it("sends identity, still with Vary, when the request names no encoding", async () => {
      const response = await app.inject({ method: "GET", url: "/assets/app-Ab12.js" });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body).toBe(APP_JS);
    });

    it("sends pages (index.html) precompressed too", async () => {
      const response = await get("/flashcards", { "accept-encoding": CHROME_ACCEPT });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
    });

    it("sends a file that has no compressed copy (an image) as it is, without Vary", async () => {
      const response = await get("/assets/logo-Cd34.png", { "accept-encoding": CHROME_ACCEPT });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.rawPayload.equals(PNG)).toBe(true);
    });

    it("answers HEAD with the headers GET would send and no body", async () => {
      const head = await app.inject({ method: "HEAD", url: "/assets/app-Ab12.js", headers: { "accept-encoding": "gzip" } });
      const getResponse = await get("/assets/app-Ab12.js", { "accept-encoding": "gzip" });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
      for (const name of ["content-encoding", "content-length", "content-type", "vary", "etag", "cache-control"]) {
        expect(head.headers[name], name).toBe(getResponse.headers[name]);
      }
    });
  });

  describe("caching", () => {
    it("caches hashed assets for good and revalidates index.html", async () => {
      const asset = await get("/assets/app-Ab12.js");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await get("/flashcards");
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toContain("<div id=root>");
      expect((await get("/index.html")).headers["cache-control"]).toBe("no-cache");
    });

    it("serves the build's version manifest past every cache, for open tabs to notice a deploy", async () => {
      const response = await get("/version.json");
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ version: "b1", builtAt: "2026-11-02T10:00:00.000Z" });
    });

    it("answers a revalidation of an unchanged page with 304, per encoding", async () => {
      const first = await get("/study", { "accept-encoding": "br" });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
      expect(first.headers["last-modified"]).toBeTruthy();

      const again = await get("/study", { "accept-encoding": "br", "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe("Accept-Encoding");
      expect(again.headers["cache-control"]).toBe("no-cache");

      // The brotli copy's tag does not stand for the gzip copy.
      const otherEncoding = await get("/study", { "accept-encoding": "gzip", "if-none-match": etag });
      expect(otherEncoding.statusCode).toBe(200);
      expect(otherEncoding.headers["content-encoding"]).toBe("gzip");

      const byDate = await get("/study", { "if-modified-since": first.headers["last-modified"] as string });
      expect(byDate.statusCode).toBe(304);
    });
  });

  describe("byte ranges", () => {
    it("serves one range of an uncompressed file", async () => {
      const response = await get("/assets/app-Ab12.js", { range: "bytes=0-11" });
      expect(response.statusCode).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes 0-11/${APP_JS.length}`);
      expect(response.headers["content-length"]).toBe("12");
      expect(response.body).toBe(APP_JS.slice(0, 12));
      const suffix = await get("/assets/app-Ab12.js", { range: "bytes=-5" });
      expect(suffix.body).toBe(APP_JS.slice(-5));
    });

    it("refuses a range past the end with 416", async () => {
      const response = await get("/assets/app-Ab12.js", { range: `bytes=${APP_JS.length}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers["content-range"]).toBe(`bytes */${APP_JS.length}`);
    });

    it("sends the whole compressed file when the browser accepts an encoding", async () => {
      const response = await get("/assets/app-Ab12.js", { range: "bytes=0-11", "accept-encoding": "br" });
      expect(response.statusCode).toBe(200);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    });
  });

  describe("status of pages", () => {
    it.each(pages.map((page) => [page.meta.id, page.path] as const))("%s (%s) answers 200 with the app", async (_id, pattern) => {
      const response = await get(sampleUrl(pattern));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    });

    it.each(["/FLASHCARDS", "/Auth", "/study/", "/about/how_to/getting-started/", "/study", "/tests/SidebarGrid.ignore", "/?ref=mail"])(
      "%s is a page, as the router matches it (any case, trailing slash, query)",
      async (url) => {
        expect((await get(url)).statusCode).toBe(200);
      },
    );

    it.each(["/no/such/page", "/flashcardsx", "/flashcards/a/b", "/upgrade/x", "/ai-diagrams/view/a/b", "/favicon.ico"])(
      "%s answers 404 with the app, which shows its 404 screen",
      async (url) => {
        const response = await get(url, { "accept-encoding": CHROME_ACCEPT });
        expect(response.statusCode).toBe(404);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["cache-control"]).toBe("no-cache");
        expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
      },
    );

    it("answers 404 for a chunk the deployed build no longer has, not index.html", async () => {
      const response = await get("/assets/about-Old9.js");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    });

    it("answers 404 for unknown API paths and other methods, not index.html", async () => {
      for (const response of [await get("/api/no-such-thing"), await app.inject({ method: "POST", url: "/flashcards" })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
    });

    it("serves nothing outside the build, nor source maps unless asked", async () => {
      writeFileSync(path.join(root, "assets", "app-Ab12.js.map"), "{}");
      for (const url of [
        "/assets/app-Ab12.js.map",
        "/../package.json",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/assets/%2e%2e/%2e%2e/etc/hostname",
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain("{}");
      }
    });
  });
});
