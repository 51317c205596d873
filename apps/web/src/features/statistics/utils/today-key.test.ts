import { describe, expect, it } from "vitest";
import { todayKey } from "./today-key.ts";

describe("todayKey", () => {
  it("names the study day, which starts at 04:00 in the learner's zone", () => {
    expect(todayKey("Europe/London", new Date("2026-11-24T03:59:00Z"))).toBe("2026-11-23");
    expect(todayKey("Europe/London", new Date("2026-11-24T04:00:00Z"))).toBe("2026-11-24");
    expect(todayKey("Asia/Tokyo", new Date("2026-11-24T20:00:00Z"))).toBe("2026-11-25");
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(todayKey("Not/AZone", new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-24");
  });
});
