import type { TGenerationOptions, TInspectResult } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { characterCounter, formatBytes, generateBlockReason, measureText, type TGenerateInput } from "./input-limits.ts";

const OPTIONS: TGenerationOptions = {
  plan_id: "free",
  plan_name: "Free",
  input_limits: { text: 2000, pages: 1 },
  allowed_types: ["truefalse", "qna", "manual", "clozedel"],
  all_types: ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"],
  max_upload_bytes: 25 * 1024 * 1024,
  words_remaining: 40_000,
  words_limit: 40_000,
  generator: "offline",
};

const inspected = (result: Partial<TInspectResult>) =>
  ({ status: "done", result: { kind: "pdf", mime: "application/pdf", pages: 1, page_limit: 1, within_limits: true, ...result } }) as const;

const input = (overrides: Partial<TGenerateInput>): TGenerateInput => ({
  options: OPTIONS,
  source: "text",
  text: "Cells are the basic unit of life.",
  file: null,
  inspection: { status: "idle" },
  types: ["qna"],
  ...overrides,
});

describe("measureText", () => {
  it("counts characters as the server does (trimmed) and flags text over the limit", () => {
    expect(measureText("  abc  ", 2000)).toMatchObject({ characters: 3, words: 1, isOver: false });
    expect(measureText("x".repeat(2001), 2000).isOver).toBe(true);
    expect(measureText("x".repeat(2000), 2000).isOver).toBe(false);
    expect(characterCounter(measureText("x".repeat(2100), 2000))).toBe("2,100 / 2,000 characters");
  });
});

describe("formatBytes", () => {
  it("reads like a person would say it", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
  });
});

describe("generateBlockReason", () => {
  it("lets a complete request through", () => {
    expect(generateBlockReason(input({}))).toBeNull();
    expect(generateBlockReason(input({ source: "file", file: { size: 1000 }, inspection: inspected({}) }))).toBeNull();
  });

  it("waits for the plan", () => {
    expect(generateBlockReason(input({ options: undefined }))).toBe("Loading your plan…");
  });

  it("explains text that is missing or over the plan's limit", () => {
    expect(generateBlockReason(input({ text: "   " }))).toBe("Paste some text to make cards from.");
    expect(generateBlockReason(input({ text: "x".repeat(2100) }))).toBe(
      "This text has 2,100 characters; the Free plan allows up to 2,000 at a time. The Premium plan allows up to 5,000.",
    );
  });

  it("explains files that are missing, too big, being checked, refused or too long", () => {
    expect(generateBlockReason(input({ source: "file" }))).toBe("Choose a file to make cards from.");
    expect(generateBlockReason(input({ source: "file", file: { size: 30 * 1024 * 1024 } }))).toBe(
      "The file is 30 MB; uploads may be up to 25 MB. Split it or compress its images.",
    );
    expect(generateBlockReason(input({ source: "file", file: { size: 10 }, inspection: { status: "pending" } }))).toBe(
      "Checking the file…",
    );
    expect(generateBlockReason(input({ source: "file", file: { size: 10 }, inspection: { status: "error", message: "Not a PDF." } }))).toBe(
      "Not a PDF.",
    );
    expect(
      generateBlockReason(input({ source: "file", file: { size: 10 }, inspection: inspected({ pages: 3, within_limits: false }) })),
    ).toBe("This file has 3 pages; the Free plan allows up to 1 page at a time. The Premium plan allows up to 10.");
  });

  it("explains an exhausted or too small word allowance", () => {
    expect(generateBlockReason(input({ options: { ...OPTIONS, words_remaining: 0 } }))).toMatch(
      /used all 40,000 words of this month's allowance/,
    );
    expect(generateBlockReason(input({ options: { ...OPTIONS, words_remaining: 3 } }))).toBe(
      "This needs 7 words but 3 of your 40,000 words are left this month. Shorten the input or upgrade your plan.",
    );
  });

  it("asks for a card type, and refuses one the plan lacks with the plan that has it", () => {
    expect(generateBlockReason(input({ types: [] }))).toBe("Pick at least one card type.");
    expect(generateBlockReason(input({ types: ["mcq"] }))).toMatch(
      /^Multiple choice cards are not included in the Free plan\. The Premium plan includes them\./,
    );
  });
});

describe("what to make", () => {
  it("asks for cards or study notes when neither is chosen, before anything else", () => {
    expect(generateBlockReason(input({ make: [], text: "" }))).toBe("Choose what to make: cards, study notes or both.");
  });

  it("study notes alone need no card type, yet the plan's text and word limits still apply", () => {
    expect(generateBlockReason(input({ make: ["notes"], types: [] }))).toBeNull();
    expect(generateBlockReason(input({ make: ["notes"], types: ["mcq"] }))).toBeNull();
    expect(generateBlockReason(input({ make: ["notes"], text: "x".repeat(2100) }))).toMatch(/^This text has 2,100 characters/);
    expect(generateBlockReason(input({ make: ["cards", "notes"], types: [] }))).toBe("Pick at least one card type.");
  });
});

describe("without a plan", () => {
  it("speaks of the account, not a plan called 'No plan'", () => {
    const options = { ...OPTIONS, plan_id: null, plan_name: "No plan", input_limits: { text: 1000, pages: 1 } };
    expect(generateBlockReason(input({ options, text: "x".repeat(1001) }))).toBe(
      "This text has 1,001 characters; your account allows up to 1,000 at a time. The Free plan allows up to 2,000.",
    );
  });
});
