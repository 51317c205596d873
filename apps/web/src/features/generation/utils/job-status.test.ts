import { describe, expect, it } from "vitest";
import { coverageText, isJobFinished, jobNotice, keptText, madeTitle, stageLabel } from "./job-status.ts";

const input = (kind: "text" | "pdf" | "docx" | "pptx" | "image") => ({ kind, file_name: null, pages: 0, characters: null, words: null });

describe("job status", () => {
  it("knows when a job is over", () => {
    expect(isJobFinished({ status: "succeeded" })).toBe(true);
    expect(isJobFinished({ status: "failed" })).toBe(true);
    expect(isJobFinished({ status: "running" })).toBe(false);
    expect(isJobFinished(undefined)).toBe(false);
  });

  it("names the stages", () => {
    expect(stageLabel("ocr")).toBe("Reading text from images");
    expect(stageLabel("notes")).toBe("Writing study notes");
  });

  it("says what a finished job made: cards, study notes or both", () => {
    expect(madeTitle({ cards_created: 0, candidates_waiting: 12, make: ["cards"] })).toBe("12 cards made");
    expect(madeTitle({ cards_created: 1, candidates_waiting: 0, make: ["cards"] })).toBe("1 card made");
    // Cards waiting for review and cards already added both count.
    expect(madeTitle({ cards_created: 3, candidates_waiting: 4, make: ["cards"] })).toBe("7 cards made");
    expect(madeTitle({ cards_created: 0, candidates_waiting: 0, make: ["notes"] })).toBe("Study notes made");
    expect(madeTitle({ cards_created: 0, candidates_waiting: 7, make: ["cards", "notes"] })).toBe("7 cards and study notes made");
  });

  it("tells the coverage in the input's own unit", () => {
    expect(coverageText({ coverage: { pages_with_text: 10, pages_used: 9 }, input: input("pdf") })).toBe("Cards from 9 of 10 pages");
    expect(coverageText({ coverage: { pages_with_text: 1, pages_used: 1 }, input: input("pptx") })).toBe("Cards from 1 of 1 slide");
    expect(coverageText({ coverage: { pages_with_text: 3, pages_used: 2 }, input: input("text") })).toBe("Cards from 2 of 3 sections");
    expect(coverageText({ coverage: null, input: input("pdf") })).toBeNull();
  });

  it("passes on a finished job's notice, and nothing when there is none", () => {
    const notice = "This looks like an assignment: few facts to turn into cards.";
    expect(jobNotice({ status: "succeeded", notice })).toBe(notice);
    expect(jobNotice({ status: "succeeded", notice: null })).toBeNull();
    expect(jobNotice({ status: "succeeded", notice: "  " })).toBeNull();
    // A failed job already says it in its error.
    expect(jobNotice({ status: "failed", notice })).toBeNull();
  });
});

describe("keptText", () => {
  it("says how many of the model's cards were kept, and why the rest were left out", () => {
    expect(keptText({ cards_proposed: 35, drops: { unlocated: 1, duplicate: 1 } })).toBe(
      "Kept 33 of 35 the model proposed (2 left out. Quote not in your document: 1; duplicate: 1)",
    );
    expect(keptText({ cards_proposed: 35, drops: { unlocated: 34 } })).toBe(
      "Kept 1 of 35 the model proposed (34 left out. Quote not in your document: 34)",
    );
    expect(keptText({ cards_proposed: 4, drops: {} })).toBe("Kept 4 of 4 the model proposed");
    expect(keptText({ cards_proposed: null, drops: { duplicate: 2 } })).toBeNull();
  });
});
