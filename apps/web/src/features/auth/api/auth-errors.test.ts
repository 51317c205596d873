import { describe, expect, it } from "vitest";
import { NETWORK_ERROR_MESSAGE } from "@/lib/error-info.ts";
import { httpErrorFromBody } from "@/lib/http-error.ts";
import { AUTH_MESSAGES, authErrorInfo, oauthErrorMessage } from "./auth-errors.ts";

const answer = (status: number, body: unknown) => authErrorInfo(httpErrorFromBody(status, body));

describe("authentication error messages", () => {
  it("lists every reason a password is too weak", () => {
    const info = answer(400, {
      code: "WEAK_PASSWORD",
      message: "Choose a stronger password. It is a common password. It contains your email.",
      reasons: ["It is a common password.", "It contains your email."],
    });
    expect(info).toEqual({ message: "Choose a stronger password.", reasons: ["It is a common password.", "It contains your email."] });
  });

  it("words the product's session and gateway errors for people", () => {
    expect(answer(404, { code: "SESSION_NOT_FOUND", message: "Session not found" }).message).toBe(AUTH_MESSAGES.sessionNotFound);
    expect(answer(401, { code: "UNAUTHORIZED", message: "Unauthorized" }).message).toBe(AUTH_MESSAGES.invalidSession);
    for (const status of [502, 503, 504]) {
      expect(answer(status, null).message).toBe(`The sign-in service is unavailable right now (HTTP ${status}). Try again in a moment.`);
    }
    expect(authErrorInfo(new TypeError("Failed to fetch")).message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("never tells which half of a sign-in was wrong, and keeps other server messages", () => {
    expect(answer(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }).message).toBe(
      "Incorrect email or password.",
    );
    expect(answer(400, { code: "INVALID_PASSWORD", message: "Invalid password" }).message).toBe("Your current password is incorrect.");
    expect(answer(400, { code: "INVALID_TOKEN", message: "Invalid token" }).message).toBe(AUTH_MESSAGES.invalidResetLink);
    expect(answer(429, { code: "TOO_MANY_REQUESTS", error: "Too many sign-in attempts. Try again in 12 minutes." }).message).toBe(
      "Too many sign-in attempts. Try again in 12 minutes.",
    );
  });

  it("explains failed OAuth sign-ins by better-auth's error codes", () => {
    expect(oauthErrorMessage(null)).toBeUndefined();
    expect(oauthErrorMessage("account_not_linked")).toMatch(/already has a Mnemo account/);
    expect(oauthErrorMessage("ACCESS_DENIED")).toBe("Sign-in was cancelled.");
    expect(oauthErrorMessage("something_new")).toMatch(/didn't work/);
  });
});
