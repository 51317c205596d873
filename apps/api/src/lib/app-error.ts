import type { TErrorCode } from "@mnemo/api-contract";
import { Prisma } from "@mnemo/db";

/** What feature functions throw; one table maps it onto HTTP and tRPC. */
export class AppError extends Error {
  readonly code: TErrorCode;
  /** Safe to show the user; defaults to the message. */
  readonly userMessage: string;

  constructor(code: TErrorCode, options: { message: string; userMessage?: string; cause?: unknown }) {
    super(options.message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.userMessage = options.userMessage ?? options.message;
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
