import { describe, expect, it } from "vitest";
import { leftOutReason } from "./left-out-reason.ts";

describe("leftOutReason: a sentence to the reader", () => {
  const english = { isEnglish: true };
  it.each([
    "Your skin holds nociceptors that sense pain.",
    "As you repeat a process over and over, the running average gets closer to the expected value.",
    "Bias is the difference between the truth and your estimate, on average.",
  ])("keeps one that states a fact: %s", (text) => {
    expect(leftOutReason("reader", english, text)).toBeUndefined();
  });

  it.each([
    "You should read chapter 3 before the seminar.",
    "Every group will get a personal supervisor, which you meet once every week.",
    "Follow this learning outline as you read and study this chapter.",
    "Make sure you submit the lab by Friday.",
    "Your assignment is to compare two theories.",
  ])("leaves out one that tells the reader what to do or what the course expects: %s", (text) => {
    expect(leftOutReason("reader", english, text)).toBe("instructions");
  });

  it("leaves the rest of the judge's flaws as they were", () => {
    expect(leftOutReason("instruction", english, "Read the text.")).toBe("instructions");
    expect(leftOutReason("question", english, "Why?")).toBe("other");
    expect(leftOutReason("fragment", english, "of the cell")).toBeUndefined();
    expect(leftOutReason(undefined, english, "A cell is small.")).toBeUndefined();
  });
});
