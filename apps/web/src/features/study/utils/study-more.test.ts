import { describe, expect, it } from "vitest";
import { dueTomorrow, STUDY_MORE_MODES, studyModeFromSearch, studyMoreSearch } from "./study-more.ts";

describe("study more", () => {
  it("reads the mode from ?more=, today's cards otherwise", () => {
    expect(studyModeFromSearch(new URLSearchParams("more=ahead"))).toBe("ahead");
    expect(studyModeFromSearch(new URLSearchParams("more=forgotten"))).toBe("forgotten");
    expect(studyModeFromSearch(new URLSearchParams("more=everything"))).toBe("today");
    expect(studyModeFromSearch(new URLSearchParams(""))).toBe("today");
  });

  it("writes each mode into a session URL that reads back as that mode", () => {
    for (const mode of STUDY_MORE_MODES) expect(studyModeFromSearch(new URLSearchParams(studyMoreSearch(mode)))).toBe(mode);
    expect(studyMoreSearch("ahead")).toBe("?more=ahead");
  });
});

describe("dueTomorrow", () => {
  it("finds the next study day among the days with cards, in the learner's zone", () => {
    // 23:30 in New York on 24 November is still the study day of the 24th (it starts at 04:00): tomorrow is the 25th.
    const now = new Date("2026-11-25T04:30:00Z");
    const due = [
      { day: "2026-11-24", cards: 3 },
      { day: "2026-11-25", cards: 2 },
      { day: "2026-12-01", cards: 5 },
    ];
    expect(dueTomorrow({ time_zone: "America/New_York", due }, now)).toBe(2);
    expect(dueTomorrow({ time_zone: "America/New_York", due: [{ day: "2026-12-01", cards: 5 }] }, now)).toBe(0);
  });
});
