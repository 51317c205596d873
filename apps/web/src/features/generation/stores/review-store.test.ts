import type { TCandidateSection, TCardCandidate } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import { ReviewStore } from "./review-store.ts";

function candidate(id: string, ticked: boolean, status: TCardCandidate["status"] = "pending"): TCardCandidate {
  return {
    id,
    job_id: "job",
    section: { title: "S", index: 0 },
    strength: ticked ? 0.8 : 0.3,
    rank: 0,
    ticked,
    status,
    content: { type: "qna", question: `${id}?`, answer: id },
    source: { sectionIndex: 0, quote: id, start: 0, end: 1 },
    created_at: "",
    updated_at: "",
  };
}

const sections = (): TCandidateSection[] => [
  { title: "Plants", index: 0, candidates: [candidate("a", true), candidate("b", false)] },
  { title: "Cells", index: 3, candidates: [candidate("c", true), candidate("d", false, "dropped"), candidate("e", false)] },
];

describe("ReviewStore", () => {
  it("keeps the server's order across sections and counts the ticks (a dropped one is never ticked)", () => {
    const store = new ReviewStore([{ jobId: "job", sections: sections() }]);
    expect([0, 1, 2, 3, 4].map((index) => store.idAt(index))).toEqual(["a", "b", "c", "d", "e"]);
    expect(store.sections.map((section) => [section.title, section.ids])).toEqual([
      ["Plants", ["a", "b"]],
      ["Cells", ["c", "d", "e"]],
    ]);
    expect(store.getCounts()).toEqual({ total: 5, ticked: 2, dropped: 1 });
    expect(store.tickedByJob()).toEqual(new Map([["job", ["a", "c"]]]));
  });

  it("offers 'More from this section' in every section but those of a text learned by heart", () => {
    const store = new ReviewStore([
      { jobId: "facts", sections: sections() },
      { jobId: "poem", sections: [{ title: "The Lamb", index: 0, candidates: [candidate("f", true)] }], memorise: true },
    ]);
    expect(store.sections.map((section) => [section.key, section.offersMore])).toEqual([
      ["facts:0", true],
      ["facts:3", true],
      ["poem:0", false],
    ]);
  });

  it("moving tells only the two rows involved, and stops at the ends", () => {
    const store = new ReviewStore([{ jobId: "job", sections: sections() }]);
    const heard = { a: vi.fn(), b: vi.fn(), c: vi.fn(), all: vi.fn() };
    store.subscribeRow("a", heard.a);
    store.subscribeRow("b", heard.b);
    store.subscribeRow("c", heard.c);
    store.subscribe(heard.all);
    const before = store.row("c");
    expect(store.move(1)).toBe("b");
    expect([heard.a.mock.calls.length, heard.b.mock.calls.length, heard.c.mock.calls.length, heard.all.mock.calls.length]).toEqual([
      1, 1, 0, 0,
    ]);
    expect(store.row("b")?.isActive).toBe(true);
    expect(store.row("a")?.isActive).toBe(false);
    // An untouched row keeps the very same state object (React skips it).
    expect(store.row("c")).toBe(before);
    expect(store.move(-5)).toBe("a");
    expect(store.move(99)).toBe("e");
  });

  it("ticks, ticks a section (not its dropped card), drops and restores", () => {
    const store = new ReviewStore([{ jobId: "job", sections: sections() }]);
    store.setTicked("a", false);
    expect(store.getCounts().ticked).toBe(1);
    store.tickSection("job:3");
    expect(store.tickedByJob().get("job")).toEqual(["c", "e"]);
    expect(store.item("d")?.ticked).toBe(false);
    store.setTicked("d", true);
    expect(store.item("d")?.ticked).toBe(false);
    store.setStatus("c", "dropped");
    expect(store.getCounts()).toEqual({ total: 5, ticked: 1, dropped: 2 });
    store.setStatus("d", "pending");
    expect(store.item("d")?.ticked).toBe(true);
  });
});

describe("ReviewStore.addToSection", () => {
  it("puts new candidates at the end of their section, numbers every row again, keeps the active row and tells everyone", () => {
    const store = new ReviewStore([{ jobId: "job", sections: sections() }]);
    store.activate(2);
    const before = store.sections;
    const heard = { sections: vi.fn(), c: vi.fn(), all: vi.fn() };
    store.subscribeSections(heard.sections);
    store.subscribeRow("c", heard.c);
    store.subscribe(heard.all);
    store.addToSection("job:0", [candidate("f", true), candidate("g", false), candidate("a", true)]);
    expect(store.sections).not.toBe(before);
    expect(store.sections.map((section) => section.ids)).toEqual([
      ["a", "b", "f", "g"],
      ["c", "d", "e"],
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => store.idAt(index))).toEqual(["a", "b", "f", "g", "c", "d", "e"]);
    expect(store.item("c")?.index).toBe(4);
    expect(store.activeId()).toBe("c");
    expect(store.getCounts()).toEqual({ total: 7, ticked: 3, dropped: 1 });
    expect([heard.sections, heard.c, heard.all].map((listener) => listener.mock.calls.length)).toEqual([1, 1, 1]);
    // "Tick the section" takes the new ones too.
    store.tickSection("job:0");
    expect(store.tickedByJob().get("job")).toEqual(["a", "b", "f", "g", "c"]);
  });
});
