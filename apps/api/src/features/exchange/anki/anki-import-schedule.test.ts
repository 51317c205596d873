import { describe, expect, it } from "vitest";
import type { TAnkiCard, TAnkiRevlog } from "./anki-import-collection.ts";
import { importCardSchedule, reviewIdFor } from "./anki-import-schedule.ts";

const DAY = 86_400;
const CREATED = 1_700_006_400; // a day start (midnight UTC)
const ms = (days: number, minutes = 0) => (CREATED + days * DAY + minutes * 60) * 1000;
const NOW = new Date(ms(50, 120));

function card(overrides: Partial<TAnkiCard>): TAnkiCard {
  return {
    id: 77,
    noteId: 1,
    deckId: 1,
    ord: 0,
    type: 2,
    queue: 2,
    due: 60,
    interval: 10,
    factor: 2500,
    reps: 5,
    lapses: 0,
    left: 0,
    originalDue: 0,
    originalDeckId: 0,
    data: "",
    ...overrides,
  };
}

const entry = (id: number, ease: number, type: number, extra: Partial<TAnkiRevlog> = {}): TAnkiRevlog => ({
  id,
  cardId: 77,
  ease,
  interval: 1,
  lastInterval: 0,
  factor: 2500,
  time: 5000,
  type,
  ...extra,
});

const read = (c: TAnkiCard, revlog: TAnkiRevlog[] = []) =>
  importCardSchedule({ card: c, revlog, createdSecs: CREATED, now: NOW, isLeech: false });

describe("importCardSchedule", () => {
  it("replays only what came after the last reset, whose first answer is the card's first again", () => {
    const revlog = [
      entry(ms(1), 3, 0),
      entry(ms(2), 3, 1),
      entry(ms(10), 0, 4, { factor: 0 }), // Forget
      entry(ms(20), 1, 0),
      entry(ms(20, 10), 3, 0),
      entry(ms(21), 3, 1),
    ];
    const { reviews, schedule } = read(card({ due: 31 }), revlog);
    expect(reviews.map((r) => [r.stateBefore, r.stabilityAfter === null])).toEqual([
      ["new", true],
      ["review", true],
      ["new", false],
      ["learning", false],
      ["review", false],
    ]);
    expect(schedule.stability).toBe(reviews.at(-1)!.stabilityAfter);
    expect(schedule.last_review).toBe(new Date(ms(21)).toISOString());
  });

  it("falls back on SM-2 ease and interval when the history does not start with learning", () => {
    const { reviews, schedule } = read(card({ interval: 30, factor: 2700, due: 55 }), [entry(ms(25), 3, 1, { interval: 30 })]);
    expect(reviews).toMatchObject([{ stateBefore: "review", stabilityAfter: null, difficultyAfter: null, intervalDays: 30 }]);
    expect(schedule).toMatchObject({
      state: "review",
      scheduled_days: 30,
      due: new Date(ms(55)).toISOString(),
      last_review: new Date(ms(25)).toISOString(),
    });
    // A 30-day interval at 270 % ease is remembered for weeks.
    expect(schedule.stability).toBeGreaterThan(14);
    expect(schedule.difficulty).toBeGreaterThanOrEqual(1);
    expect(schedule.difficulty).toBeLessThanOrEqual(10);
  });

  it("leaves out cramming and manual reschedules; keeps their card's place", () => {
    const revlog = [entry(ms(1), 3, 0), entry(ms(3), 3, 3, { factor: 0 }), entry(ms(4), 0, 4, { factor: 2500 }), entry(ms(5), 4, 1)];
    expect(read(card({}), revlog).reviews.map((r) => r.reviewedAt.getTime())).toEqual([ms(1), ms(5)]);
  });

  it("reads a learning card's due as a time and a relearning one's from its learning queue", () => {
    const learning = read(card({ type: 1, queue: 1, due: CREATED + 50 * DAY + 600, interval: 0 }), [
      entry(ms(50), 3, 0, { interval: -600 }),
    ]);
    expect(learning.schedule).toMatchObject({
      state: "learning",
      due: new Date((CREATED + 50 * DAY + 600) * 1000).toISOString(),
      scheduled_days: 0,
    });
    const relearning = read(card({ type: 3, queue: 1, due: CREATED + 50 * DAY + 600, interval: 4, lapses: 1 }));
    expect(relearning.schedule).toMatchObject({ state: "relearning", lapses: 1, scheduled_days: 4 });
    expect(relearning.schedule.stability).toBeGreaterThan(0);
  });

  it("starts a learning card with nothing to go on as new", () => {
    expect(read(card({ type: 1, queue: 1, due: CREATED + 50 * DAY, factor: 0, interval: 0 })).schedule).toMatchObject({
      state: "new",
      due: null,
    });
  });

  it("reads suspended and buried cards; a buried card comes back at the next day's start", () => {
    expect(read(card({ queue: -1 }))).toMatchObject({ suspended: true, buriedUntil: null });
    expect(read(card({ queue: -2 })).buriedUntil).toEqual(new Date(ms(51)));
    expect(read(card({ queue: -3 })).buriedUntil).toEqual(new Date(ms(51)));
  });

  it("uses the FSRS memory Anki keeps in the card before anything else", () => {
    const { schedule } = read(card({ data: '{"s":3.2,"d":7.1,"dr":0.9,"lrt":1700400000}' }), [entry(ms(1), 3, 0)]);
    expect(schedule).toMatchObject({ stability: 3.2, difficulty: 7.1, last_review: new Date(1_700_400_000_000).toISOString() });
  });
});

describe("reviewIdFor", () => {
  it("is a UUID that depends on both the answer and the card", () => {
    expect(reviewIdFor(1, 2)).toBe(reviewIdFor(1, 2));
    expect(reviewIdFor(1, 2)).not.toBe(reviewIdFor(1, 3));
    expect(reviewIdFor(1, 2)).not.toBe(reviewIdFor(2, 2));
    expect(reviewIdFor(1_700_000_000_000, 1_650_000_000_000)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
