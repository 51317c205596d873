import { ZPlaygroundImportInputSchema } from "@mnemo/api-contract";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearHandoverMemory,
  finishHandover,
  readHandoverChoice,
  readPlaygroundHandover,
  shouldOfferHandover,
  writeHandoverChoice,
} from "./playground-handover.ts";
import { buildPlaygroundImport } from "./playground-import.ts";
import { addPlaygroundCard, serializePlayground } from "./playground-notes.ts";
import { memoryStorage } from "./memory-storage.testing.ts";
import { clearPlaygroundMemory } from "./playground-storage.ts";
import { answerPlaygroundCard } from "./playground-study.ts";
import { clearPlaygroundStudyMemory, EMPTY_PLAYGROUND_STUDY, playgroundCardId, serializeStudy } from "./playground-study-storage.ts";
import { createSampleNotes, sampleNoteId } from "./sample-cards.ts";

const NOW = new Date("2026-03-02T10:00:00.000Z");
const IMPORT_ID = "5b0c3c6e-8a43-4f7e-9d6b-3d6f5f0e2a11";

/** The sample with its cloze card c1 answered Good: c2 is buried for the day. */
function studiedSample() {
  const notes = createSampleNotes();
  const { study } = answerPlaygroundCard(
    { notes, study: EMPTY_PLAYGROUND_STUDY, now: NOW, timeZone: "UTC" },
    {
      cardId: playgroundCardId(sampleNoteId(2), 0),
      rating: "good",
      reviewId: "r1",
      durationMs: 5000,
      seen: { reps: 0, due: null, state: "new" },
    },
  );
  return { notes, study };
}

afterEach(() => {
  clearPlaygroundMemory();
  clearPlaygroundStudyMemory();
  clearHandoverMemory();
});

describe("the sign-up offer", () => {
  it("is not made for an untouched sample or an empty browser", () => {
    expect(shouldOfferHandover(memoryStorage().storage)).toBe(false);
    expect(shouldOfferHandover(memoryStorage({ _playground_notes: serializePlayground(createSampleNotes()) }).storage)).toBe(false);
  });

  it("is made when the visitor studied, or changed the cards", () => {
    const { notes, study } = studiedSample();
    expect(
      shouldOfferHandover(
        memoryStorage({ _playground_notes: serializePlayground(notes), _playground_study: serializeStudy(study) }).storage,
      ),
    ).toBe(true);
    const own = addPlaygroundCard(notes, { front: "Mine", back: "Yes" }, { id: "own", now: NOW.toISOString() });
    expect(shouldOfferHandover(memoryStorage({ _playground_notes: serializePlayground(own) }).storage)).toBe(true);
  });

  it("is not made again once declined on this browser", () => {
    const { notes, study } = studiedSample();
    const { storage } = memoryStorage({ _playground_notes: serializePlayground(notes), _playground_study: serializeStudy(study) });
    writeHandoverChoice(storage, { declined: true, importId: null });
    expect(readHandoverChoice(storage)).toEqual({ declined: true, importId: null });
    expect(shouldOfferHandover(storage)).toBe(false);
  });

  it("forgets the playground once it moved into the account", () => {
    const { notes, study } = studiedSample();
    const { data, storage } = memoryStorage({ _playground_notes: serializePlayground(notes), _playground_study: serializeStudy(study) });
    writeHandoverChoice(storage, { declined: false, importId: IMPORT_ID });
    finishHandover(storage);
    expect([...data.keys()]).toEqual(["_playground_import"]);
    expect(readHandoverChoice(storage)).toEqual({ declined: false, importId: null });
    expect(shouldOfferHandover(storage)).toBe(false);
  });
});

describe("buildPlaygroundImport", () => {
  it("sends every note in order, and the studied cards with their schedules and answers, in the shape the API checks", () => {
    const { notes, study } = studiedSample();
    const { storage } = memoryStorage({ _playground_notes: serializePlayground(notes), _playground_study: serializeStudy(study) });
    const input = buildPlaygroundImport(readPlaygroundHandover(storage), IMPORT_ID);
    expect(ZPlaygroundImportInputSchema.parse(input)).toBeTruthy();
    expect(input.importId).toBe(IMPORT_ID);
    expect(input.title).toBe("Your First Deck");
    expect(input.notes.map((note) => note.content)).toEqual(notes.map((note) => note.content));
    const cloze = input.notes[2]!;
    expect(cloze.cards).toEqual([
      {
        ord: 0,
        schedule: study.cards[playgroundCardId(sampleNoteId(2), 0)]!.schedule,
        suspended: false,
        leech: false,
        buried_until: null,
        reviews: [
          {
            rating: "good",
            reviewed_at: NOW.toISOString(),
            duration_ms: 5000,
            state_before: "new",
            due_before: null,
            after: study.cards[playgroundCardId(sampleNoteId(2), 0)]!.schedule,
          },
        ],
      },
      // c2 was buried by its sibling's answer: still new, kept out until tomorrow.
      expect.objectContaining({
        ord: 1,
        schedule: expect.objectContaining({ state: "new" }),
        buried_until: "2026-03-03T04:00:00.000Z",
        reviews: [],
      }),
    ]);
    expect(input.notes.filter((note) => note.cards && note.cards.length > 0)).toHaveLength(1);
  });
});
