import { WEAK_PASSWORD_MESSAGE } from "@mnemo/api-contract";
import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { errorMessage } from "../../error-info.ts";
import { AUTH_FAILURES, toUserError } from "./supabase-auth-errors.ts";

describe("toUserError", () => {
  it("words each weak-password reason, and keeps Supabase's text when it gives none we know", () => {
    const error = toUserError(new AuthWeakPasswordError("Password is known to be weak", 422, ["characters", "pwned"]));
    expect(error).toMatchObject({
      status: 422,
      code: "WEAK_PASSWORD",
      reasons: ["Mix lower and upper case letters, digits and symbols.", "It has appeared in a data breach; pick one nobody else uses."],
    });
    expect(error.message.startsWith(WEAK_PASSWORD_MESSAGE)).toBe(true);
    expect(toUserError(new AuthWeakPasswordError("Too simple.", 422, []))).toMatchObject({ reasons: ["Too simple."] });
  });

  it("uses the local mode's codes, so one table explains both modes", () => {
    expect(toUserError(new AuthApiError("User already registered", 422, "user_already_exists"))).toMatchObject({
      code: "USER_ALREADY_EXISTS",
    });
    expect(toUserError(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"))).toMatchObject(
      AUTH_FAILURES.invalidCredentials,
    );
    expect(toUserError(new AuthSessionMissingError())).toMatchObject(AUTH_FAILURES.sessionExpired);
    expect(
      toUserError(new AuthApiError("Session not found", 403, "session_not_found"), { noSession: AUTH_FAILURES.resetLinkInvalid }),
    ).toMatchObject(AUTH_FAILURES.resetLinkInvalid);
  });

  it("keeps Supabase's words for codes it has no better ones for", () => {
    expect(errorMessage(toUserError(new AuthApiError("Unable to validate email address: invalid format", 400, "validation_failed")))).toBe(
      "Unable to validate email address: invalid format",
    );
  });

  it("names the service for any server failure, with no status errorMessage would take for a network failure", () => {
    const error = toUserError(new AuthRetryableFetchError("Internal Server Error", 500));
    expect(error).not.toHaveProperty("status");
    expect(errorMessage(error)).toBe("The sign-in service is unavailable right now (HTTP 500). Try again in a moment.");
  });
});
