/** A non-2xx answer from a plain (non-tRPC) endpoint, with the server's own words. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The server's list of what was wrong, e.g. why a password is too weak. */
  readonly reasons: string[];
  /** Facts behind the error (TRestError's `details`): a limit, the amount found, the plan that allows more. */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, message: string, code?: string, reasons: string[] = [], details?: Record<string, unknown>) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.reasons = reasons;
    this.details = details;
  }
}

/**
 * better-auth answers `{message, code}`, the REST routes `{error, code}`.
 * Either way the text is written for users, so it is shown as is.
 */
export function httpErrorFromBody(status: number, body: unknown): HttpError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const text = [record.message, record.error].find((value): value is string => typeof value === "string" && value !== "");
  const code = typeof record.code === "string" ? record.code : undefined;
  const reasons = Array.isArray(record.reasons) ? record.reasons.filter((reason): reason is string => typeof reason === "string") : [];
  const details = typeof record.details === "object" && record.details !== null ? (record.details as Record<string, unknown>) : undefined;
  return new HttpError(status, text ?? fallbackMessage(status), code, reasons, details);
}

function fallbackMessage(status: number): string {
  if (status === 429) return "Too many attempts. Wait a moment and try again.";
  if (status >= 500) return "Something went wrong on our end. Try again in a moment.";
  return `The request failed (HTTP ${status}).`;
}
