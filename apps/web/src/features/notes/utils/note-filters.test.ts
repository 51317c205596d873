import { describe, expect, it } from "vitest";
import { isRefinement, NO_FILTERS, parseNoteFilters, toSearchInput, toSearchParams, type NoteFilters } from "./note-filters.ts";

const DECK = "0190f3b4-0000-7000-8000-00000000abcd";

describe("note filters in the URL", () => {
  it("reads q, deck and type, and writes them back in the same form", () => {
    const filters = parseNoteFilters(new URLSearchParams(`q=+cell+wall+&deck=${DECK}&type=qna`));
    expect(filters).toEqual({ q: "cell wall", deck: DECK, type: "qna" });
    expect(toSearchParams(filters).toString()).toBe(`q=cell+wall&deck=${DECK}&type=qna`);
  });

  it("drops values the server would refuse instead of showing an error", () => {
    expect(parseNoteFilters(new URLSearchParams("deck=not-a-deck&type=essay&q="))).toEqual(NO_FILTERS);
    expect(parseNoteFilters(new URLSearchParams(`q=${"a".repeat(250)}`)).q).toHaveLength(200);
  });

  it("leaves empty filters out of the URL and out of the search input", () => {
    expect(toSearchParams(NO_FILTERS).toString()).toBe("");
    expect(toSearchInput(NO_FILTERS)).toEqual({});
    expect(toSearchInput({ q: "x", deck: DECK, type: "manual" })).toEqual({ query: "x", groupId: DECK, type: "manual" });
  });
});

describe("isRefinement (replace the history entry instead of adding one)", () => {
  const at = (q: string, extra: Partial<NoteFilters> = {}): NoteFilters => ({ ...NO_FILTERS, q, ...extra });

  it("treats typing more or deleting letters of the same search as one entry", () => {
    expect(isRefinement(at("pho"), at("photo"))).toBe(true);
    expect(isRefinement(at("photo"), at("pho"))).toBe(true);
  });

  it("adds an entry for a new search, a cleared or first search, and any deck or type change", () => {
    expect(isRefinement(at("photo"), at("cell"))).toBe(false);
    expect(isRefinement(at(""), at("cell"))).toBe(false);
    expect(isRefinement(at("cell"), at(""))).toBe(false);
    expect(isRefinement(at("cell"), at("cell", { type: "qna" }))).toBe(false);
    expect(isRefinement(at("cell"), at("cells", { deck: DECK }))).toBe(false);
  });
});
