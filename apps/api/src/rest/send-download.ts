import type { FastifyReply } from "fastify";
import { contentDisposition } from "../features/exchange/export/export-file-names.ts";

/** A file made on request (study notes, a practice test) sent as a download, never cached or sniffed, as exports are sent. */
export function sendDownload(reply: FastifyReply, file: { fileName: string; contentType: string; body: string | Buffer }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

/**
 * FILES_S3_DOWNLOADS=presigned: the browser fetches the file from the bucket at this short-lived URL (the
 * ownership check already passed). The redirect itself is never cached: it outlives the URL it names.
 */
export function redirectToFile(reply: FastifyReply, url: string) {
  return reply.status(302).header("location", url).header("cache-control", "private, no-store").send();
}
