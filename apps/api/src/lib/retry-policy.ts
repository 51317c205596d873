import { setTimeout as sleep } from "node:timers/promises";
import { APICallError } from "ai";

/** Thrown when one model request takes longer than its time limit; retried like a 5xx. */
export class ModelTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The model did not answer within ${timeoutMs} ms`);
    this.name = "ModelTimeoutError";
  }
}

export type TRetryTiming = { baseDelayMs: number; maxDelayMs: number };

/** What to do after a failed request. */
export type TFailureKind =
  /** The server will not take json_schema (or json_object): switch output mode and ask again at once. */
  | "output-mode-rejected"
  /** Wrong key, no access, unknown model: every other chunk would fail the same way. */
  | "fatal"
  /** Rate limits, 5xx, network errors and timeouts. */
  | "retryable"
  /** Other 4xx (e.g. context too long): this chunk fails, others may still work. */
  | "chunk-failed";

export function classifyFailure(error: unknown): TFailureKind {
  if (error instanceof ModelTimeoutError) return "retryable";
  if (!APICallError.isInstance(error)) return "chunk-failed";
  const status = error.statusCode;
  // No status: the SDK could not connect or the connection broke (it marks those retryable).
  if (status === undefined) return error.isRetryable ? "retryable" : "chunk-failed";
  if (status === 408 || status === 429 || status >= 500) return "retryable";
  if (
    (status === 400 || status === 422) &&
    /response_format|json_schema|json schema|json_object|structured output/i.test(`${error.message} ${error.responseBody ?? ""}`)
  ) {
    return "output-mode-rejected";
  }
  if (status === 401 || status === 403 || status === 404) return "fatal";
  return "chunk-failed";
}

/** Exponential backoff with jitter (50-100% of the step), or the server's Retry-After when it sent one; both capped. */
export function retryDelayMs(error: unknown, retry: number, { baseDelayMs, maxDelayMs }: TRetryTiming): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  const asked = headers ? parseRetryAfterMs(headers) : undefined;
  if (asked !== undefined) return Math.min(asked, maxDelayMs);
  const step = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  return Math.round(step / 2 + (Math.random() * step) / 2);
}

/** `retry-after-ms` (OpenAI's), else `retry-after` as seconds or an HTTP date. Header names as the SDK gives them: lower case. */
export function parseRetryAfterMs(headers: Record<string, string>, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers["retry-after"]?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits, but gives up at once when the run is aborted (rejecting with the abort reason). */
export async function waitOrAbort(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    signal.throwIfAborted();
    throw error;
  }
}

/**
 * A short description of a failure for logs, with the API key redacted and
 * the server's message withheld when it quotes the document (some servers
 * echo the input in validation errors). Never the request body or headers.
 */
export function describeFailure(
  error: unknown,
  { secret, documentText }: { secret: string; documentText: string },
): { status?: number; code?: string; error: string } {
  const isApiError = APICallError.isInstance(error);
  const status = isApiError ? error.statusCode : undefined;
  const data = isApiError ? (error.data as { error?: { code?: unknown } } | undefined) : undefined;
  const code = typeof data?.error?.code === "string" ? data.error.code : undefined;
  let message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  if (secret) message = message.split(secret).join("[redacted]");
  if (quotesText(message, documentText)) message = "[server message withheld: it quotes the document]";
  return { ...(status !== undefined && { status }), ...(code !== undefined && { code }), error: message };
}

/** True when `message` shares any 24-character run (ignoring whitespace differences) with `text`. */
function quotesText(message: string, text: string): boolean {
  const squash = (value: string) => value.replace(/\s+/g, " ");
  const haystack = squash(text);
  const needle = squash(message);
  for (let at = 0; at + 24 <= needle.length; at += 1) if (haystack.includes(needle.slice(at, at + 24))) return true;
  return false;
}
