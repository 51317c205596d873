import type { FastifyInstance } from "fastify";
import { findMediaFile, MEDIA_CACHE_CONTROL } from "../features/exchange/files/find-media-file.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { requireUser } from "./require-user.ts";
import { redirectToFile } from "./send-download.ts";

/**
 * GET /api/media/:name: a picture or sound of one of the user's imported notes ("<sha256>.<ext>"); another user's
 * answers 404. With FILES_S3_DOWNLOADS=presigned, a 302 to the file in the bucket (an <img> or <audio> follows it).
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>("/api/media/:name", async (request, reply) => {
    const user = await requireUser(request);
    const exchange = requireExchange(app.services.exchange);
    const media = await findMediaFile({ userId: user.id, name: request.params.name }, { db: app.services.db, exchange });
    if ("url" in media.body) return redirectToFile(reply, media.body, { cacheable: true });
    return (
      reply
        .header("content-type", media.mime)
        .header("content-length", media.size)
        .header("cache-control", MEDIA_CACHE_CONTROL)
        .header("x-content-type-options", "nosniff")
        // An SVG opened on its own runs nothing.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(media.body.stream)
    );
  });
}
