import { describe, expect, it } from "vitest";
import { ZCreateSuggestionInputSchema, suggestionRateLimitMessage } from "./suggestions.ts";

const valid = { title: "Dark mode for decks", details: "Let me pick a dark theme for the study view." };

function messages(input: unknown): Record<string, string[]> {
  const result = ZCreateSuggestionInputSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("ZCreateSuggestionInputSchema", () => {
  it("accepts a title and description, trimming them; no email means null", () => {
    const parsed = ZCreateSuggestionInputSchema.parse({ title: "  Dark mode  ", details: `  ${valid.details}  ` });
    expect(parsed).toEqual({ title: "Dark mode", details: valid.details, email: null });
  });

  it("says a blank field is required, once", () => {
    expect(messages({ title: "   ", details: "" })).toEqual({
      title: ["Title is required."],
      details: ["Description is required."],
    });
    expect(messages({})).toEqual({ title: ["Title is required."], details: ["Description is required."] });
  });

  it("enforces the length limits with the numbers in the message", () => {
    expect(messages({ ...valid, title: "ab" })).toEqual({ title: ["Title must be at least 3 characters."] });
    expect(messages({ ...valid, title: "a".repeat(121) })).toEqual({ title: ["Title must be at most 120 characters."] });
    expect(messages({ ...valid, details: "too short" })).toEqual({ details: ["Description must be at least 10 characters."] });
    expect(messages({ ...valid, details: "a".repeat(2001) })).toEqual({ details: ["Description must be at most 2000 characters."] });
    expect(messages({ title: "a".repeat(120), details: "a".repeat(2000) })).toEqual({});
    expect(messages({ title: "abc", details: "a".repeat(10) })).toEqual({});
  });

  it("takes an optional email, lower-cased; blank means none; a bad one is refused", () => {
    expect(ZCreateSuggestionInputSchema.parse({ ...valid, email: " Ada@Example.org " }).email).toBe("ada@example.org");
    expect(ZCreateSuggestionInputSchema.parse({ ...valid, email: "" }).email).toBeNull();
    expect(ZCreateSuggestionInputSchema.parse({ ...valid, email: null }).email).toBeNull();
    expect(messages({ ...valid, email: "not-an-email" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(messages({ ...valid, email: `${"a".repeat(250)}@example.org` })).toEqual({ email: ["Please enter a valid email address."] });
  });
});

describe("suggestionRateLimitMessage", () => {
  it("rounds the wait up to whole minutes, never below one", () => {
    expect(suggestionRateLimitMessage(12 * 60_000 + 1)).toBe("You've sent 5 suggestions in the last hour. Please try again in 13 minutes.");
    expect(suggestionRateLimitMessage(59_000)).toBe("You've sent 5 suggestions in the last hour. Please try again in 1 minute.");
    expect(suggestionRateLimitMessage(0)).toBe("You've sent 5 suggestions in the last hour. Please try again in 1 minute.");
  });
});
