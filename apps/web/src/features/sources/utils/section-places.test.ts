import type { TSourceSection } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { groupSectionsByPlace, sectionPlace } from "./section-places.ts";

const section = (index: number, extra: Partial<TSourceSection> = {}): TSourceSection => ({ index, text: `text ${index}`, ...extra });

describe("sectionPlace", () => {
  it("names the page or slide, and nothing for plain text", () => {
    expect(sectionPlace({ page: 3 })).toBe("Page 3");
    expect(sectionPlace({ slide: 4 })).toBe("Slide 4");
    expect(sectionPlace({})).toBeNull();
  });
});

describe("groupSectionsByPlace", () => {
  it("puts consecutive sections of one page together, in order", () => {
    const groups = groupSectionsByPlace([
      section(0, { page: 1 }),
      section(1, { page: 1, heading: "Results" }),
      section(2, { page: 2 }),
      section(3, { slide: 2 }),
    ]);
    expect(groups.map((group) => [group.place, group.sections.map((s) => s.index)])).toEqual([
      ["Page 1", [0, 1]],
      ["Page 2", [2]],
      ["Slide 2", [3]],
    ]);
  });

  it("keeps pasted text as one group without a place", () => {
    expect(groupSectionsByPlace([section(0), section(1)])).toEqual([{ place: null, sections: [section(0), section(1)] }]);
    expect(groupSectionsByPlace([])).toEqual([]);
  });
});
