import { describe, expect, it } from "vitest";
import { formatStudyTime, formatWait, intervalInWords, ratingButtonName, retentionPercent } from "./study-format.ts";

describe("intervalInWords", () => {
  it("spells the scheduler's labels out", () => {
    expect(intervalInWords("<10m")).toBe("less than 10 minutes");
    expect(intervalInWords("10m")).toBe("10 minutes");
    expect(intervalInWords("1d")).toBe("1 day");
    expect(intervalInWords("4d")).toBe("4 days");
    expect(intervalInWords("2.5mo")).toBe("2.5 months");
    expect(intervalInWords("1.2y")).toBe("1.2 years");
    expect(intervalInWords("3h")).toBe("3 hours");
    expect(intervalInWords("soon")).toBe("soon");
  });

  it("names the answer buttons with their interval", () => {
    expect(ratingButtonName("good", "4d")).toBe("Good, next in 4 days");
    expect(ratingButtonName("again", undefined)).toBe("Again");
  });
});

describe("times", () => {
  it("formats time spent", () => {
    expect(formatStudyTime(45_000)).toBe("45 s");
    expect(formatStudyTime(12 * 60_000)).toBe("12 min");
    expect(formatStudyTime(65 * 60_000)).toBe("1 h 5 min");
    expect(formatStudyTime(120 * 60_000)).toBe("2 h");
  });

  it("formats a wait, rounding up to the minute", () => {
    expect(formatWait(30_000, 0)).toBe("less than a minute");
    expect(formatWait(150_000, 0)).toBe("3 min");
  });
});

describe("retentionPercent", () => {
  it("is the share answered Good or Easy", () => {
    expect(retentionPercent(["good", "again", "easy", "hard"])).toBe(50);
    expect(retentionPercent([])).toBeNull();
  });
});
