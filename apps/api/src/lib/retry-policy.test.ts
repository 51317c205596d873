import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { classifyFailure, describeFailure, ModelTimeoutError, parseRetryAfterMs, retryDelayMs } from "./retry-policy.ts";

const apiError = (statusCode: number | undefined, message = "failed", responseHeaders?: Record<string, string>) =>
  new APICallError({
    message,
    url: "http://x/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseHeaders,
    isRetryable: statusCode === undefined,
  });

describe("retry policy", () => {
  it("retries rate limits, server errors, network errors and timeouts only", () => {
    expect([429, 500, 502, 503, 408].map((status) => classifyFailure(apiError(status)))).toEqual(Array(5).fill("retryable"));
    expect(classifyFailure(apiError(undefined, "Cannot connect to API"))).toBe("retryable");
    expect(classifyFailure(new ModelTimeoutError(10))).toBe("retryable");
    expect(classifyFailure(apiError(400, "maximum context length exceeded"))).toBe("chunk-failed");
    expect(classifyFailure(apiError(400, "'response_format.type' must be 'text' or 'json_object'"))).toBe("output-mode-rejected");
    expect(classifyFailure(apiError(401))).toBe("fatal");
    expect(classifyFailure(apiError(404, "model not found"))).toBe("fatal");
    expect(classifyFailure(new Error("bug"))).toBe("chunk-failed");
  });

  it("reads Retry-After as milliseconds, seconds or a date, and caps the wait", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfterMs({ "retry-after-ms": "250" })).toBe(250);
    expect(parseRetryAfterMs({ "retry-after": "2" })).toBe(2000);
    expect(parseRetryAfterMs({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }, now)).toBe(5000);
    expect(parseRetryAfterMs({ "retry-after": "soon" })).toBeUndefined();
    expect(retryDelayMs(apiError(429, "slow", { "retry-after": "120" }), 0, { baseDelayMs: 1000, maxDelayMs: 30_000 })).toBe(30_000);
  });

  it("backs off exponentially with jitter", () => {
    const timing = { baseDelayMs: 100, maxDelayMs: 1000 };
    for (let i = 0; i < 20; i += 1) {
      expect(retryDelayMs(apiError(500), 2, timing)).toBeGreaterThanOrEqual(200);
      expect(retryDelayMs(apiError(500), 2, timing)).toBeLessThanOrEqual(400);
      expect(retryDelayMs(apiError(500), 9, timing)).toBeLessThanOrEqual(1000);
    }
  });

  it("describes failures without the key or the document", () => {
    expect(describeFailure(apiError(500, "bad key sk-123 used"), { secret: "sk-123", documentText: "" })).toEqual({
      status: 500,
      error: "bad key [redacted] used",
    });
    expect(
      describeFailure(apiError(400, "Cannot parse: the mitochondrion produces ATP"), {
        secret: "k",
        documentText: "The mitochondrion  produces ATP.",
      }).error,
    ).toMatch(/withheld/);
  });
});
