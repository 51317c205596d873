import { answerCard, DEFAULT_SCHEDULER_SETTINGS, NEW_CARD_SCHEDULE, type TCardSchedule, type TRating } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TExchangeReview } from "../exchange-model.ts";
import {
  ankiDayNumber,
  difficultyFromRevlogFactor,
  revlogFactorForDifficulty,
  scheduleFromAnkiCard,
  toAnkiCardSchedule,
  toAnkiRevlog,
  type TAnkiCardColumns,
} from "./anki-schedule.ts";

const SETTINGS = { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false };
// A UTC midnight, as the writer picks for `crt`.
const CREATED_SECS = Date.UTC(2026, 0, 1) / 1000;

/** A schedule reached by real answers, each given the moment the previous one fell due (plus a second). */
function afterAnswers(ratings: TRating[]): TCardSchedule {
  let schedule = NEW_CARD_SCHEDULE;
  let at = new Date("2026-01-05T09:30:00Z");
  for (const rating of ratings) {
    schedule = answerCard(schedule, rating, SETTINGS, at);
    at = new Date(new Date(schedule.due!).getTime() + 1000);
  }
  return schedule;
}

const card = (schedule: TCardSchedule, flags: { suspended?: boolean; buried?: boolean } = {}) => ({
  schedule,
  suspended: flags.suspended ?? false,
  buriedUntil: flags.buried ? new Date("2026-03-01T04:00:00Z") : null,
});

const columns = (schedule: TCardSchedule, flags?: { suspended?: boolean; buried?: boolean }) =>
  toAnkiCardSchedule(card(schedule, flags), { createdSecs: CREATED_SECS, position: 7 });

const secs = (iso: string | null) => new Date(iso!).getTime() / 1000;

describe("toAnkiCardSchedule", () => {
  it("writes a new card as new at its position, suspended as -1 and buried as -3", () => {
    expect(columns(NEW_CARD_SCHEDULE)).toEqual({
      type: 0,
      queue: 0,
      due: 7,
      interval: 0,
      factor: 0,
      reps: 0,
      lapses: 0,
      left: 0,
      data: "{}",
    });
    expect(columns(NEW_CARD_SCHEDULE, { suspended: true }).queue).toBe(-1);
    expect(columns(NEW_CARD_SCHEDULE, { buried: true }).queue).toBe(-3);
    expect(columns(NEW_CARD_SCHEDULE, { suspended: true, buried: true }).queue).toBe(-1);
  });

  it("writes a learning card with its due in Unix seconds, the steps left and its memory state", () => {
    const learning = afterAnswers(["good"]);
    expect(learning.state).toBe("learning");
    const written = columns(learning);
    expect(written).toMatchObject({ type: 1, queue: 1, due: secs(learning.due), reps: 1, lapses: 0, left: 1 });
    expect(JSON.parse(written.data)).toEqual({
      s: learning.stability,
      d: learning.difficulty,
      dr: 0.9,
      decay: 0.1542,
      lrt: secs(learning.last_review),
    });
    expect(Object.keys(JSON.parse(written.data))).toEqual(["s", "d", "dr", "decay", "lrt"]);
    expect(columns(afterAnswers(["again"])).left).toBe(2);
  });

  it("writes a review card due on a day counted from the collection's creation", () => {
    const review = afterAnswers(["good", "good", "good"]);
    expect(review.state).toBe("review");
    const written = columns(review);
    expect(written).toMatchObject({ type: 2, queue: 2, interval: review.scheduled_days, factor: 2500, reps: 3, left: 0 });
    expect(written.due).toBe(Math.floor((secs(review.due) - CREATED_SECS) / 86_400));
    expect(columns(review, { suspended: true })).toMatchObject({ type: 2, queue: -1, due: written.due });
  });

  it("writes a relearning card in the learning queue with its lapse counted", () => {
    const relearning = afterAnswers(["good", "good", "good", "again"]);
    expect(relearning.state).toBe("relearning");
    expect(columns(relearning)).toMatchObject({ type: 3, queue: 1, due: secs(relearning.due), lapses: 1, left: 1, factor: 2500 });
  });

  it("puts a learning step of a day or more in Anki's day-learning queue", () => {
    const learning: TCardSchedule = { ...afterAnswers(["good"]), last_review: "2026-01-05T09:30:00.000Z", due: "2026-01-07T09:30:00.000Z" };
    expect(columns(learning)).toMatchObject({ type: 1, queue: 3, due: ankiDayNumber(secs(learning.due), CREATED_SECS) });
  });
});

describe("scheduleFromAnkiCard", () => {
  it.each([
    ["learning", ["good"]],
    ["learning after again", ["again"]],
    ["review", ["good", "good", "good"]],
    ["review after a lapse", ["good", "good", "good", "again", "good", "hard"]],
    ["relearning", ["good", "good", "good", "again"]],
  ] as const)("gives back a %s card's schedule", (_name, ratings) => {
    const schedule = afterAnswers([...ratings]);
    expect(scheduleFromAnkiCard(columns(schedule), CREATED_SECS)).toEqual({ schedule, suspended: false, buried: false });
  });

  it("gives back suspended and buried cards with their schedule", () => {
    const schedule = afterAnswers(["good", "good"]);
    expect(scheduleFromAnkiCard(columns(schedule, { suspended: true }), CREATED_SECS)).toEqual({
      schedule,
      suspended: true,
      buried: false,
    });
    expect(scheduleFromAnkiCard(columns(schedule, { buried: true }), CREATED_SECS)).toEqual({ schedule, suspended: false, buried: true });
  });

  it("keeps dues to the second (Anki stores seconds)", () => {
    const schedule = { ...afterAnswers(["good"]), due: "2026-01-05T09:40:00.678Z" };
    expect(scheduleFromAnkiCard(columns(schedule), CREATED_SECS)?.schedule.due).toBe("2026-01-05T09:40:00.000Z");
  });

  it("reads a review due that is not the last answer plus the interval at the start of its day", () => {
    const review = afterAnswers(["good", "good", "good"]);
    const moved = { ...review, due: "2026-03-10T15:00:00.000Z" };
    expect(scheduleFromAnkiCard(columns(moved), CREATED_SECS)?.schedule.due).toBe("2026-03-10T00:00:00.000Z");
  });

  it("answers null for a card without an FSRS memory state, so the caller replays its history", () => {
    const sm2: TAnkiCardColumns = { type: 2, queue: 2, due: 40, interval: 10, factor: 2500, reps: 5, lapses: 0, left: 0, data: "" };
    expect(scheduleFromAnkiCard(sm2, CREATED_SECS)).toBeNull();
    expect(scheduleFromAnkiCard({ ...sm2, data: '{"s":0,"d":5}' }, CREATED_SECS)).toBeNull();
    expect(scheduleFromAnkiCard({ ...sm2, data: "not json" }, CREATED_SECS)).toBeNull();
    expect(scheduleFromAnkiCard({ ...sm2, type: 9, data: '{"s":3,"d":5}' }, CREATED_SECS)).toBeNull();
  });

  it("reads a new card as new", () => {
    expect(scheduleFromAnkiCard(columns(NEW_CARD_SCHEDULE, { suspended: true }), CREATED_SECS)).toEqual({
      schedule: NEW_CARD_SCHEDULE,
      suspended: true,
      buried: false,
    });
  });
});

describe("toAnkiRevlog", () => {
  const review = (overrides: Partial<TExchangeReview>): TExchangeReview => ({
    id: "r1",
    reviewedAt: new Date("2026-01-05T09:30:00Z"),
    rating: 3,
    stateBefore: "review",
    elapsedDays: 4,
    durationMs: 8_500,
    stabilityAfter: 12,
    difficultyAfter: 5.5,
    intervalDays: 12,
    lastIntervalDays: 4,
    ...overrides,
  });
  const ids = { id: 1_767_605_400_000, cardId: 42 };

  it("writes a review as Anki does under FSRS: days, the difficulty as factor, the kind it was", () => {
    expect(toAnkiRevlog(review({}), ids)).toEqual({
      id: ids.id,
      cid: 42,
      usn: -1,
      ease: 3,
      ivl: 12,
      lastIvl: 4,
      factor: 600,
      time: 8_500,
      type: 1,
    });
  });

  it("writes learning steps as negative seconds and the kind by the state before the answer", () => {
    expect(toAnkiRevlog(review({ stateBefore: "new", rating: 1, intervalDays: 60 / 86_400, lastIntervalDays: 0 }), ids)).toMatchObject({
      ivl: -60,
      lastIvl: 0,
      type: 0,
      ease: 1,
    });
    expect(toAnkiRevlog(review({ stateBefore: "learning", intervalDays: 600 / 86_400, lastIntervalDays: 60 / 86_400 }), ids)).toMatchObject(
      { ivl: -600, lastIvl: -60, type: 0 },
    );
    expect(toAnkiRevlog(review({ stateBefore: "relearning", rating: 4 }), ids)).toMatchObject({ type: 2, ease: 4 });
  });

  it("caps the time as Anki does (60 s) and writes 0 for an unknown difficulty", () => {
    expect(toAnkiRevlog(review({ durationMs: 600_000, difficultyAfter: null }), ids)).toMatchObject({ time: 60_000, factor: 0 });
  });

  it("maps difficulty 1-10 to factor 100-1100 and back", () => {
    expect(revlogFactorForDifficulty(1)).toBe(100);
    expect(revlogFactorForDifficulty(10)).toBe(1100);
    for (const difficulty of [1, 2.345, 5.5, 9.99])
      expect(difficultyFromRevlogFactor(revlogFactorForDifficulty(difficulty))).toBeCloseTo(difficulty, 2);
    expect(difficultyFromRevlogFactor(2500)).toBeNull();
    expect(difficultyFromRevlogFactor(0)).toBeNull();
  });
});
