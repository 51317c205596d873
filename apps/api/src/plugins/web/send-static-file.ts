import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding, type ContentCoding } from "../../lib/accept-encoding.ts";

/** The precompressed copies the web build writes beside each text file (apps/web/build/precompress.ts). */
const VARIANT_EXTENSIONS: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;

/** A strong validator per representation: each variant is a different file, so each gets its own tag. */
const etagOf = (info: Stats, coding: ContentCoding | "identity") =>
  `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${coding === "identity" ? "" : `-${coding}`}"`;

function isFresh(request: FastifyRequest, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** One byte range of a `Range: bytes=…` header, or undefined to send the whole file (no header, several ranges, not bytes). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * Sends one file of the web build: its brotli or gzip copy when the browser
 * accepts one (with `Vary: Accept-Encoding` whenever copies exist, so caches
 * keep them apart), the Content-Type of the original and the Content-Length of
 * what is sent, an ETag and Last-Modified to revalidate against (304), and a
 * single byte range of an uncompressed file (206, or 416). HEAD gets the
 * headers alone. The reply's status is kept (404 for the app's own 404 page);
 * only a 200 revalidates or serves a range.
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { file, cacheControl }: { file: string; cacheControl: string },
): Promise<FastifyReply> {
  const offered: ContentCoding[] = [];
  for (const coding of ["br", "gzip"] as const) if (await isFile(file + VARIANT_EXTENSIONS[coding])) offered.push(coding);
  const coding = chooseEncoding(request.headers["accept-encoding"], offered);
  const sent = coding === "identity" ? file : file + VARIANT_EXTENSIONS[coding];
  const info = await stat(sent);
  const etag = etagOf(info, coding);

  reply.header("content-type", CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream");
  reply.header("cache-control", cacheControl);
  reply.header("etag", etag);
  reply.header("last-modified", info.mtime.toUTCString());
  if (offered.length > 0) reply.header("vary", "Accept-Encoding");
  if (coding === "identity") reply.header("accept-ranges", "bytes");
  else reply.header("content-encoding", coding);

  const isOk = reply.statusCode === 200;
  if (isOk && isFresh(request, etag, info.mtime)) {
    reply.removeHeader("content-type");
    return reply.status(304).send();
  }

  const ifRange = request.headers["if-range"];
  const rangeApplies = isOk && coding === "identity" && (ifRange === undefined || ifRange === etag || ifRange === info.mtime.toUTCString());
  const range = rangeApplies ? parseRange(request.headers.range, info.size) : undefined;
  if (range === "unsatisfiable") {
    reply.removeHeader("content-type");
    return reply.status(416).header("content-range", `bytes */${info.size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  if (range) reply.status(206).header("content-range", `bytes ${start}-${end}/${info.size}`);
  reply.header("content-length", Math.max(0, end - start + 1));
  if (request.method === "HEAD" || info.size === 0) return reply.send();
  return reply.send(createReadStream(sent, { start, end }));
}
