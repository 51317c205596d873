import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http-error.ts";
import { NETWORK_ERROR_MESSAGE } from "@/lib/error-info.ts";
import { generationFailure, isUpgradeFailure, specificFailureDetail } from "./generation-errors.ts";

const GENERIC = ["An error occurred while making your flashcards", "Your usage has not been affected."];

describe("generationFailure", () => {
  it("reads a REST error's message, code and details", () => {
    const error = new HttpError(413, "This text has 2,100 characters.", "INPUT_LIMIT_EXCEEDED", [], {
      limit: 2000,
      upgradePlan: "premium",
    });
    expect(generationFailure(error)).toEqual({
      message: "This text has 2,100 characters.",
      code: "INPUT_LIMIT_EXCEEDED",
      details: { limit: 2000, upgradePlan: "premium" },
    });
  });

  it("reads a tRPC error's app code and details", () => {
    const error = Object.assign(new Error("Not enough words left."), {
      name: "TRPCClientError",
      data: { httpStatus: 402, appCode: "QUOTA_EXCEEDED", details: { remaining: 3 } },
    });
    expect(generationFailure(error)).toEqual({ message: "Not enough words left.", code: "QUOTA_EXCEEDED", details: { remaining: 3 } });
  });

  it("reads a failed job's error", () => {
    expect(generationFailure({ code: "NO_TEXT_FOUND", message: "No text in the image." })).toMatchObject({ code: "NO_TEXT_FOUND" });
  });

  it("says the network failed when it did", () => {
    expect(generationFailure(new TypeError("Failed to fetch")).message).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe("specificFailureDetail", () => {
  it("keeps a message that says what went wrong", () => {
    expect(specificFailureDetail("The file is password-protected.", GENERIC)).toBe("The file is password-protected.");
  });

  it("drops a message the generic toast already says", () => {
    expect(specificFailureDetail("An error occurred while making your flashcards", GENERIC)).toBeNull();
    expect(specificFailureDetail("an error occurred while making your flashcards.", GENERIC)).toBeNull();
    expect(specificFailureDetail("  ", GENERIC)).toBeNull();
    expect(specificFailureDetail(null, GENERIC)).toBeNull();
  });
});

describe("isUpgradeFailure", () => {
  it("offers an upgrade for plan limits a bigger plan lifts", () => {
    expect(isUpgradeFailure({ code: "CARD_TYPE_NOT_IN_PLAN", details: null })).toBe(true);
    expect(isUpgradeFailure({ code: "INPUT_LIMIT_EXCEEDED", details: { upgradePlan: "pro" } })).toBe(true);
    expect(isUpgradeFailure({ code: "INPUT_LIMIT_EXCEEDED", details: { upgradePlan: null } })).toBe(false);
    expect(isUpgradeFailure({ code: "FILE_CORRUPT", details: null })).toBe(false);
  });
});
