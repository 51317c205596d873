import type { TRestError } from "@mnemo/api-contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { HTTP_STATUS, toAppError } from "./app-error.ts";

/**
 * Every error leaves as `{error, code}` with a 4xx that says what was wrong,
 * or a 500 that says nothing internal (the details go to the log).
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const body = toRestError(error);
  const status = body.code === "INTERNAL" ? 500 : statusOf(error, body);
  if (status >= 500) request.log.error({ err: error }, "request failed");
  return reply.status(status).send(body);
}

function statusOf(error: Error, body: TRestError): number {
  const fastifyStatus = (error as FastifyError).statusCode;
  return toAppError(error) || error instanceof ZodError ? HTTP_STATUS[body.code] : (fastifyStatus ?? 400);
}

function toRestError(error: FastifyError | Error): TRestError {
  const appError = toAppError(error);
  if (appError) return { error: appError.userMessage, code: appError.code };
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { error: issues.map((issue) => issue.message).join(" "), code: "BAD_REQUEST", issues };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own 4xx (bad JSON, body too large, wrong content type) say what was wrong.
    const code =
      status === 413
        ? "PAYLOAD_TOO_LARGE"
        : status === 415
          ? "UNSUPPORTED_MEDIA_TYPE"
          : status === 429
            ? "TOO_MANY_REQUESTS"
            : "BAD_REQUEST";
    return { error: error.message, code };
  }
  return { error: "Something went wrong on our end. Try again in a moment.", code: "INTERNAL" };
}

export function notFoundBody(request: FastifyRequest): TRestError {
  return { error: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" };
}
