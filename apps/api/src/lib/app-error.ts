import type { TErrorCode, TRestError } from "@mnemo/api-contract";
import { Prisma } from "@mnemo/db";

/** What feature functions throw; one table maps it onto HTTP and tRPC. */
export class AppError extends Error {
  readonly code: TErrorCode;
  /** Safe to show the user; defaults to the message. */
  readonly userMessage: string;
  /** Facts a client may show next to the message (sent in REST answers and tRPC error data). */
  readonly details: TRestError["details"];

  constructor(code: TErrorCode, options: { message: string; userMessage?: string; cause?: unknown; details?: TRestError["details"] }) {
    super(options.message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.userMessage = options.userMessage ?? options.message;
    this.details = options.details;
  }
}

export const HTTP_STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  FILE_TYPE_NOT_SUPPORTED: 415,
  FILE_TOO_LARGE: 413,
  FILE_ENCRYPTED: 422,
  FILE_CORRUPT: 422,
  FILE_TOO_COMPLEX: 413,
  EMPTY_DOCUMENT: 422,
  NO_TEXT_FOUND: 422,
  LANGUAGE_NOT_SUPPORTED: 422,
  INPUT_LIMIT_EXCEEDED: 413,
  CARD_TYPE_NOT_IN_PLAN: 403,
  QUOTA_EXCEEDED: 402,
  GENERATION_FAILED: 502,
  NO_CARDS: 422,
  NO_NEW_CARDS: 422,
  EXPORT_NOT_IN_PLAN: 403,
  EXPORT_EXPIRED: 410,
  PACKAGE_VERSION_NOT_SUPPORTED: 422,
  TOO_MANY_NOTES: 413,
  MEDIA_LIMIT_EXCEEDED: 413,
  EXPORT_TOO_LARGE: 413,
  BILLING_DISABLED: 409,
  TRIAL_ALREADY_USED: 409,
  ALREADY_SUBSCRIBED: 409,
  NO_BILLING_ACCOUNT: 409,
  PAYMENT_PROVIDER_ERROR: 502,
  INVALID_SIGNATURE: 400,
  DIAGRAM_INVALID: 400,
  DIAGRAM_NOT_FOUND: 404,
  DIAGRAM_NO_SOURCE: 404,
  DIAGRAM_NOTHING_TO_DRAW: 422,
  DIAGRAM_NO_MODEL: 409,
  DIAGRAM_NOT_READY: 409,
  DIAGRAM_STALE: 409,
};

export const TRPC_CODE = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
  FILE_TYPE_NOT_SUPPORTED: "UNSUPPORTED_MEDIA_TYPE",
  FILE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FILE_ENCRYPTED: "UNPROCESSABLE_CONTENT",
  FILE_CORRUPT: "UNPROCESSABLE_CONTENT",
  FILE_TOO_COMPLEX: "PAYLOAD_TOO_LARGE",
  EMPTY_DOCUMENT: "UNPROCESSABLE_CONTENT",
  NO_TEXT_FOUND: "UNPROCESSABLE_CONTENT",
  LANGUAGE_NOT_SUPPORTED: "UNPROCESSABLE_CONTENT",
  INPUT_LIMIT_EXCEEDED: "PAYLOAD_TOO_LARGE",
  CARD_TYPE_NOT_IN_PLAN: "FORBIDDEN",
  QUOTA_EXCEEDED: "PAYMENT_REQUIRED",
  GENERATION_FAILED: "BAD_GATEWAY",
  NO_CARDS: "UNPROCESSABLE_CONTENT",
  NO_NEW_CARDS: "UNPROCESSABLE_CONTENT",
  EXPORT_NOT_IN_PLAN: "FORBIDDEN",
  EXPORT_EXPIRED: "NOT_FOUND",
  PACKAGE_VERSION_NOT_SUPPORTED: "UNPROCESSABLE_CONTENT",
  TOO_MANY_NOTES: "PAYLOAD_TOO_LARGE",
  MEDIA_LIMIT_EXCEEDED: "PAYLOAD_TOO_LARGE",
  EXPORT_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  BILLING_DISABLED: "CONFLICT",
  TRIAL_ALREADY_USED: "CONFLICT",
  ALREADY_SUBSCRIBED: "CONFLICT",
  NO_BILLING_ACCOUNT: "CONFLICT",
  PAYMENT_PROVIDER_ERROR: "BAD_GATEWAY",
  INVALID_SIGNATURE: "BAD_REQUEST",
  DIAGRAM_INVALID: "BAD_REQUEST",
  DIAGRAM_NOT_FOUND: "NOT_FOUND",
  DIAGRAM_NO_SOURCE: "NOT_FOUND",
  DIAGRAM_NOTHING_TO_DRAW: "UNPROCESSABLE_CONTENT",
  DIAGRAM_NO_MODEL: "CONFLICT",
  DIAGRAM_NOT_READY: "CONFLICT",
  DIAGRAM_STALE: "CONFLICT",
} as const satisfies Record<TErrorCode, string>;

/** Turns database errors that mean something to a user into AppErrors; the one place that knows Prisma codes. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new AppError("NOT_FOUND", { message: "Not found", cause: error });
    if (error.code === "P2002") return new AppError("CONFLICT", { message: "Already exists", cause: error });
  }
  return undefined;
}

/** A unique constraint refused the write: P2002 from the query builder, or 23505 under a raw statement (P2010). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const meta = JSON.stringify(error.meta ?? {});
  return error.code === "P2010" && (meta.includes("23505") || meta.includes("UniqueConstraintViolation"));
}
