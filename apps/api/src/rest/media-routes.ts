import type { FastifyInstance } from "fastify";
import { parseMediaName } from "../features/collection/media-names.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "./require-user.ts";

const notFound = () => new AppError("NOT_FOUND", { message: "Media file not found" });

/** GET /api/media/:name: a picture or sound of one of the user's imported notes ("<sha256>.<ext>"); another user's answers 404. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>("/api/media/:name", async (request, reply) => {
    const user = await requireUser(request);
    const exchange = requireExchange(app.services.exchange);
    const parsed = parseMediaName(request.params.name);
    if (!parsed) throw notFound();
    const row = await app.services.db.mediaFile.findUnique({
      where: { userId_hash: { userId: user.id, hash: parsed.hash } },
      select: { ext: true, mime: true, size: true },
    });
    const size = row && row.ext === parsed.ext ? await exchange.media.size(parsed.hash) : null;
    if (!row || size === null) throw notFound();
    return (
      reply
        .header("content-type", row.mime)
        .header("content-length", size)
        // Content-addressed: the bytes behind a name never change.
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        // An SVG opened on its own runs nothing.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(exchange.media.stream(parsed.hash))
    );
  });
}
