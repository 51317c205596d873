import { describe, expect, it } from "vitest";
import { errorMessage, httpStatusOf, isNetworkFailure, NETWORK_ERROR_MESSAGE } from "./error-info.ts";
import { HttpError, httpErrorFromBody } from "./http-error.ts";
import { shouldRetryQuery } from "./query-retry.ts";

/** Shaped like @trpc/client's TRPCClientError without importing it. */
function trpcError(message: string, httpStatus?: number): Error {
  const error = new Error(message) as Error & { data?: { httpStatus: number } };
  error.name = "TRPCClientError";
  if (httpStatus !== undefined) error.data = { httpStatus };
  return error;
}

describe("isNetworkFailure", () => {
  it("is true when fetch itself failed", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(trpcError("Failed to fetch"))).toBe(true);
  });

  it("is true for gateway errors in front of the API", () => {
    expect(isNetworkFailure(new HttpError(502, "Bad gateway"))).toBe(true);
    expect(isNetworkFailure(trpcError("Unavailable", 503))).toBe(true);
  });

  it("is false when the API answered with an error", () => {
    expect(isNetworkFailure(trpcError("You are not signed in.", 401))).toBe(false);
    expect(isNetworkFailure(trpcError("Group not found", 404))).toBe(false);
    expect(isNetworkFailure(trpcError("Something went wrong on our end.", 500))).toBe(false);
    expect(isNetworkFailure(new HttpError(422, "User already exists."))).toBe(false);
    expect(isNetworkFailure(new Error("boom"))).toBe(false);
  });
});

describe("shouldRetryQuery", () => {
  it("retries network failures up to 3 times", () => {
    const offline = new TypeError("Failed to fetch");
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, offline))).toEqual([true, true, true, false]);
  });

  it("never retries a 4xx", () => {
    expect(shouldRetryQuery(0, trpcError("Not found", 404))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError(401, "Invalid email or password"))).toBe(false);
  });
});

describe("errorMessage", () => {
  it("shows the server's words when it answered", () => {
    expect(errorMessage(trpcError("Group not found", 404))).toBe("Group not found");
    expect(errorMessage(new HttpError(401, "Invalid email or password"))).toBe("Invalid email or password");
  });

  it("explains network failures plainly", () => {
    expect(errorMessage(new TypeError("NetworkError when attempting to fetch resource."))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("uses the fallback for things that are not errors", () => {
    expect(errorMessage("nope", "Could not load decks.")).toBe("Could not load decks.");
  });
});

describe("httpErrorFromBody", () => {
  it("reads better-auth's and the REST routes' shapes", () => {
    const auth = httpErrorFromBody(400, { message: "Password too short", code: "PASSWORD_TOO_SHORT" });
    expect([auth.status, auth.message, auth.code]).toEqual([400, "Password too short", "PASSWORD_TOO_SHORT"]);
    expect(httpErrorFromBody(404, { error: "Group not found", code: "NOT_FOUND" }).message).toBe("Group not found");
  });

  it("has a readable message when the body says nothing", () => {
    expect(httpStatusOf(httpErrorFromBody(429, null))).toBe(429);
    expect(httpErrorFromBody(429, null).message).toMatch(/try again/i);
    expect(httpErrorFromBody(500, "<html>").message).toMatch(/our end/i);
  });
});
