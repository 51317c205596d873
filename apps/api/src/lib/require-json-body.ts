import type { TRestError } from "@mnemo/api-contract";
import type { FastifyReply, FastifyRequest } from "fastify";

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * An `onRequest` hook for routes that take JSON only: any other Content-Type
 * (or none) on a request that may carry a body answers 415 with `message`
 * before a byte of the body is read. This also keeps out the "simple"
 * cross-site posts an HTML form can make (text/plain, urlencoded, multipart).
 */
export function requireJsonBody(message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (BODYLESS_METHODS.has(request.method)) return;
    const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type === "application/json") return;
    return reply
      .status(415)
      .header("connection", "close")
      .send({ error: message, code: "UNSUPPORTED_MEDIA_TYPE" } satisfies TRestError);
  };
}
