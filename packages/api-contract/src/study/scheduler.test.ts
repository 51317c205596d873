import fc from "fast-check";
import {
  clipParameters,
  createEmptyCard,
  default_w,
  fsrs,
  generatorParameters,
  Rating,
  State,
  type Card,
  type Grade,
  type StepUnit,
} from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  formatInterval,
  fromFsrsCard,
  NEW_CARD_SCHEDULE,
  predictedRecall,
  previewIntervals,
  previewSchedules,
  rescheduleCard,
  toFsrsCard,
  TWO_BUTTON_RATINGS,
} from "./scheduler.ts";
import { RATINGS, ZCardScheduleSchema, type TCardSchedule, type TRating, type TSchedulerSettings } from "./study-contract.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const GRADE: Record<TRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATE: Record<State, TCardSchedule["state"]> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};

/** As the database keeps a schedule: through JSON (ISO strings, doubles) and the API's schema. */
const stored = (schedule: TCardSchedule): TCardSchedule => ZCardScheduleSchema.parse(JSON.parse(JSON.stringify(schedule)));

const noFuzz: TSchedulerSettings = { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false };
const at = (iso: string) => new Date(iso);
const plus = (date: Date | string, ms: number) => new Date(new Date(date).getTime() + ms);

/** The card after these answers, each at the card's due time (the first at `start`). */
function answered(ratings: TRating[], settings: TSchedulerSettings, start: Date): { schedule: TCardSchedule; now: Date } {
  let schedule = NEW_CARD_SCHEDULE;
  let now = start;
  for (const rating of ratings) {
    schedule = stored(answerCard(schedule, rating, settings, now));
    now = new Date(schedule.due!);
  }
  return { schedule, now };
}

describe("answerCard against ts-fsrs (the oracle)", () => {
  /** FSRS-6 weights near the defaults, clipped into ts-fsrs's valid ranges. */
  const weights = fc.array(fc.double({ min: -0.15, max: 0.15, noNaN: true }), { minLength: 21, maxLength: 21 }).map((noise) =>
    clipParameters(
      default_w.map((w, i) => w * (1 + noise[i]!)),
      DEFAULT_SCHEDULER_SETTINGS.relearning_steps.length,
      true,
    ),
  );
  const settings: fc.Arbitrary<TSchedulerSettings> = fc.record({
    desired_retention: fc.constantFrom(0.9, 0.8, 0.85, 0.95, 0.97),
    weights: fc.option(weights, { nil: null, freq: 2 }),
    learning_steps: fc.constantFrom<string[]>(["1m", "10m"], ["10m"], ["1m", "10m", "1h"], []),
    relearning_steps: fc.constant<string[]>(["10m"]),
    maximum_interval: fc.constantFrom(36500, 365, 30),
    enable_fuzz: fc.boolean(),
  });
  /** When the learner answers, relative to the card's due time. */
  const timing = fc.oneof(
    fc.record({ kind: fc.constant("on time" as const), ms: fc.integer({ min: 0, max: 2 * HOUR }) }),
    fc.record({ kind: fc.constant("early" as const), ms: fc.integer({ min: 1, max: 10 * DAY }) }),
    fc.record({ kind: fc.constant("late" as const), ms: fc.integer({ min: 2 * HOUR, max: 60 * DAY }) }),
  );
  const answers = fc.array(fc.record({ rating: fc.constantFrom(...RATINGS), timing }), { minLength: 1, maxLength: 30 });
  const start = fc.date({ min: at("2020-01-01T00:00:00Z"), max: at("2030-12-31T00:00:00Z"), noInvalidDate: true });

  it("after every answer, the stored schedule is exactly ts-fsrs's own card", () => {
    fc.assert(
      fc.property(settings, start, answers, (settings, start, answers) => {
        const oracle = fsrs(
          generatorParameters({
            request_retention: settings.desired_retention,
            maximum_interval: settings.maximum_interval,
            enable_fuzz: settings.enable_fuzz,
            enable_short_term: true,
            learning_steps: settings.learning_steps as StepUnit[],
            relearning_steps: settings.relearning_steps as StepUnit[],
            ...(settings.weights ? { w: settings.weights } : {}),
          }),
        );
        // ts-fsrs's card is created when the note is, some time before the first answer.
        let card: Card = createEmptyCard(plus(start, -3 * DAY));
        let schedule = NEW_CARD_SCHEDULE;
        let now = start;
        for (const { rating, timing } of answers) {
          if (schedule.due !== null) {
            const due = Date.parse(schedule.due);
            const wanted = timing.kind === "early" ? due - timing.ms : due + timing.ms;
            // Time only moves forward, at least a second per answer.
            now = new Date(Math.max(now.getTime() + 1000, wanted));
          }
          card = oracle.next(card, now, GRADE[rating]).card;
          schedule = stored(answerCard(schedule, rating, settings, now));
          expect(schedule).toEqual({
            state: STATE[card.state],
            due: card.due.toISOString(),
            stability: card.stability,
            difficulty: card.difficulty,
            reps: card.reps,
            lapses: card.lapses,
            learning_steps: card.learning_steps,
            scheduled_days: card.scheduled_days,
            last_review: card.last_review!.toISOString(),
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it("toFsrsCard and fromFsrsCard round-trip every card ts-fsrs makes", () => {
    const f = fsrs(generatorParameters({ enable_fuzz: true }));
    let card = createEmptyCard(at("2026-01-01T09:00:00Z"));
    for (const grade of [Rating.Good, Rating.Good, Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const) {
      card = f.next(card, plus(card.due, 5 * MINUTE), grade).card;
      const schedule = stored(fromFsrsCard(card));
      const { elapsed_days: _ignored, ...rest } = card;
      expect(toFsrsCard(schedule, at("2030-01-01T00:00:00Z"))).toEqual({ ...rest, elapsed_days: 0 });
    }
  });
});

describe("answerCard", () => {
  const now = at("2026-06-10T12:00:00.000Z");

  it("a new card's first Good goes to the 10-minute learning step", () => {
    const schedule = answerCard(NEW_CARD_SCHEDULE, "good", DEFAULT_SCHEDULER_SETTINGS, now);
    expect(schedule).toMatchObject({
      state: "learning",
      due: "2026-06-10T12:10:00.000Z",
      reps: 1,
      lapses: 0,
      learning_steps: 1,
      scheduled_days: 0,
      last_review: "2026-06-10T12:00:00.000Z",
    });
    expect(schedule.stability).toBeGreaterThan(0);
    expect(schedule.difficulty).toBeGreaterThanOrEqual(1);
  });

  it("the first Again, Hard and Easy: 1 minute, 6 minutes, straight to review", () => {
    expect(answerCard(NEW_CARD_SCHEDULE, "again", DEFAULT_SCHEDULER_SETTINGS, now)).toMatchObject({
      state: "learning",
      due: "2026-06-10T12:01:00.000Z",
      learning_steps: 0,
    });
    expect(answerCard(NEW_CARD_SCHEDULE, "hard", DEFAULT_SCHEDULER_SETTINGS, now)).toMatchObject({
      state: "learning",
      due: "2026-06-10T12:06:00.000Z",
    });
    const easy = answerCard(NEW_CARD_SCHEDULE, "easy", DEFAULT_SCHEDULER_SETTINGS, now);
    expect(easy.state).toBe("review");
    expect(easy.scheduled_days).toBeGreaterThanOrEqual(1);
    expect(Date.parse(easy.due!) - now.getTime()).toBe(easy.scheduled_days * DAY);
  });

  it("Good at the second step graduates the card to review in days", () => {
    const { schedule } = answered(["good", "good"], DEFAULT_SCHEDULER_SETTINGS, now);
    expect(schedule.state).toBe("review");
    expect(schedule.reps).toBe(2);
    expect(schedule.scheduled_days).toBeGreaterThanOrEqual(1);
    expect(Date.parse(schedule.due!) - Date.parse(schedule.last_review!)).toBe(schedule.scheduled_days * DAY);
  });

  it("Again on a review card lapses it: one more lapse, relearning, due in 10 minutes", () => {
    const { schedule: review, now: due } = answered(["good", "good", "good", "good"], DEFAULT_SCHEDULER_SETTINGS, now);
    expect(review.state).toBe("review");
    const lapsed = answerCard(review, "again", DEFAULT_SCHEDULER_SETTINGS, due);
    expect(lapsed).toMatchObject({
      state: "relearning",
      due: plus(due, 10 * MINUTE).toISOString(),
      lapses: review.lapses + 1,
      reps: review.reps + 1,
      scheduled_days: 0,
      last_review: due.toISOString(),
    });
    expect(lapsed.stability!).toBeLessThan(review.stability!);
    expect(lapsed.difficulty!).toBeGreaterThan(review.difficulty!);
    // Good after the relearning step: back to review, the lapse stays counted.
    const relearnt = answerCard(lapsed, "good", DEFAULT_SCHEDULER_SETTINGS, new Date(lapsed.due!));
    expect(relearnt).toMatchObject({ state: "review", lapses: review.lapses + 1 });
  });

  it("a card answered a second time at the same moment does not move back in time", () => {
    const first = answerCard(NEW_CARD_SCHEDULE, "good", DEFAULT_SCHEDULER_SETTINGS, now);
    const second = answerCard(stored(first), "good", DEFAULT_SCHEDULER_SETTINGS, now);
    expect(Date.parse(second.due!)).toBeGreaterThanOrEqual(now.getTime());
    expect(second.reps).toBe(2);
  });

  it("the simple mode's two buttons", () => {
    expect(TWO_BUTTON_RATINGS).toEqual(["again", "good"]);
  });
});

describe("fuzz", () => {
  // A review card some weeks out, so fuzz has room: Good, Good, Good, Good at due times.
  const { schedule: review, now: due } = answered(["good", "good", "good", "good"], noFuzz, at("2026-01-05T08:00:00Z"));

  it("is deterministic: the same card at the same moment gets the same interval", () => {
    for (let i = 0; i < 20; i++) {
      const when = plus(due, i * 7919);
      const a = answerCard(review, "good", DEFAULT_SCHEDULER_SETTINGS, when);
      // A fresh settings object (no shared scheduler) and the stored shape change nothing.
      const b = answerCard(stored(review), "good", { ...DEFAULT_SCHEDULER_SETTINGS, learning_steps: ["1m", "10m"] }, when);
      expect(a).toEqual(b);
      expect(previewSchedules(review, DEFAULT_SCHEDULER_SETTINGS, when).good).toEqual(a);
    }
  });

  it("spreads intervals over different moments and different cards; off, it does not", () => {
    expect(review.scheduled_days).toBeGreaterThanOrEqual(20);
    const moments = Array.from({ length: 40 }, (_, i) => plus(due, i * 61_000));
    const fuzzed = new Set(moments.map((when) => answerCard(review, "good", DEFAULT_SCHEDULER_SETTINGS, when).scheduled_days));
    const plain = new Set(moments.map((when) => answerCard(review, "good", noFuzz, when).scheduled_days));
    expect(plain.size).toBe(1);
    expect(fuzzed.size).toBeGreaterThan(3);
    const [interval] = plain;
    for (const days of fuzzed) expect(Math.abs(days - interval!)).toBeLessThanOrEqual(Math.ceil(interval! * 0.1) + 1);

    // Cards that differ slightly, answered at the same moment: their fuzz differs.
    const cards = Array.from({ length: 40 }, (_, i) => ({ ...review, stability: review.stability! + i * 1e-6 }));
    const offsets = new Set(
      cards.map(
        (card) =>
          answerCard(card, "good", DEFAULT_SCHEDULER_SETTINGS, due).scheduled_days - answerCard(card, "good", noFuzz, due).scheduled_days,
      ),
    );
    expect(offsets.size).toBeGreaterThan(3);
  });

  it("leaves learning steps alone", () => {
    for (let i = 0; i < 10; i++) {
      const when = plus(due, i * 1000);
      expect(answerCard(NEW_CARD_SCHEDULE, "good", DEFAULT_SCHEDULER_SETTINGS, when).due).toBe(plus(when, 10 * MINUTE).toISOString());
    }
  });
});

describe("formatInterval", () => {
  it.each([
    [0, "<1m"],
    [30_000, "<1m"],
    [MINUTE, "<1m"],
    [6 * MINUTE, "<6m"],
    [10 * MINUTE, "<10m"],
    [15 * MINUTE, "<15m"],
    [20 * MINUTE - 1, "<20m"],
    [20 * MINUTE, "20m"],
    [45 * MINUTE, "45m"],
    [59.4 * MINUTE, "59m"],
    [59.7 * MINUTE, "1h"],
    [HOUR, "1h"],
    [90 * MINUTE + 1, "2h"],
    [23 * HOUR, "23h"],
    [23.6 * HOUR, "1d"],
    [DAY, "1d"],
    [4 * DAY, "4d"],
    [4.4 * DAY, "4d"],
    [29 * DAY, "29d"],
    [29.6 * DAY, "1mo"],
    [30 * DAY, "1mo"],
    [75 * DAY, "2.5mo"],
    [364 * DAY, "12.1mo"],
    [365 * DAY, "1y"],
    [438 * DAY, "1.2y"],
    [36500 * DAY, "100y"],
  ])("%d ms is %s", (ms, label) => {
    expect(formatInterval(ms)).toBe(label);
  });
});

describe("previews", () => {
  const start = at("2026-06-10T12:00:00.000Z");

  it("labels a new card's buttons as Anki does", () => {
    const labels = previewIntervals(NEW_CARD_SCHEDULE, DEFAULT_SCHEDULER_SETTINGS, start);
    expect(labels).toMatchObject({ again: "<1m", hard: "<6m", good: "<10m" });
    expect(labels.easy).toMatch(/^\d+d$/);
  });

  it("labels a lapsed card's buttons: <10m, <15m, then days", () => {
    const { schedule: review, now: due } = answered(["good", "good"], DEFAULT_SCHEDULER_SETTINGS, start);
    const lapsed = answerCard(review, "again", DEFAULT_SCHEDULER_SETTINGS, due);
    const labels = previewIntervals(lapsed, DEFAULT_SCHEDULER_SETTINGS, new Date(lapsed.due!));
    expect(labels).toMatchObject({ again: "<10m", hard: "<15m" });
    expect(labels.good).toMatch(/^\d+d$/);
  });

  it("labels a mature card's buttons in months and years", () => {
    const { schedule, now } = answered(["good", "good", "good", "good", "good", "good"], noFuzz, start);
    const labels = previewIntervals(schedule, noFuzz, now);
    expect(labels.again).toBe("<10m");
    for (const rating of ["hard", "good", "easy"] as const) expect(labels[rating]).toMatch(/^\d+(\.\d)?(mo|y)$/);
    expect(labels.easy).toMatch(/y$/);
  });

  it("each preview is exactly what answering with that button gives, whatever the card's state", () => {
    const settings = fc.record({ enable_fuzz: fc.boolean(), desired_retention: fc.constantFrom(0.8, 0.9, 0.95) });
    fc.assert(
      fc.property(
        settings,
        fc.array(fc.constantFrom(...RATINGS), { maxLength: 12 }),
        fc.integer({ min: -2 * DAY, max: 20 * DAY }),
        (overrides, history, offset) => {
          const settings = { ...DEFAULT_SCHEDULER_SETTINGS, ...overrides };
          const { schedule, now } = answered(history, settings, start);
          const when = new Date(Math.max(Date.parse(schedule.last_review ?? start.toISOString()), now.getTime() + offset));
          const previews = previewSchedules(schedule, settings, when);
          const labels = previewIntervals(schedule, settings, when);
          for (const rating of RATINGS) {
            const answer = answerCard(schedule, rating, settings, when);
            expect(previews[rating]).toEqual(answer);
            expect(labels[rating]).toBe(formatInterval(Date.parse(answer.due!) - when.getTime()));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("predictedRecall", () => {
  const start = at("2026-02-01T07:30:00.000Z");

  it("is null for a card never answered, or one without a last review", () => {
    expect(predictedRecall(NEW_CARD_SCHEDULE, DEFAULT_SCHEDULER_SETTINGS, start)).toBeNull();
    const { schedule } = answered(["good", "good"], noFuzz, start);
    expect(predictedRecall({ ...schedule, last_review: null }, noFuzz, start)).toBeNull();
  });

  it("is the desired retention (0.9 ± 0.01) when a review card falls due", () => {
    let { schedule } = answered(["good", "good"], noFuzz, start);
    for (let i = 0; i < 5; i++) {
      schedule = stored(answerCard(schedule, i === 2 ? "hard" : "good", noFuzz, new Date(schedule.due!)));
      expect(schedule.state).toBe("review");
      expect(predictedRecall(schedule, noFuzz, new Date(schedule.due!))).toBeCloseTo(0.9, 2);
      expect(Math.abs(predictedRecall(schedule, noFuzz, new Date(schedule.due!))! - 0.9)).toBeLessThanOrEqual(0.01);
    }
  });

  it("follows another desired retention", () => {
    const settings = { ...noFuzz, desired_retention: 0.8 };
    const { schedule } = answered(["good", "good", "good", "good"], settings, start);
    expect(Math.abs(predictedRecall(schedule, settings, new Date(schedule.due!))! - 0.8)).toBeLessThanOrEqual(0.01);
  });

  it("falls with time", () => {
    const { schedule } = answered(["good", "good", "good"], noFuzz, start);
    const lastReview = Date.parse(schedule.last_review!);
    const recalls = [0, 1, 3, 10, 30, 100, 365, 3650].map((days) => predictedRecall(schedule, noFuzz, new Date(lastReview + days * DAY))!);
    expect(recalls[0]).toBe(1);
    for (let i = 1; i < recalls.length; i++) expect(recalls[i]!).toBeLessThan(recalls[i - 1]!);
    expect(recalls.at(-1)!).toBeGreaterThan(0);
  });
});

describe("rescheduleCard", () => {
  const review = {
    ...NEW_CARD_SCHEDULE,
    state: "review" as const,
    stability: 20,
    difficulty: 5,
    reps: 5,
    due: "2026-12-10T09:00:00.000Z",
    scheduled_days: 20,
    last_review: "2026-11-20T09:00:00.000Z",
  };
  it("gives a review card the interval its stability gives at the new retention, from its last review", () => {
    const higher = rescheduleCard(review, { ...DEFAULT_SCHEDULER_SETTINGS, desired_retention: 0.95 });
    const lower = rescheduleCard(review, { ...DEFAULT_SCHEDULER_SETTINGS, desired_retention: 0.8 });
    expect(higher.scheduled_days).toBeLessThan(20);
    expect(lower.scheduled_days).toBeGreaterThan(20);
    expect(Date.parse(lower.due!) - Date.parse(review.last_review)).toBe(lower.scheduled_days * 86_400_000);
    // At the retention the stability was defined for (0.9), the interval is the stability itself.
    expect(rescheduleCard(review, DEFAULT_SCHEDULER_SETTINGS).scheduled_days).toBe(20);
  });
  it("leaves new and learning cards alone", () => {
    expect(rescheduleCard(NEW_CARD_SCHEDULE, DEFAULT_SCHEDULER_SETTINGS)).toBe(NEW_CARD_SCHEDULE);
  });
});
