import { describe, expect, it } from "vitest";
import { COMMON_ZIPF, RARE_ZIPF, buildWordFrequency, loadWordFrequency } from "./word-frequency.ts";

describe("word frequency", () => {
  it("gives everyday words a high Zipf value and words a course teaches a low one (SUBTLEX counts)", async () => {
    const frequency = await loadWordFrequency();
    for (const word of ["the", "body", "brain", "baby"]) expect(frequency.zipf(word), word).toBeGreaterThanOrEqual(COMMON_ZIPF);
    for (const word of ["homeostasis", "oxytocin", "postulate", "perfusion"]) expect(frequency.zipf(word), word).toBeLessThan(2.5);
    expect(frequency.zipf("Body")).toBe(frequency.zipf("body"));
  });

  it("reads a plural the list lacks as its singular, and an unknown word as rare", () => {
    const frequency = buildWordFrequency([
      { word: "the", count: 1_000_000 },
      { word: "effector", count: 10 },
      { word: "theory", count: 1000 },
    ]);
    expect(frequency.zipf("effectors")).toBe(frequency.zipf("effector"));
    expect(frequency.zipf("theories")).toBe(frequency.zipf("theory"));
    expect(frequency.zipf("zyzzyva")).toBe(RARE_ZIPF);
    expect(frequency.zipf("the")).toBeGreaterThan(frequency.zipf("effector"));
  });
});
