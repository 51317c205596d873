import { NOTE_TYPES, ZIdSchema, ZNoteContentSchema, ZNoteSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE, playgroundGroup } from "./playground-deck.ts";
import { isNoteContent } from "./playground-notes.ts";
import { createSampleNotes, SAMPLE_CARDS } from "./sample-cards.ts";

describe("the sample deck", () => {
  it("is titled as the product says, under an id the deck routes accept", () => {
    expect(PLAYGROUND_DECK_TITLE).toBe("Your First Deck");
    expect(ZIdSchema.safeParse(PLAYGROUND_DECK_ID).success).toBe(true);
  });

  it("has about ten cards covering every card type", () => {
    expect(SAMPLE_CARDS.length).toBeGreaterThanOrEqual(8);
    expect(SAMPLE_CARDS.length).toBeLessThanOrEqual(15);
    expect(new Set(SAMPLE_CARDS.map((card) => card.type))).toEqual(new Set(NOTE_TYPES));
  });

  it("holds only cards the server itself would accept, unchanged", () => {
    for (const card of SAMPLE_CARDS) {
      const parsed = ZNoteContentSchema.safeParse(card);
      expect(parsed.success, JSON.stringify(card)).toBe(true);
      expect(parsed.data).toEqual(card);
      expect(isNoteContent(card)).toBe(true);
    }
  });

  it("makes notes of the note shape with stable, distinct UUIDs", () => {
    const notes = createSampleNotes();
    for (const note of notes) expect(ZNoteSchema.safeParse(note).success).toBe(true);
    expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length);
    expect(createSampleNotes()).toEqual(notes);
    expect(notes.every((note) => note.group_id === PLAYGROUND_DECK_ID)).toBe(true);
  });

  it("gives fresh copies, so editing one sample never changes the next", () => {
    const first = createSampleNotes();
    (first[0]!.content as { question: string }).question = "changed";
    expect(createSampleNotes()[0]!.content).toEqual(SAMPLE_CARDS[0]);
  });

  it("counts the cards it holds in the deck list", () => {
    const group = playgroundGroup(createSampleNotes().slice(0, 3));
    expect(group).toMatchObject({ id: PLAYGROUND_DECK_ID, title: "Your First Deck", note_count: 3 });
    expect(playgroundGroup([]).note_count).toBe(0);
  });

  it("counts the cards its notes make: a cloze note with two gaps is two", () => {
    const notes = createSampleNotes();
    const twoGaps = notes.filter((note) => note.content.type === "clozedel" && note.content.text.includes("{{c2::"));
    expect(twoGaps.length).toBeGreaterThan(0);
    expect(playgroundGroup(notes)).toMatchObject({ note_count: notes.length, card_count: notes.length + twoGaps.length });
  });
});
