import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  type TCardSchedule,
  type TNote,
  type TRating,
} from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { PLAYGROUND_DECK_ID } from "./playground-deck.ts";
import { addPlaygroundCard, deletePlaygroundCard, updatePlaygroundCard } from "./playground-notes.ts";
import {
  answerPlaygroundCard,
  buryPlaygroundCard,
  playgroundCards,
  playgroundQueue,
  PLAYGROUND_MAX_REVIEWS,
  PlaygroundStudyError,
  reconcilePlaygroundStudy,
  suspendPlaygroundCard,
  undoPlaygroundAnswer,
  type TPlaygroundStudyContext,
} from "./playground-study.ts";
import { EMPTY_PLAYGROUND_STUDY, playgroundCardId, type TPlaygroundReview, type TPlaygroundStudy } from "./playground-study-storage.ts";
import { createSampleNotes, sampleNoteId } from "./sample-cards.ts";

const ZONE = "Europe/London";
/** 10:00 in London on a winter day: the study day runs from 04:00 today to 04:00 tomorrow. */
const NOW = new Date("2026-03-02T10:00:00.000Z");
const MINUTE = 60_000;
const DAY = 86_400_000;

const sample = createSampleNotes();
/** The sample's third note is a cloze with c1 and c2: two cards. */
const CLOZE = sampleNoteId(2);

function context(
  study: TPlaygroundStudy = EMPTY_PLAYGROUND_STUDY,
  overrides: Partial<TPlaygroundStudyContext> = {},
): TPlaygroundStudyContext {
  return { notes: sample, study, now: NOW, timeZone: ZONE, ...overrides };
}

let reviewCounter = 0;
/** Answers the card as the session would: with what it saw, at `now`. */
function answer(ctx: TPlaygroundStudyContext, cardId: string, rating: TRating, reviewId = `review-${++reviewCounter}`) {
  const card = playgroundCards(ctx.notes, ctx.study).find((candidate) => candidate.id === cardId)!;
  const { schedule } = card.state;
  return answerPlaygroundCard(ctx, {
    cardId,
    rating,
    reviewId,
    durationMs: 4_000,
    seen: { reps: schedule.reps, due: schedule.due, state: schedule.state },
    answeredAt: ctx.now.toISOString(),
  });
}

function manualNotes(count: number): TNote[] {
  let notes: TNote[] = [];
  for (let index = 0; index < count; index += 1) {
    notes = addPlaygroundCard(notes, { front: `Q${index}`, back: `A${index}` }, { id: `note-${index}`, now: NOW.toISOString() });
  }
  return notes;
}

/** A review card last answered `daysAgo` days ago with this stability, due `dueInDays` from now. */
function reviewSchedule({
  daysAgo,
  stability,
  dueInDays,
  lapses = 0,
}: {
  daysAgo: number;
  stability: number;
  dueInDays: number;
  lapses?: number;
}): TCardSchedule {
  return {
    state: "review",
    due: new Date(NOW.getTime() + dueInDays * DAY).toISOString(),
    stability,
    difficulty: 5,
    reps: 3 + lapses,
    lapses,
    learning_steps: 0,
    scheduled_days: Math.round(daysAgo + dueInDays),
    last_review: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
  };
}

function withReviews(cards: Record<string, TCardSchedule>): TPlaygroundStudy {
  return {
    cards: Object.fromEntries(
      Object.entries(cards).map(([id, schedule]) => [id, { schedule, suspended: false, leech: false, buried_until: null }]),
    ),
    reviews: [],
  };
}

describe("the queue", () => {
  it("gives a first visit every card of the sample as new, in deck order, one card per cloze number", () => {
    const queue = playgroundQueue(context(), { groupIds: [PLAYGROUND_DECK_ID], limit: 50 });
    expect(queue.counts).toEqual({ new: 12, learning: 0, review: 0 });
    expect(queue.cards.map((card) => card.id)).toEqual([
      playgroundCardId(sampleNoteId(0), 0),
      playgroundCardId(sampleNoteId(1), 0),
      playgroundCardId(CLOZE, 0),
      playgroundCardId(CLOZE, 1),
      ...Array.from({ length: 8 }, (_, index) => playgroundCardId(sampleNoteId(index + 3), 0)),
    ]);
    expect(queue.cards[0]).toMatchObject({
      group_id: PLAYGROUND_DECK_ID,
      deck_title: "Your First Deck",
      type: "qna",
      schedule: { state: "new" },
    });
    expect(queue.day).toEqual({ start: "2026-03-02T04:00:00.000Z", end: "2026-03-03T04:00:00.000Z", time_zone: ZONE });
    expect(queue.settings).toEqual(DEFAULT_SCHEDULER_SETTINGS);
    expect(queue.next_due).toBeNull();
  });

  it("answers another deck's id as the API does: 'Group not found' (404)", () => {
    const call = () => playgroundQueue(context(), { groupIds: ["3f1c1a3e-1111-4111-8111-111111111111"] });
    expect(call).toThrow(PlaygroundStudyError);
    expect(call).toThrow("Group not found");
    try {
      call();
    } catch (error) {
      expect((error as PlaygroundStudyError).status).toBe(404);
    }
  });

  it("stops new cards at 20 a day, counting the ones already studied today and the ones the session holds", () => {
    const notes = manualNotes(30);
    let ctx = context(EMPTY_PLAYGROUND_STUDY, { notes });
    expect(playgroundQueue(ctx, { limit: 50 }).counts.new).toBe(20);
    expect(playgroundQueue(ctx, { limit: 50 }).cards).toHaveLength(20);
    for (const index of [0, 1, 2, 3, 4]) ctx = { ...ctx, study: answer(ctx, playgroundCardId(`note-${index}`, 0), "easy").study };
    const after = playgroundQueue(ctx, { limit: 50 });
    expect(after.counts.new).toBe(15);
    expect(after.cards.filter((card) => card.schedule.state === "new")).toHaveLength(15);
    // Three held by the session: they still count, so only 12 more are given.
    const held = after.cards.slice(0, 3).map((card) => card.id);
    expect(playgroundQueue(ctx, { limit: 50, excludeCardIds: held }).cards).toHaveLength(12);
  });

  it("stops reviews at 200 a day, counting today's", () => {
    const notes = manualNotes(10);
    const study = withReviews(
      Object.fromEntries(
        notes.map((note, index) => [playgroundCardId(note.id, 0), reviewSchedule({ daysAgo: 5 + index, stability: 4, dueInDays: -1 })]),
      ),
    );
    const today: TPlaygroundReview[] = Array.from({ length: 195 }, (_, index) => ({
      id: `old-${index}`,
      card_id: playgroundCardId("gone", 0),
      rating: "good",
      state_before: "review",
      due_before: NOW.toISOString(),
      elapsed_days: 3,
      duration_ms: 1000,
      reviewed_at: new Date(NOW.getTime() - 60 * MINUTE).toISOString(),
      schedule_after: reviewSchedule({ daysAgo: 0, stability: 9, dueInDays: 9 }),
      leech: false,
      undo: { schedule: reviewSchedule({ daysAgo: 3, stability: 3, dueInDays: 0 }), suspended: false, leech: false, buried: [] },
    }));
    const queue = playgroundQueue(context({ ...study, reviews: today }, { notes }), { limit: 50 });
    expect(queue.counts.review).toBe(5);
    expect(queue.cards).toHaveLength(5);
  });

  it("puts learning cards first, reviews lowest predicted recall first, and new cards among the reviews", () => {
    const notes = manualNotes(9);
    const [a, b, c, d, e, f, g, ...fresh] = notes.map((note) => playgroundCardId(note.id, 0));
    const study = withReviews({
      [e!]: reviewSchedule({ daysAgo: 1, stability: 50, dueInDays: -0.1 }),
      [f!]: reviewSchedule({ daysAgo: 1, stability: 100, dueInDays: -0.1 }),
      [g!]: reviewSchedule({ daysAgo: 0.5, stability: 200, dueInDays: -0.1 }),
      // Well remembered: answered 2 days ago, stability 30.
      [a!]: reviewSchedule({ daysAgo: 2, stability: 30, dueInDays: -0.1 }),
      // Most forgotten: 20 days against a stability of 2.
      [b!]: reviewSchedule({ daysAgo: 20, stability: 2, dueInDays: -18 }),
      // In between.
      [c!]: reviewSchedule({ daysAgo: 10, stability: 5, dueInDays: -5 }),
      // A learning card due in 5 minutes: within the learn-ahead limit.
      [d!]: {
        state: "learning",
        due: new Date(NOW.getTime() + 5 * MINUTE).toISOString(),
        stability: 1,
        difficulty: 5,
        reps: 1,
        lapses: 0,
        learning_steps: 1,
        scheduled_days: 0,
        last_review: new Date(NOW.getTime() - 5 * MINUTE).toISOString(),
      },
    });
    const queue = playgroundQueue(context(study, { notes }), { limit: 50 });
    expect(queue.counts).toEqual({ new: 2, learning: 1, review: 6 });
    const order = queue.cards.map((card) => card.id);
    // Six reviews and two new cards after the learning one: a new card every fourth, not all at the end.
    expect(order).toEqual([d, b, c, a, fresh[0], e, f, g, fresh[1]]);
  });

  it("leaves suspended and buried cards out, and waits for a learning card due later today", () => {
    const notes = manualNotes(2);
    let ctx = context(EMPTY_PLAYGROUND_STUDY, { notes });
    const [first, second] = notes.map((note) => playgroundCardId(note.id, 0));
    ctx = { ...ctx, study: suspendPlaygroundCard(ctx, first!).study };
    ctx = { ...ctx, study: answer(ctx, second!, "again").study };
    // Again on a new card: due again in a minute, shown at once (learn-ahead).
    expect(playgroundQueue(ctx, {}).cards.map((card) => card.id)).toEqual([second]);
    ctx = { ...ctx, study: answer(ctx, second!, "good").study };
    // Good: the next step is 10 minutes away, within the 20-minute learn-ahead limit, so it is shown now.
    expect(playgroundQueue(ctx, {}).cards.map((card) => card.id)).toEqual([second]);
    ctx = { ...ctx, study: buryPlaygroundCard(ctx, second!).study };
    const buried = playgroundQueue(ctx, {});
    expect(buried.cards).toEqual([]);
    expect(buried.counts).toEqual({ new: 0, learning: 0, review: 0 });
    // The next study day the buried card is back; the suspended one never is.
    const tomorrow = playgroundQueue({ ...ctx, now: new Date(NOW.getTime() + DAY) }, {});
    expect(tomorrow.cards.map((card) => card.id)).toEqual([second]);
  });

  it("reports the next learning card due later today when nothing else is left", () => {
    const notes = manualNotes(1);
    const id = playgroundCardId(notes[0]!.id, 0);
    const due = new Date(NOW.getTime() + 3 * 3600_000).toISOString();
    const study = withReviews({
      [id]: {
        state: "relearning",
        due,
        stability: 1,
        difficulty: 7,
        reps: 5,
        lapses: 1,
        learning_steps: 0,
        scheduled_days: 0,
        last_review: NOW.toISOString(),
      },
    });
    const queue = playgroundQueue(context(study, { notes }), {});
    expect(queue.cards).toEqual([]);
    expect(queue.counts.learning).toBe(1);
    expect(queue.next_due).toBe(due);
  });

  it("starts a new study day at 04:00 local time, not at midnight", () => {
    const notes = manualNotes(25);
    // 03:30 in London on 2 March still belongs to the study day of 1 March.
    const lateNight = new Date("2026-03-02T03:30:00.000Z");
    let ctx = context(EMPTY_PLAYGROUND_STUDY, { notes, now: lateNight });
    for (let index = 0; index < 20; index += 1) ctx = { ...ctx, study: answer(ctx, playgroundCardId(`note-${index}`, 0), "easy").study };
    expect(playgroundQueue(ctx, {}).counts.new).toBe(0);
    expect(playgroundQueue({ ...ctx, now: new Date("2026-03-02T03:59:59.000Z") }, {}).counts.new).toBe(0);
    expect(playgroundQueue({ ...ctx, now: new Date("2026-03-02T04:00:00.000Z") }, {}).counts.new).toBe(5);
    // In New York it is still 22:30 of 1 March: the day started at 04:00 there, 09:00 UTC.
    expect(playgroundQueue({ ...ctx, timeZone: "America/New_York" }, {}).day.start).toBe("2026-03-01T09:00:00.000Z");
  });

  it("offers 'study more': reviews due in the next days, and cards forgotten today", () => {
    const notes = manualNotes(3);
    const [soon, later, forgotten] = notes.map((note) => playgroundCardId(note.id, 0));
    let ctx = context(
      withReviews({
        [soon!]: reviewSchedule({ daysAgo: 3, stability: 4, dueInDays: 2 }),
        [later!]: reviewSchedule({ daysAgo: 3, stability: 40, dueInDays: 30 }),
      }),
      { notes },
    );
    ctx = { ...ctx, study: answer(ctx, forgotten!, "again").study };
    expect(playgroundQueue(ctx, { mode: "ahead" })).toMatchObject({ counts: { new: 0, learning: 0, review: 1 }, next_due: null });
    expect(playgroundQueue(ctx, { mode: "ahead" }).cards.map((card) => card.id)).toEqual([soon]);
    expect(playgroundQueue(ctx, { mode: "forgotten" }).cards.map((card) => card.id)).toEqual([forgotten]);
  });
});

describe("answering", () => {
  it("schedules with the shared scheduler, logs the answer and buries the note's other cards until the next study day", () => {
    const c1 = playgroundCardId(CLOZE, 0);
    const c2 = playgroundCardId(CLOZE, 1);
    const { study, result } = answer(context(), c1, "good", "review-a");
    const expected = answerCard(NEW_CARD_SCHEDULE, "good", DEFAULT_SCHEDULER_SETTINGS, NOW);
    expect(result).toEqual({ card_id: c1, review_id: "review-a", schedule: expected, leech: false });
    expect(study.cards[c1]).toEqual({ schedule: expected, suspended: false, leech: false, buried_until: null });
    expect(study.cards[c2]?.buried_until).toBe("2026-03-03T04:00:00.000Z");
    expect(study.reviews).toEqual([
      {
        id: "review-a",
        card_id: c1,
        rating: "good",
        state_before: "new",
        due_before: null,
        elapsed_days: 0,
        duration_ms: 4000,
        reviewed_at: NOW.toISOString(),
        schedule_after: expected,
        leech: false,
        undo: { schedule: expect.objectContaining({ state: "new" }), suspended: false, leech: false, buried: [c2] },
      },
    ]);
    const queue = playgroundQueue({ ...context(study) }, { limit: 50 });
    expect(queue.cards.map((card) => card.id)).not.toContain(c2);
  });

  it("returns the first result for a replayed review id and changes nothing", () => {
    const id = playgroundCardId(sampleNoteId(0), 0);
    const first = answer(context(), id, "easy", "same");
    const again = answerPlaygroundCard(context(first.study), {
      cardId: id,
      rating: "again",
      reviewId: "same",
      durationMs: 1,
      seen: { reps: 0, due: null, state: "new" },
    });
    expect(again.result).toEqual(first.result);
    expect(again.study).toBe(first.study);
  });

  it("refuses an answer to a card that changed since the session saw it (409), and an unknown card (404)", () => {
    const id = playgroundCardId(sampleNoteId(0), 0);
    const { study } = answer(context(), id, "good");
    const stale = () =>
      answerPlaygroundCard(context(study), {
        cardId: id,
        rating: "good",
        reviewId: "other",
        durationMs: 1,
        seen: { reps: 0, due: null, state: "new" },
      });
    expect(stale).toThrow(expect.objectContaining({ status: 409 }));
    const unknown = () =>
      answerPlaygroundCard(context(), {
        cardId: "nope:0",
        rating: "good",
        reviewId: "x",
        durationMs: 1,
        seen: { reps: 0, due: null, state: "new" },
      });
    expect(unknown).toThrow(expect.objectContaining({ status: 404, message: "Card not found" }));
  });

  it("suspends a review card forgotten for the 8th time as a leech", () => {
    const notes = manualNotes(1);
    const id = playgroundCardId(notes[0]!.id, 0);
    const ctx = context(withReviews({ [id]: reviewSchedule({ daysAgo: 4, stability: 3, dueInDays: -1, lapses: 7 }) }), { notes });
    const { study, result } = answer(ctx, id, "again");
    expect(result.leech).toBe(true);
    expect(study.cards[id]).toMatchObject({ suspended: true, leech: true, schedule: { lapses: 8, state: "relearning" } });
  });

  it("keeps at most PLAYGROUND_MAX_REVIEWS answers, dropping the oldest", () => {
    const old: TPlaygroundReview[] = Array.from({ length: PLAYGROUND_MAX_REVIEWS }, (_, index) => ({
      id: `old-${index}`,
      card_id: playgroundCardId(sampleNoteId(5), 0),
      rating: "good",
      state_before: "review",
      due_before: null,
      elapsed_days: 1,
      duration_ms: 1000,
      reviewed_at: new Date(NOW.getTime() - 30 * DAY + index * MINUTE).toISOString(),
      schedule_after: reviewSchedule({ daysAgo: 1, stability: 3, dueInDays: 3 }),
      leech: false,
      undo: { schedule: reviewSchedule({ daysAgo: 2, stability: 2, dueInDays: 0 }), suspended: false, leech: false, buried: [] },
    }));
    const { study } = answer(context({ cards: {}, reviews: old }), playgroundCardId(sampleNoteId(0), 0), "good", "newest");
    expect(study.reviews).toHaveLength(PLAYGROUND_MAX_REVIEWS);
    expect(study.reviews[0]!.id).toBe("old-1");
    expect(study.reviews.at(-1)!.id).toBe("newest");
  });
});

describe("undo", () => {
  it("restores the exact prior state: schedule, flags, buried siblings, and no log", () => {
    const c1 = playgroundCardId(CLOZE, 0);
    const before = answer(context(), playgroundCardId(sampleNoteId(0), 0), "easy").study;
    const after = answer(context(before), c1, "good", "to-undo");
    const undone = undoPlaygroundAnswer(context(after.study), "to-undo");
    expect(undone.study).toEqual(before);
    expect(undone.result).toEqual({ card_id: c1, review_id: "to-undo", schedule: expect.objectContaining({ state: "new", reps: 0 }) });
  });

  it("only takes back a card's latest answer", () => {
    const id = playgroundCardId(sampleNoteId(0), 0);
    const first = answer(context(), id, "again", "first");
    const second = answer({ ...context(first.study), now: new Date(NOW.getTime() + MINUTE) }, id, "good", "second");
    expect(() => undoPlaygroundAnswer(context(second.study), "first")).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => undoPlaygroundAnswer(context(second.study), "missing")).toThrow(expect.objectContaining({ status: 404 }));
    expect(undoPlaygroundAnswer(context(second.study), "second").study).toEqual(first.study);
  });
});

describe("notes edited or deleted in the playground", () => {
  it("drops the progress of cards that vanished; a card an edit adds starts new", () => {
    const c1 = playgroundCardId(CLOZE, 0);
    const c2 = playgroundCardId(CLOZE, 1);
    const first = playgroundCardId(sampleNoteId(0), 0);
    let study = answer(context(), c2, "easy").study;
    study = answer(context(study), first, "easy").study;
    // c2 removed and c3 added to the cloze; the first note deleted.
    let notes = updatePlaygroundCard(
      sample,
      CLOZE,
      { type: "clozedel", text: "{{c1::Spaced repetition}} and {{c3::more}}" },
      NOW.toISOString(),
    );
    notes = deletePlaygroundCard(notes, sampleNoteId(0));
    const reconciled = reconcilePlaygroundStudy(notes, study);
    expect(Object.keys(reconciled.cards).sort()).toEqual([c1]);
    expect(reconciled.cards[c1]?.buried_until).not.toBeNull();
    expect(reconciled.reviews).toEqual([]);
    const queue = playgroundQueue(context(reconciled, { notes, now: new Date(NOW.getTime() + DAY) }), { limit: 50 });
    expect(queue.cards.map((card) => card.id)).toContain(playgroundCardId(CLOZE, 2));
    // Nothing vanished: the very same object back, so nothing is written.
    expect(reconcilePlaygroundStudy(sample, study)).toBe(study);
  });
});
