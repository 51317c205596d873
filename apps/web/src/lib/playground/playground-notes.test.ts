import { ZNoteContentSchema, type TNote } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  addPlaygroundCard,
  deletePlaygroundCard,
  isNoteContent,
  parseStoredPlayground,
  PLAYGROUND_FULL_MESSAGE,
  PLAYGROUND_MAX_CARDS,
  serializePlayground,
  updatePlaygroundCard,
} from "./playground-notes.ts";
import { createSampleNotes } from "./sample-cards.ts";

const NOW = "2026-03-01T10:00:00.000Z";

describe("isNoteContent", () => {
  // Each case is checked against the server's schema too, so the hand-written check cannot drift from it.
  const cases: [string, unknown][] = [
    ["manual", { type: "manual", front: "a", back: "b" }],
    ["manual without a back", { type: "manual", front: "a", back: "  " }],
    ["qna", { type: "qna", question: "q", answer: "a" }],
    ["mcq", { type: "mcq", question: "q", options: ["a", "b", "c", "d"], correctIndex: 3, explanation: "" }],
    ["mcq with three options", { type: "mcq", question: "q", options: ["a", "b", "c"], correctIndex: 0, explanation: "" }],
    ["mcq answer out of range", { type: "mcq", question: "q", options: ["a", "b", "c", "d"], correctIndex: 4, explanation: "" }],
    ["true/false", { type: "truefalse", statement: "s", isTrue: false, correction: "c" }],
    ["true/false with a string answer", { type: "truefalse", statement: "s", isTrue: "false", correction: "" }],
    ["cloze", { type: "clozedel", text: "{{c1::Paris}} is in France" }],
    ["cloze without a deletion", { type: "clozedel", text: "Paris is in France" }],
    ["concept", { type: "concept_fact_list", concept: "c", facts: ["f"] }],
    ["concept without facts", { type: "concept_fact_list", concept: "c", facts: [] }],
    ["unknown type", { type: "essay", text: "t" }],
    ["too long", { type: "manual", front: "x".repeat(5001), back: "b" }],
    ["not an object", "manual"],
  ];

  it.each(cases)("agrees with the server's schema: %s", (_name, value) => {
    expect(isNoteContent(value)).toBe(ZNoteContentSchema.safeParse(value).success);
  });
});

describe("parseStoredPlayground", () => {
  const notes = createSampleNotes();

  it("reads back what it wrote", () => {
    expect(parseStoredPlayground(serializePlayground(notes))).toEqual(notes);
  });

  it("keeps an emptied deck empty instead of reseeding it", () => {
    expect(parseStoredPlayground(serializePlayground([]))).toEqual([]);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["a bare list (no version)", JSON.stringify(notes)],
    ["another version", JSON.stringify({ version: 2, notes })],
    ["a malformed card", JSON.stringify({ version: 1, notes: [{ ...notes[0], content: { type: "manual" } }] })],
    ["a card of another deck", JSON.stringify({ version: 1, notes: [{ ...notes[0], group_id: "elsewhere" }] })],
    ["a type that contradicts the content", JSON.stringify({ version: 1, notes: [{ ...notes[0], type: "manual" }] })],
    ["duplicate ids", JSON.stringify({ version: 1, notes: [notes[0], notes[0]] })],
  ])("reports %s as unusable, so the sample is reseeded", (_name, raw) => {
    expect(parseStoredPlayground(raw)).toBeNull();
  });
});

describe("changing the sample deck", () => {
  const notes = createSampleNotes();

  it("adds a trimmed manual card at the end", () => {
    const next = addPlaygroundCard(notes, { front: "  Front ", back: "Back  " }, { id: "new-id", now: NOW });
    expect(next).toHaveLength(notes.length + 1);
    expect(next.at(-1)).toMatchObject({
      id: "new-id",
      type: "manual",
      content: { type: "manual", front: "Front", back: "Back" },
      position: notes.length,
      created_at: NOW,
    });
    expect(notes).toHaveLength(createSampleNotes().length);
  });

  it("refuses to grow past its limit", () => {
    const full: TNote[] = Array.from({ length: PLAYGROUND_MAX_CARDS }, (_, index) => ({ ...notes[0]!, id: `id-${index}` }));
    expect(() => addPlaygroundCard(full, { front: "a", back: "b" }, { id: "x", now: NOW })).toThrow(PLAYGROUND_FULL_MESSAGE);
  });

  it("edits a card keeping its type", () => {
    const manual = notes.find((note) => note.type === "manual")!;
    const generated = notes.find((note) => note.type === "qna")!;
    const next = updatePlaygroundCard(notes, manual.id, { front: "New front", back: "New back" }, NOW);
    expect(next.find((note) => note.id === manual.id)).toMatchObject({
      content: { front: "New front", back: "New back" },
      updated_at: NOW,
    });
    expect(updatePlaygroundCard(notes, generated.id, { front: "x", back: "y" }, NOW)).toEqual(notes);
    const edited = updatePlaygroundCard(notes, generated.id, { type: "qna", question: " Why? ", answer: "Because." }, NOW);
    expect(edited.find((note) => note.id === generated.id)).toMatchObject({
      content: { type: "qna", question: "Why?", answer: "Because." },
    });
  });

  it("adds cards of any type, and refuses incomplete ones", () => {
    const content = { type: "truefalse", statement: "The sun is a star.", isTrue: true, correction: "" } as const;
    expect(addPlaygroundCard(notes, content, { id: "tf", now: NOW }).at(-1)).toMatchObject({ type: "truefalse", content });
    expect(() => addPlaygroundCard(notes, { type: "clozedel", text: "No gap" }, { id: "x", now: NOW })).toThrow(/not complete/);
  });

  it("deletes a card by id", () => {
    const next = deletePlaygroundCard(notes, notes[2]!.id);
    expect(next.map((note) => note.id)).toEqual(notes.filter((_, index) => index !== 2).map((note) => note.id));
  });
});
