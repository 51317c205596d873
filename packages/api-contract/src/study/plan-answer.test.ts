import { describe, expect, it } from "vitest";
import { clampAnswerTime, isBuriedByAnswer, planAnswer, type TAnswerableCard, type TPlanAnswerOptions } from "./plan-answer.ts";
import { answerCard, DEFAULT_SCHEDULER_SETTINGS, NEW_CARD_SCHEDULE } from "./scheduler.ts";
import type { TCardSchedule, TCardState, TRating } from "./study-contract.ts";
import { DEFAULT_LEECH_LAPSES } from "./study-rules.ts";

// The study answer's rules, one row each: the server, the playground and the bench's bare server only store what planAnswer returns.

const DAY = 86_400_000;
const NOW = new Date("2026-03-10T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const settings = { scheduler: { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false }, leechLapses: DEFAULT_LEECH_LAPSES, timeZone: "UTC" };

/** A review card last answered 11 days ago, due yesterday, forgotten `lapses` times so far. */
function reviewCard(lapses: number): TCardSchedule {
  return {
    state: "review",
    due: ago(DAY),
    stability: 10,
    difficulty: 5,
    reps: 20,
    lapses,
    learning_steps: 0,
    scheduled_days: 10,
    last_review: ago(11 * DAY),
  };
}
// Both with 8 lapses: Again on them counts no new lapse, so they must not be made leeches again.
const learningCard: TCardSchedule = { ...reviewCard(8), state: "learning", due: ago(60_000), learning_steps: 1, scheduled_days: 0 };
const relearningCard: TCardSchedule = { ...reviewCard(8), state: "relearning", due: ago(60_000), learning_steps: 0, scheduled_days: 0 };

const seenAs = (schedule: TCardSchedule) => ({ reps: schedule.reps, due: schedule.due, state: schedule.state });
const plain = (schedule: TCardSchedule): TAnswerableCard => ({ schedule, suspended: false, leech: false });

function plan(overrides: Partial<TPlanAnswerOptions> & { card: TAnswerableCard }) {
  return planAnswer({ seen: seenAs(overrides.card.schedule), rating: "good", durationMs: 5000, now: NOW, settings, ...overrides });
}

function answered(overrides: Partial<TPlanAnswerOptions> & { card: TAnswerableCard }) {
  const result = plan(overrides);
  if (result.outcome !== "answered") throw new Error(`expected an answer, got ${result.outcome}`);
  return result;
}

describe("planAnswer: the conflict check", () => {
  const card = reviewCard(0);
  it.each<[string, "conflict" | "answered", { reps: number; due: string | null; state: TCardState }]>([
    ["the state seen", "answered", seenAs(card)],
    ["the same due instant written differently", "answered", { ...seenAs(card), due: card.due!.replace(".000Z", "+00:00") }],
    ["fewer reps than now (another tab answered it)", "conflict", { ...seenAs(card), reps: card.reps - 1 }],
    ["another state", "conflict", { ...seenAs(card), state: "learning" }],
    ["another due date", "conflict", { ...seenAs(card), due: ago(2 * DAY) }],
    ["no due date for a card that has one", "conflict", { ...seenAs(card), due: null }],
  ])("seen with %s: %s", (_name, outcome, seen) => {
    expect(plan({ card: plain(card), seen }).outcome).toBe(outcome);
  });

  it("a new card seen as new (no due date on either side) is answered", () => {
    expect(plan({ card: plain(NEW_CARD_SCHEDULE) }).outcome).toBe("answered");
  });
});

describe("planAnswer: the leech rule", () => {
  it.each<{ name: string; schedule: TCardSchedule; rating: TRating; leechLapses: number; isLeech: boolean }>([
    { name: "a review card forgotten the 8th time", schedule: reviewCard(7), rating: "again", leechLapses: 8, isLeech: true },
    { name: "a review card forgotten the 16th time", schedule: reviewCard(15), rating: "again", leechLapses: 8, isLeech: true },
    { name: "a review card forgotten the 9th time", schedule: reviewCard(8), rating: "again", leechLapses: 8, isLeech: false },
    { name: "a review card forgotten the 7th time", schedule: reviewCard(6), rating: "again", leechLapses: 8, isLeech: false },
    { name: "a review card answered Hard with 7 lapses", schedule: reviewCard(7), rating: "hard", leechLapses: 8, isLeech: false },
    { name: "a review card answered Good with 7 lapses", schedule: reviewCard(7), rating: "good", leechLapses: 8, isLeech: false },
    { name: "a relearning card answered Again with 8 lapses", schedule: relearningCard, rating: "again", leechLapses: 8, isLeech: false },
    { name: "a learning card answered Again with 8 lapses", schedule: learningCard, rating: "again", leechLapses: 8, isLeech: false },
    {
      name: "a review card forgotten the 3rd time, with the threshold at 3",
      schedule: reviewCard(2),
      rating: "again",
      leechLapses: 3,
      isLeech: true,
    },
    {
      name: "a review card forgotten the 6th time, with the threshold at 3",
      schedule: reviewCard(5),
      rating: "again",
      leechLapses: 3,
      isLeech: true,
    },
    {
      name: "a review card forgotten the 8th time, with the threshold at 3",
      schedule: reviewCard(7),
      rating: "again",
      leechLapses: 3,
      isLeech: false,
    },
  ])("$name: leech $isLeech", ({ schedule, rating, leechLapses, isLeech }) => {
    const result = answered({ card: plain(schedule), rating, settings: { ...settings, leechLapses } });
    expect(result.isLeech).toBe(isLeech);
    expect(result.card).toMatchObject({ suspended: isLeech, leech: isLeech });
  });

  it("keeps a card's suspension and leech flag it had before; the schedule is the scheduler's", () => {
    const result = answered({ card: { schedule: reviewCard(0), suspended: true, leech: true } });
    expect(result).toMatchObject({ isLeech: false, card: { suspended: true, leech: true } });
    expect(result.card.schedule).toEqual(answerCard(reviewCard(0), "good", settings.scheduler, NOW));
  });
});

describe("planAnswer: the answer's time", () => {
  const card = reviewCard(0);
  it.each<[string, string | undefined, string]>([
    ["none given: now", undefined, NOW.toISOString()],
    ["not a date: now", "yesterday", NOW.toISOString()],
    ["3 days ago (sent late, offline): kept", ago(3 * DAY), ago(3 * DAY)],
    ["exactly 7 days ago: kept", ago(7 * DAY), ago(7 * DAY)],
    ["10 days ago: 7 days ago at the earliest", ago(10 * DAY), ago(7 * DAY)],
    ["in the future (a clock ahead): now", new Date(NOW.getTime() + 3_600_000).toISOString(), NOW.toISOString()],
  ])("%s", (_name, answeredAt, at) => {
    expect(answered({ card: plain(card), answeredAt }).at.toISOString()).toBe(at);
    expect(clampAnswerTime(answeredAt, NOW).toISOString()).toBe(at);
  });

  it("never lands before the card's previous review (answered late, after a later answer)", () => {
    const lastReview = ago(2 * DAY);
    const result = answered({ card: plain({ ...card, last_review: lastReview }), answeredAt: ago(5 * DAY) });
    expect(result.at.toISOString()).toBe(lastReview);
    expect(result.elapsedDays).toBe(0);
    expect(result.card.schedule.last_review).toBe(lastReview);
  });

  it.each<[string, TCardSchedule, number]>([
    ["a review card last answered 11 days ago", card, 11],
    ["a new card", NEW_CARD_SCHEDULE, 0],
  ])("counts the days since the previous review: %s", (_name, schedule, days) => {
    expect(answered({ card: plain(schedule) }).elapsedDays).toBeCloseTo(days, 9);
  });

  it.each<[number, number]>([
    [5000, 5000],
    [600_000, 600_000],
    [700_000, 600_000],
    [1234.6, 1235],
    [-5, 0],
  ])("counts %s ms on the card as %s", (durationMs, counted) => {
    expect(answered({ card: plain(card), durationMs }).durationMs).toBe(counted);
  });
});

describe("planAnswer: burying the note's other cards until the next study day", () => {
  it.each<[string, string, string, string]>([
    ["at noon UTC", "UTC", "2026-03-10T12:00:00.000Z", "2026-03-11T04:00:00.000Z"],
    ["after midnight, before 04:00: the evening's study day", "UTC", "2026-03-10T02:30:00.000Z", "2026-03-10T04:00:00.000Z"],
    [
      "in New York (UTC-4 since the clocks went forward on 8 March)",
      "America/New_York",
      "2026-03-10T02:00:00.000Z",
      "2026-03-10T08:00:00.000Z",
    ],
    ["in Tokyo (UTC+9)", "Asia/Tokyo", "2026-03-10T12:00:00.000Z", "2026-03-10T19:00:00.000Z"],
  ])("%s", (_name, timeZone, now, until) => {
    const result = answered({ card: plain(NEW_CARD_SCHEDULE), now: new Date(now), settings: { ...settings, timeZone } });
    expect(result.buryUntil).toBe(until);
  });

  it("follows the answer's time, not the server's, for an answer sent late", () => {
    const result = answered({ card: plain(NEW_CARD_SCHEDULE), answeredAt: ago(3 * DAY) });
    expect(result.buryUntil).toBe("2026-03-08T04:00:00.000Z");
  });

  const until = "2026-03-11T04:00:00.000Z";
  it.each<[TCardState, string | null, boolean]>([
    ["new", null, true],
    ["review", null, true],
    ["learning", null, false],
    ["relearning", null, false],
    ["new", "2026-03-10T04:00:00.000Z", true],
    ["review", until, false],
    ["new", "2026-03-12T04:00:00.000Z", false],
  ])("a %s sibling buried until %s: buried %s", (state, buriedUntil, isBuried) => {
    expect(isBuriedByAnswer({ state, buriedUntil }, until)).toBe(isBuried);
  });
});
