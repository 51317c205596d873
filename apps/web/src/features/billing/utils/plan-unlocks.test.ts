import { buildPlans } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { formatBillingDate } from "./billing-dates.ts";
import { planUnlocks } from "./plan-unlocks.ts";

describe("planUnlocks", () => {
  it("lists a plan's words, upload limits, card types and exports from the catalogue", () => {
    const [free, , pro] = buildPlans();
    expect(planUnlocks(pro!)).toEqual({
      words: "1,000,000 words a month",
      wordsShort: "1,000,000 a month",
      uploads: "Up to 10,000 characters or 99 pages per upload",
      uploadsShort: "Up to 10,000 characters or 99 pages",
      cardTypes: "Multiple choice, True or false, Cloze (fill the gap), Concept and facts, Question and answer, Written by you",
      exports: "Anki deck, Markdown, CSV, PDF, Quizlet",
    });
    expect(planUnlocks(free!).uploads).toBe("Up to 2,000 characters or 1 page per upload");
    expect(planUnlocks(free!).exports).toBe("No exports");
  });
});

describe("formatBillingDate", () => {
  it("writes dates the British way", () => {
    expect(formatBillingDate("2026-11-24T23:30:00.000Z", "UTC")).toBe("24 November 2026");
    expect(formatBillingDate("not a date", "UTC")).toBe("an unknown date");
  });
});
