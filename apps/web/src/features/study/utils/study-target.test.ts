import { describe, expect, it } from "vitest";
import { studyTargetOf, studyTargetOfHref } from "./study-target.ts";

const A = "0192f3a4-1111-7111-8111-111111111111";
const B = "0192f3a4-2222-7222-8222-222222222222";
const ORIGIN = "https://mnemo.example";

describe("studyTargetOf", () => {
  it("reads the decks, lower-cased and each once, and the mode", () => {
    expect(studyTargetOf([A.toUpperCase(), B, A], new URLSearchParams("more=ahead"))).toEqual({ groupIds: [A, B], mode: "ahead" });
    expect(studyTargetOf([A, ""], new URLSearchParams("more=nonsense"))).toEqual({ groupIds: [A], mode: "today" });
  });

  it("is null unless every segment is a deck id", () => {
    expect(studyTargetOf([], new URLSearchParams())).toBeNull();
    expect(studyTargetOf([A, "playground"], new URLSearchParams())).toBeNull();
  });
});

describe("studyTargetOfHref", () => {
  it("reads relative and same-site links to a session", () => {
    expect(studyTargetOfHref(`/study/${A}/${B}?more=forgotten`, ORIGIN)).toEqual({ groupIds: [A, B], mode: "forgotten" });
    expect(studyTargetOfHref(`${ORIGIN}/Study/${A}`, ORIGIN)).toEqual({ groupIds: [A], mode: "today" });
  });

  it("is null for other pages, other sites and broken links", () => {
    expect(studyTargetOfHref("/study", ORIGIN)).toBeNull();
    expect(studyTargetOfHref("/study/playground", ORIGIN)).toBeNull();
    expect(studyTargetOfHref(`/flashcards/${A}`, ORIGIN)).toBeNull();
    expect(studyTargetOfHref(`https://elsewhere.example/study/${A}`, ORIGIN)).toBeNull();
    expect(studyTargetOfHref("/study/%E0%A4%A", ORIGIN)).toBeNull();
  });
});
