import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import compressionPlugin, { COMPRESS_MIN_BYTES } from "./compression.ts";

const big = { cards: Array.from({ length: 60 }, (_, i) => ({ id: i, front: `Question ${i}`, back: `Answer ${i}` })) };
const bigJson = JSON.stringify(big);

describe("compressionPlugin", () => {
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get("/big", async () => big);
    app.get("/small", async () => ({ ok: true }));
    app.get("/just-under", async (_request, reply) => reply.type("application/json").send(`"${"a".repeat(COMPRESS_MIN_BYTES - 3)}"`));
    app.get("/text", async (_request, reply) => reply.type("text/plain").send("x".repeat(5000)));
    app.get("/stream", async (_request, reply) => reply.type("application/json").send(Readable.from([bigJson])));
    // How tRPC's Fastify adapter answers: a fetch Response.
    app.get("/trpc-like", async (_request, reply) =>
      reply.send(new Response(bigJson, { status: 207, headers: { "content-type": "application/json", vary: "trpc-accept, accept" } })),
    );
    app.get("/jsonl", async (_request, reply) =>
      reply.send(new Response(bigJson, { headers: { "content-type": "application/json", "transfer-encoding": "chunked" } })),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("compresses JSON above the threshold with brotli, or gzip when that is all the client takes", async () => {
    const br = await get("/big", "gzip, deflate, br");
    expect(bigJson.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(bigJson.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gzip = await get("/big", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it("sends JSON as it is, with Vary, to a client that takes no encoding", async () => {
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const response = await get("/big", acceptEncoding);
      expect(response.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.json()).toEqual(big);
    }
  });

  it("leaves JSON below the threshold alone", async () => {
    for (const url of ["/small", "/just-under"]) {
      const response = await get(url, "br, gzip");
      expect(response.headers["content-encoding"], url).toBeUndefined();
      expect(response.headers.vary, url).toBeUndefined();
    }
    expect((await get("/just-under", "br")).rawPayload.length).toBe(COMPRESS_MIN_BYTES - 1);
  });

  it("compresses a tRPC answer, keeping its status and merging its Vary", async () => {
    const response = await get("/trpc-like", "br");
    expect(response.statusCode).toBe(207);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers.vary).toBe("trpc-accept, accept, Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it("lets streams, streamed tRPC answers and other types through untouched", async () => {
    for (const url of ["/stream", "/jsonl", "/text"]) {
      const response = await get(url, "br, gzip");
      expect(response.headers["content-encoding"], url).toBeUndefined();
      expect(response.body.length, url).toBeGreaterThan(COMPRESS_MIN_BYTES);
    }
    expect((await get("/stream", "br")).json()).toEqual(big);
  });
});
