import type { FastifyReply } from "fastify";
import { contentDisposition } from "../features/exchange/export/export-file-names.ts";
import type { DownloadUrl } from "../lib/file-store.ts";

/** A file made on request (study notes, a practice test) sent as a download, never cached or sniffed, as exports are sent. */
export function sendDownload(reply: FastifyReply, file: { fileName: string; contentType: string; body: string | Buffer }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

/** A redirect kept by the browser stops this long before the URL it names does (clocks differ, downloads take time). */
const REDIRECT_MARGIN_SECONDS = 30;

/**
 * FILES_S3_DOWNLOADS=presigned: the browser fetches the file from the bucket at this short-lived URL (the
 * ownership check already passed). A `cacheable` file's redirect (media: the bytes behind a name never change)
 * is kept by the browser while the URL has time left, so a picture shown again comes from its cache; any
 * other redirect is never cached.
 */
export function redirectToFile(reply: FastifyReply, { url, expiresAt }: DownloadUrl, { cacheable = false } = {}) {
  const secondsLeft = Math.floor((expiresAt.getTime() - Date.now()) / 1000) - REDIRECT_MARGIN_SECONDS;
  const cacheControl = cacheable && secondsLeft > 0 ? `private, max-age=${secondsLeft}` : "private, no-store";
  return reply.status(302).header("location", url).header("cache-control", cacheControl).send();
}
