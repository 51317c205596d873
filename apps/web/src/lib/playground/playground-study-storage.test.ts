import { NEW_CARD_SCHEDULE } from "@mnemo/api-contract";
import { afterEach, describe, expect, it } from "vitest";
import { brokenStorage, memoryStorage } from "./memory-storage.testing.ts";
import { PlaygroundModeError } from "./playground-storage.ts";
import {
  clearPlaygroundStudy,
  clearPlaygroundStudyMemory,
  EMPTY_PLAYGROUND_STUDY,
  hasStudyProgress,
  loadPlaygroundStudy,
  parsePlaygroundCardId,
  parseStoredStudy,
  playgroundCardId,
  savePlaygroundStudy,
  serializeStudy,
  type TPlaygroundStudy,
} from "./playground-study-storage.ts";

const schedule = {
  state: "review",
  due: "2026-03-05T10:00:00.000Z",
  stability: 3.2,
  difficulty: 5.1,
  reps: 2,
  lapses: 0,
  learning_steps: 0,
  scheduled_days: 3,
  last_review: "2026-03-02T10:00:00.000Z",
} as const;
const NEW = NEW_CARD_SCHEDULE;

const card = "00000000-0000-4000-8001-000000000000:0";
const study: TPlaygroundStudy = {
  cards: { [card]: { schedule, suspended: false, leech: false, buried_until: null } },
  reviews: [
    {
      id: "r1",
      card_id: card,
      rating: "good",
      state_before: "new",
      due_before: null,
      elapsed_days: 0,
      duration_ms: 3000,
      reviewed_at: "2026-03-02T10:00:00.000Z",
      schedule_after: schedule,
      leech: false,
      undo: { schedule: NEW, suspended: false, leech: false, buried: [] },
    },
  ],
};

afterEach(clearPlaygroundStudyMemory);

describe("card ids", () => {
  it("are the note id and the ord, and read back", () => {
    expect(playgroundCardId("note-1", 3)).toBe("note-1:3");
    expect(parsePlaygroundCardId("note-1:3")).toEqual({ noteId: "note-1", ord: 3 });
    expect(parsePlaygroundCardId("note-1")).toBeNull();
  });
});

describe("parseStoredStudy", () => {
  it("reads back what it wrote", () => {
    expect(parseStoredStudy(serializeStudy(study))).toEqual(study);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ version: 2, cards: study.cards, reviews: study.reviews })],
    ["a bare list", JSON.stringify([study])],
  ])("reads %s as no progress", (_name, raw) => {
    expect(parseStoredStudy(raw)).toEqual(EMPTY_PLAYGROUND_STUDY);
  });

  it("drops the entries that do not read, one by one, and keeps the rest", () => {
    const raw = JSON.stringify({
      version: 1,
      cards: {
        ...study.cards,
        "no-ord": study.cards[card],
        "x:1": { ...study.cards[card], schedule: { ...schedule, state: "mastered" } },
        "x:2": { ...study.cards[card], schedule: { ...schedule, due: null } },
        "x:3": { ...study.cards[card], suspended: "yes" },
      },
      reviews: [
        ...study.reviews,
        study.reviews[0],
        { ...study.reviews[0], id: "r2", rating: "perfect" },
        { ...study.reviews[0], id: "r3", reviewed_at: "yesterday" },
        { ...study.reviews[0], id: "r4", undo: null },
        "junk",
      ],
    });
    expect(parseStoredStudy(raw)).toEqual(study);
  });

  it("sorts the answers oldest first", () => {
    const later = { ...study.reviews[0]!, id: "r0", reviewed_at: "2026-03-03T10:00:00.000Z" };
    const parsed = parseStoredStudy(JSON.stringify({ version: 1, cards: {}, reviews: [later, study.reviews[0]] }));
    expect(parsed.reviews.map((review) => review.id)).toEqual(["r1", "r0"]);
  });
});

describe("loading and saving", () => {
  it("keeps the progress under _playground_study, beside _playground_notes", () => {
    const { data, storage } = memoryStorage();
    expect(savePlaygroundStudy(study, { user: null, storage })).toBe(true);
    expect(JSON.parse(data.get("_playground_study")!)).toMatchObject({ version: 1 });
    expect(loadPlaygroundStudy({ user: null, storage })).toEqual(study);
    expect(hasStudyProgress(study)).toBe(true);
    expect(hasStudyProgress(EMPTY_PLAYGROUND_STUDY)).toBe(false);
  });

  it("falls back to this tab's memory when storage throws or is missing", () => {
    expect(savePlaygroundStudy(study, { user: null, storage: brokenStorage })).toBe(false);
    expect(loadPlaygroundStudy({ user: null, storage: brokenStorage })).toEqual(study);
    expect(loadPlaygroundStudy({ user: null, storage: null })).toEqual(study);
  });

  it("refuses a signed-in user, and leaves storage alone", () => {
    const { data, storage } = memoryStorage();
    expect(() => savePlaygroundStudy(study, { user: { id: "u" }, storage })).toThrow(PlaygroundModeError);
    expect(() => loadPlaygroundStudy({ user: { id: "u" }, storage })).toThrow(PlaygroundModeError);
    expect(data.size).toBe(0);
  });

  it("clears the progress", () => {
    const { data, storage } = memoryStorage();
    savePlaygroundStudy(study, { user: null, storage });
    clearPlaygroundStudy(storage);
    expect(data.has("_playground_study")).toBe(false);
    expect(loadPlaygroundStudy({ user: null, storage })).toEqual(EMPTY_PLAYGROUND_STUDY);
  });
});
