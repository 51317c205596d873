import { describe, expect, it } from "vitest";
import { characterCount, fieldErrorsFromIssues, firstInvalidField, validateSuggestion } from "./validate-suggestion.ts";

const valid = { title: "Dark mode", details: "A darker study screen, please.", email: "" };

describe("validateSuggestion", () => {
  it("passes a complete suggestion through unchanged (the server trims)", () => {
    expect(validateSuggestion({ ...valid, email: " me@example.org " }, { withEmail: true })).toEqual({
      ok: true,
      input: { title: "Dark mode", details: "A darker study screen, please.", email: " me@example.org " },
    });
  });

  it("leaves the email out for signed-in users, even if one was typed", () => {
    expect(validateSuggestion({ ...valid, email: "not an email" }, { withEmail: false })).toEqual({
      ok: true,
      input: { title: "Dark mode", details: "A darker study screen, please." },
    });
  });

  it("gives one message per field, with the server's words", () => {
    expect(validateSuggestion({ title: "", details: "short", email: "nope" }, { withEmail: true })).toEqual({
      ok: false,
      errors: {
        title: "Title is required.",
        details: "Description must be at least 10 characters.",
        email: "Please enter a valid email address.",
      },
    });
    expect(validateSuggestion({ ...valid, title: "x".repeat(121) }, { withEmail: true })).toEqual({
      ok: false,
      errors: { title: "Title must be at most 120 characters." },
    });
  });
});

describe("fieldErrorsFromIssues", () => {
  it("reads the API's {path, message} issues, first per field, ignoring unknown paths", () => {
    expect(
      fieldErrorsFromIssues([
        { path: "details", message: "Description must be at most 2000 characters." },
        { path: "details", message: "second" },
        { path: "other", message: "ignored" },
      ]),
    ).toEqual({ details: "Description must be at most 2000 characters." });
    expect(fieldErrorsFromIssues(null)).toEqual({});
  });
});

describe("firstInvalidField", () => {
  it("follows the form's order", () => {
    expect(firstInvalidField({ email: "x", details: "y" })).toBe("details");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("characterCount", () => {
  it("counts what will be sent and flags going over", () => {
    expect(characterCount("  hello  ", 2000)).toEqual({ count: 5, isOver: false, label: "5 / 2000" });
    expect(characterCount("x".repeat(2001), 2000)).toEqual({ count: 2001, isOver: true, label: "2001 / 2000" });
  });
});
