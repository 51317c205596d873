import { internalErrorMessage, type TErrorCode, type TRestError } from "@mnemo/api-contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { HTTP_STATUS, toAppError } from "./app-error.ts";

/**
 * Every error leaves as `{error, code}` with a 4xx that says what was wrong,
 * or a 500 that says nothing internal (the details go to the log).
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toRestError(error, String(request.id));
  if (status >= 500) request.log.error({ err: error }, "request failed");
  const retryAfter = body.details?.retryAfterSeconds;
  if (status === 429 && typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
  return reply.status(status).send(body);
}

/** Fastify's own 4xx (bad JSON, body too large, wrong content type) keep their status and message. */
const FASTIFY_CODES: Partial<Record<number, TErrorCode>> = {
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

function toRestError(error: FastifyError | Error, requestId: string): { status: number; body: TRestError } {
  const appError = toAppError(error);
  if (appError) {
    const body: TRestError = { error: appError.userMessage, code: appError.code };
    if (appError.details) body.details = appError.details;
    return { status: HTTP_STATUS[appError.code], body };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return { status: 400, body: { error: issues.map((issue) => issue.message).join(" "), code: "BAD_REQUEST", issues } };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { error: error.message, code: FASTIFY_CODES[status] ?? "BAD_REQUEST" } };
  }
  return { status: 500, body: { error: internalErrorMessage(requestId), code: "INTERNAL", requestId } };
}

export function notFoundBody(request: FastifyRequest): TRestError {
  return { error: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" };
}
