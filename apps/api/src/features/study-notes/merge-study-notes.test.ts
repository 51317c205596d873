import { describe, expect, it } from "vitest";
import { editStoredBlock, resetStoredBlock } from "./block-edits.ts";
import { mergeStudyNotes } from "./merge-study-notes.ts";
import { toBlockDto, type TStoredBlock } from "./stored-blocks.ts";
import type { TComposedBlock } from "./study-notes-blocks.ts";

/** "a" → a composed part "a" whose text is "a v<version>". */
const composed = (keys: string, version = 1): TComposedBlock[] =>
  keys
    .split(" ")
    .filter(Boolean)
    .map((key) => ({ key, kind: "part", title: key.toUpperCase(), markdown: `${key} v${version}` }));
/** Stored blocks from composed ones; the keys in `edits` edited by the learner (from what was generated then). */
const stored = (keys: string, edits: string[] = [], version = 1): TStoredBlock[] =>
  composed(keys, version).map((block) => ({
    key: block.key,
    kind: block.kind,
    title: block.title,
    generated: block.markdown,
    edited: edits.includes(block.key) ? `my ${block.key}` : null,
    editedFrom: edits.includes(block.key) ? block.markdown : null,
  }));
const view = (blocks: TStoredBlock[]) =>
  blocks.map((block) => {
    const dto = toBlockDto(block);
    return `${dto.key}:${dto.markdown}${dto.edited ? "*" : ""}${dto.stale ? "!" : ""}`;
  });

describe("mergeStudyNotes", () => {
  it.each([
    { name: "first generation (nothing stored)", old: stored(""), next: composed("a b"), expected: ["a:a v1", "b:b v1"] },
    { name: "no edits: the new text wins", old: stored("a b"), next: composed("a b", 2), expected: ["a:a v2", "b:b v2"] },
    {
      name: "an edit is kept, not stale when regeneration writes the same",
      old: stored("a b", ["a"]),
      next: composed("a b"),
      expected: ["a:my a*", "b:b v1"],
    },
    {
      name: "an edit is kept and marked stale when regeneration writes something else",
      old: stored("a b", ["a"]),
      next: composed("a b", 2),
      expected: ["a:my a*!", "b:b v2"],
    },
    { name: "a block no longer made and not edited goes", old: stored("a b c"), next: composed("a c"), expected: ["a:a v1", "c:c v1"] },
    {
      name: "an edited block no longer made stays in place, stale",
      old: stored("a b c", ["b"]),
      next: composed("a c"),
      expected: ["a:a v1", "b:my b*!", "c:c v1"],
    },
    {
      name: "... after its earlier neighbour when new blocks come between",
      old: stored("a b c", ["b"]),
      next: composed("a x c"),
      expected: ["a:a v1", "b:my b*!", "x:x v1", "c:c v1"],
    },
    {
      name: "... before its later neighbour when it was first",
      old: stored("a b c", ["a"]),
      next: composed("x b c"),
      expected: ["x:x v1", "a:my a*!", "b:b v1", "c:c v1"],
    },
    {
      name: "... at the end when no neighbour is left",
      old: stored("a b", ["a", "b"]),
      next: composed("x y"),
      expected: ["x:x v1", "y:y v1", "a:my a*!", "b:my b*!"],
    },
    {
      name: "... two gone edits in a row keep their order",
      old: stored("a b c d", ["b", "c"]),
      next: composed("a d"),
      expected: ["a:a v1", "b:my b*!", "c:my c*!", "d:d v1"],
    },
    {
      name: "the new order wins for blocks still made",
      old: stored("a b c", ["c"]),
      next: composed("c b a"),
      expected: ["c:my c*", "b:b v1", "a:a v1"],
    },
    {
      name: "a gone edit stays gone-and-kept through another regeneration",
      old: mergeStudyNotes(stored("a b", ["b"]), composed("a")),
      next: composed("a", 2),
      expected: ["a:a v2", "b:my b*!"],
    },
    {
      name: "a gone part that comes back takes its new text, the edit staying",
      old: mergeStudyNotes(stored("a b", ["b"]), composed("a")),
      next: composed("a b"),
      expected: ["a:a v1", "b:my b*"],
    },
  ])("$name", ({ old, next, expected }) => {
    expect(view(mergeStudyNotes(old, next))).toEqual(expected);
  });

  it("takes the new title for an edited block", () => {
    const [block] = mergeStudyNotes(stored("a", ["a"]), [{ key: "a", kind: "part", title: "Renamed", markdown: "a v1" }]);
    expect(block).toMatchObject({ title: "Renamed", edited: "my a", editedFrom: "a v1", generated: "a v1" });
  });
});

describe("editing and resetting a block", () => {
  it.each([
    { name: "an edit shows the learner's text", blocks: stored("a b"), key: "a", markdown: "mine", expected: ["a:mine*", "b:b v1"] },
    {
      name: "an edit of a stale block clears the stale mark",
      blocks: mergeStudyNotes(stored("a", ["a"]), composed("a", 2)),
      key: "a",
      markdown: "mine again",
      expected: ["a:mine again*"],
    },
    { name: "an edit back to the generated text is no edit", blocks: stored("a", ["a"]), key: "a", markdown: "a v1", expected: ["a:a v1"] },
    { name: "an empty edit is an edit", blocks: stored("a"), key: "a", markdown: "", expected: ["a:*"] },
  ])("$name", ({ blocks, key, markdown, expected }) => {
    expect(view(editStoredBlock(blocks, key, markdown)!)).toEqual(expected);
  });

  it.each([
    { name: "reset shows the generated text again", blocks: stored("a b", ["a"]), key: "a", expected: ["a:a v1", "b:b v1"] },
    { name: "reset of a block never edited changes nothing", blocks: stored("a"), key: "a", expected: ["a:a v1"] },
    {
      name: "reset of a block kept only for its edit removes it",
      blocks: mergeStudyNotes(stored("a b", ["b"]), composed("a")),
      key: "b",
      expected: ["a:a v1"],
    },
  ])("$name", ({ blocks, key, expected }) => {
    expect(view(resetStoredBlock(blocks, key)!)).toEqual(expected);
  });

  it("an unknown key is answered with null, for the caller to refuse", () => {
    expect(editStoredBlock(stored("a"), "zz", "x")).toBeNull();
    expect(resetStoredBlock(stored("a"), "zz")).toBeNull();
  });
});
