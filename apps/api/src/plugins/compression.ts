import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { chooseEncoding } from "../lib/accept-encoding.ts";

/** JSON answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader("vary");
  const fields = (Array.isArray(current) ? current.join(",") : String(current ?? "")).split(",").map((name) => name.trim());
  if (fields.includes("*") || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header("vary", [...fields.filter(Boolean), field].join(", "));
}

/**
 * The body of a tRPC answer, which the adapter hands over as a fetch Response:
 * its status and headers move onto the reply (as Fastify would do itself) and
 * its body is read, when it is JSON of a known end. A stream (tRPC's JSON
 * lines, server-sent events) is left alone: it must reach the client as it comes.
 */
async function readResponse(reply: FastifyReply, response: Response): Promise<Buffer | undefined> {
  const headers = response.headers;
  if (!JSON_TYPE.test(headers.get("content-type") ?? "") || headers.has("transfer-encoding") || headers.has("content-encoding")) return;
  reply.code(response.status);
  for (const [name, value] of headers) reply.header(name, value);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Compresses JSON answers of COMPRESS_MIN_BYTES or more with brotli (quality 4:
 * fast, and still smaller than gzip) or gzip, as the client's Accept-Encoding
 * allows, off the event loop (zlib runs on libuv's threads). Files, exports and
 * other streams pass untouched, as does anything already encoded (the web
 * build's precompressed files) or marked `no-transform`.
 */
async function compressionPlugin(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status === 204 || status === 304 || reply.hasHeader("content-encoding")) return payload;
    if (String(reply.getHeader("cache-control") ?? "").includes("no-transform")) return payload;

    let body: Buffer | string;
    if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
      body = payload;
    } else if (payload instanceof Response) {
      const read = await readResponse(reply, payload);
      if (!read) return payload;
      body = read;
    } else {
      return payload;
    }

    if (Buffer.byteLength(body) < COMPRESS_MIN_BYTES) return body;
    addVary(reply, "Accept-Encoding");
    const coding = chooseEncoding(request.headers["accept-encoding"], ["br", "gzip"]);
    if (coding === "identity") return body;
    const compressed =
      coding === "br" ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipAsync(body, { level: 6 });
    reply.header("content-encoding", coding);
    reply.removeHeader("content-length");
    return compressed;
  });
}

export default fp(compressionPlugin, { name: "mnemo-compression" });
