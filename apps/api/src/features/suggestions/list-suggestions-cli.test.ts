import type { TSuggestion } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { formatSuggestions, parseListSuggestionsArgs } from "./list-suggestions-cli.ts";

describe("parseListSuggestionsArgs", () => {
  it("defaults to the 50 newest as text", () => {
    expect(parseListSuggestionsArgs([])).toEqual({ limit: 50, json: false });
  });

  it("reads --limit N, --limit=N and --json in any order", () => {
    expect(parseListSuggestionsArgs(["--json", "--limit", "3"])).toEqual({ limit: 3, json: true });
    expect(parseListSuggestionsArgs(["--limit=7"])).toEqual({ limit: 7, json: false });
  });

  it("refuses a missing, fractional, zero or huge limit and unknown options", () => {
    for (const argv of [["--limit"], ["--limit", "2.5"], ["--limit", "0"], ["--limit=abc"], ["--limit", "1001"]]) {
      expect(parseListSuggestionsArgs(argv)).toEqual({ error: "--limit takes a whole number from 1 to 1000." });
    }
    expect(parseListSuggestionsArgs(["--all"])).toEqual({ error: "Unknown option '--all'." });
  });
});

describe("formatSuggestions", () => {
  const base: TSuggestion = {
    id: "0190f3b4-0000-7000-8000-000000000001",
    title: "Dark mode",
    details: "First line\nSecond line",
    email: "ada@example.org",
    user_id: "user-1",
    created_at: "2026-11-21T13:05:09.123Z",
  };

  it("says so when there are none", () => {
    expect(formatSuggestions([])).toBe("No suggestions yet.");
  });

  it("shows when, title, author and the indented description of each", () => {
    const visitor: TSuggestion = { ...base, title: "CSV import", details: "Please", email: null, user_id: null };
    expect(formatSuggestions([base, visitor])).toBe(
      [
        "2026-11-21 13:05 UTC  Dark mode",
        "  from ada@example.org, user user-1",
        "    First line",
        "    Second line",
        "",
        "2026-11-21 13:05 UTC  CSV import",
        "  from no email, visitor",
        "    Please",
      ].join("\n"),
    );
  });
});
