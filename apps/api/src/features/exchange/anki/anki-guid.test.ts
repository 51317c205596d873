import { describe, expect, it } from "vitest";
import { deckIdFor, guidForNote, noteIdFromGuid } from "./anki-guid.ts";

const NOTE_ID = "3f2b8c1e-9a4d-4c7e-8b1a-2d6f0e9c5a71";

describe("note guids", () => {
  it("are the same for the same note every time, and differ between notes", () => {
    expect(guidForNote(NOTE_ID)).toBe(guidForNote(NOTE_ID));
    expect(guidForNote(NOTE_ID.toUpperCase())).toBe(guidForNote(NOTE_ID));
    expect(guidForNote(NOTE_ID)).not.toBe(guidForNote("3f2b8c1e-9a4d-4c7e-8b1a-2d6f0e9c5a72"));
  });

  it("give back the note id they were made from", () => {
    expect(guidForNote(NOTE_ID)).toBe("mnemo-3f2b8c1e9a4d4c7e8b1a2d6f0e9c5a71");
    expect(noteIdFromGuid(guidForNote(NOTE_ID))).toBe(NOTE_ID);
  });

  it("read nothing out of Anki's own guids or damaged ones", () => {
    expect(noteIdFromGuid("f>3Y%4#z!q")).toBeNull();
    expect(noteIdFromGuid("mnemo-3f2b8c1e")).toBeNull();
    expect(noteIdFromGuid("mnemo-3F2B8C1E9A4D4C7E8B1A2D6F0E9C5A71")).toBeNull();
    expect(noteIdFromGuid(guidForNote("not-a-uuid"))).toBeNull();
  });

  it("are still stable for an id that is not a UUID", () => {
    expect(guidForNote("not-a-uuid")).toBe(guidForNote("not-a-uuid"));
    expect(guidForNote("not-a-uuid")).not.toBe(guidForNote("not-a-uuid-2"));
  });
});

describe("deck ids", () => {
  it("are stable, positive, safe integers, never Anki's Default deck (1)", () => {
    const keys = ["deck-a", "deck-b", "path:Mnemo", "path:Mnemo::Biology", "", "ü"];
    const ids = keys.map(deckIdFor);
    expect(keys.map(deckIdFor)).toEqual(ids);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(1);
    }
    expect(new Set(ids).size).toBe(keys.length);
  });
});
