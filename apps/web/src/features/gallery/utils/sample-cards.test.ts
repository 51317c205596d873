import { NOTE_TYPES, ZNoteContentSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { SAMPLE_CARDS } from "./sample-cards.ts";

describe("gallery sample cards", () => {
  it("cover every card type once", () => {
    expect(SAMPLE_CARDS.map((card) => card.type)).toEqual([...NOTE_TYPES]);
  });

  it.each(SAMPLE_CARDS.map((card) => [card.type, card] as const))("%s is a card the API would accept", (_type, card) => {
    expect(ZNoteContentSchema.parse(card)).toEqual(card);
  });
});
