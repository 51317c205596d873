import { NEW_CARD_SCHEDULE, type TCardSchedule, type TStudyCard, type TStudyQueue } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  BATCH_SIZE,
  currentCard,
  excludedCardIds,
  INITIAL_SESSION,
  lastAnswer,
  needsFetch,
  sessionPhase,
  sessionReducer,
  sessionSummary,
  type TSessionEvent,
  type TSessionState,
} from "./session-state.ts";

const NEW: TCardSchedule = NEW_CARD_SCHEDULE;
const REVIEW: TCardSchedule = { ...NEW, state: "review", due: "2026-11-24T08:00:00.000Z", stability: 4, difficulty: 5, reps: 3 };

let nextId = 1;
function card(schedule: TCardSchedule = NEW): TStudyCard {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
  return {
    id,
    note_id: id,
    group_id: "10000000-0000-4000-8000-000000000000",
    deck_title: "Astronomy",
    ord: 0,
    type: "qna",
    content: { type: "qna", question: `Q ${id}`, answer: "A" },
    source: null,
    schedule,
  };
}

function batch(cards: TStudyCard[], overrides: Partial<TStudyQueue> = {}): TStudyQueue {
  return {
    cards,
    counts: {
      new: cards.filter((c) => c.schedule.state === "new").length,
      learning: 0,
      review: cards.filter((c) => c.schedule.state === "review").length,
    },
    settings: {
      desired_retention: 0.9,
      weights: null,
      learning_steps: ["1m", "10m"],
      relearning_steps: ["10m"],
      maximum_interval: 36500,
      enable_fuzz: false,
    },
    day: { start: "2026-11-24T09:00:00.000Z", end: "2026-11-25T09:00:00.000Z", time_zone: "America/New_York" },
    next_due: null,
    two_buttons: false,
    ...overrides,
  };
}

function run(events: TSessionEvent[], from: TSessionState = INITIAL_SESSION): TSessionState {
  return events.reduce(sessionReducer, from);
}

function loaded(cards: TStudyCard[], overrides: Partial<TStudyQueue> = {}): TSessionState {
  return run([
    { type: "fetchStarted", seq: 1, limit: BATCH_SIZE },
    { type: "batchLoaded", seq: 1, batch: batch(cards, overrides) },
  ]);
}

const answer = (reviewId: string, rating: "again" | "hard" | "good" | "easy" = "good"): TSessionEvent => ({
  type: "answered",
  reviewId,
  rating,
  durationMs: 4000,
  answeredAt: "2026-11-24T12:00:00.000Z",
});

const saved = (reviewId: string, cardId: string, schedule: TCardSchedule): TSessionEvent => ({
  type: "answerSaved",
  reviewId,
  result: { card_id: cardId, review_id: reviewId, schedule },
});

describe("the session queue", () => {
  it("starts by fetching, then shows the batch's first card with the server's counts", () => {
    expect(sessionPhase(INITIAL_SESSION)).toBe("loading");
    expect(needsFetch(INITIAL_SESSION)).toBe(true);
    const [a, b] = [card(), card(REVIEW)];
    const state = loaded([a, b]);
    expect(currentCard(state)).toBe(a);
    expect(state.counts).toEqual({ new: 1, learning: 0, review: 1 });
    expect(sessionPhase(state)).toBe("card");
  });

  it("moves to the next card at once and counts the answer down before the server answers", () => {
    const [a, b] = [card(), card(REVIEW)];
    const state = run([answer("r1")], loaded([a, b]));
    expect(currentCard(state)).toBe(b);
    expect(state.counts).toEqual({ new: 0, learning: 0, review: 1 });
    expect(state.answers.map((x) => [x.card.id, x.status])).toEqual([[a.id, "sending"]]);
  });

  it("prefetches when fewer than 5 cards are held, leaving out held and unsaved cards", () => {
    const cards = Array.from({ length: 6 }, () => card());
    let state = loaded(cards, { cards, counts: { new: 30, learning: 0, review: 0 } });
    expect(needsFetch(state)).toBe(false);
    state = run([answer("r1")], state);
    expect(needsFetch(state)).toBe(false);
    state = run([answer("r2")], state);
    // 4 held, 28 counted: more wait on the server.
    expect(needsFetch(state)).toBe(true);
    expect(excludedCardIds(state).sort()).toEqual(cards.map((c) => c.id).sort());
    state = run([saved("r1", cards[0]!.id, { ...REVIEW, due: "2026-11-28T09:00:00.000Z" })], state);
    // Once saved, the server knows it is answered: no need to leave it out any more.
    expect(excludedCardIds(state)).not.toContain(cards[0]!.id);
  });

  it("does not fetch again while nothing changed and the last batch was short", () => {
    const state = loaded([card()]);
    expect(needsFetch(state)).toBe(false);
    expect(needsFetch(run([{ type: "waitOver" }], state))).toBe(true);
  });

  it("appends a new batch without repeating cards it holds or has not saved yet", () => {
    const [a, b, c] = [card(), card(), card()];
    let state = run([answer("r1")], loaded([a, b]));
    state = run(
      [
        { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
        { type: "batchLoaded", seq: 2, batch: batch([a, b, c], { counts: { new: 3, learning: 0, review: 0 } }) },
      ],
      state,
    );
    expect(state.queue.map((x) => x.id)).toEqual([b.id, c.id]);
    // The server still counted the unsaved answer to a.
    expect(state.counts.new).toBe(2);
  });

  it("drops the answer to an outdated request", () => {
    const a = card();
    const state = run([
      { type: "fetchStarted", seq: 1, limit: BATCH_SIZE },
      { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
      { type: "batchLoaded", seq: 1, batch: batch([a]) },
    ]);
    expect(state.queue).toEqual([]);
    expect(state.fetch.isLoading).toBe(true);
  });

  it("counts a card answered Again as learning once the server says it is due today, and takes it back on a later batch", () => {
    const a = card();
    let state = run([answer("r1", "again")], loaded([a]));
    expect(state.counts).toEqual({ new: 0, learning: 0, review: 0 });
    state = run([saved("r1", a.id, { ...NEW, state: "learning", due: "2026-11-24T12:01:00.000Z", reps: 1 })], state);
    expect(state.counts.learning).toBe(1);
    // Nothing else is left: the batch names when the learning card is due, and the session waits for it.
    state = run(
      [
        { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
        {
          type: "batchLoaded",
          seq: 2,
          batch: batch([], { next_due: "2026-11-24T12:01:00.000Z", counts: { new: 0, learning: 1, review: 0 } }),
        },
      ],
      state,
    );
    expect(sessionPhase(state)).toBe("waiting");
    state = run([{ type: "waitOver" }], state);
    expect(sessionPhase(state)).toBe("loading");
    const again = { ...a, schedule: { ...NEW, state: "learning" as const, due: "2026-11-24T12:01:00.000Z", reps: 1 } };
    state = run(
      [
        { type: "fetchStarted", seq: 3, limit: BATCH_SIZE },
        { type: "batchLoaded", seq: 3, batch: batch([again], { counts: { new: 0, learning: 1, review: 0 } }) },
      ],
      state,
    );
    expect(currentCard(state)?.id).toBe(a.id);
    expect(currentCard(state)?.schedule.state).toBe("learning");
  });

  it("ends when nothing is held, nothing is unsaved and the server has nothing more", () => {
    const a = card();
    let state = run([answer("r1")], loaded([a]));
    expect(sessionPhase(state)).toBe("loading");
    state = run([saved("r1", a.id, REVIEW)], state);
    expect(sessionPhase(state)).toBe("loading");
    state = run(
      [
        { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
        { type: "batchLoaded", seq: 2, batch: batch([]) },
      ],
      state,
    );
    expect(sessionPhase(state)).toBe("done");
    expect(sessionSummary(state)).toEqual({ studied: 1, timeMs: 4000, ratings: ["good"], unsaved: 0 });
  });
});

describe("undo", () => {
  it("puts the last answered cards back, several steps, with their counts", () => {
    const [a, b, c] = [card(), card(REVIEW), card()];
    let state = run([answer("r1"), answer("r2", "again")], loaded([a, b, c]));
    expect(currentCard(state)).toBe(c);
    state = run([{ type: "undone", reviewId: "r2" }], state);
    expect(currentCard(state)).toBe(b);
    expect(state.counts).toEqual({ new: 1, learning: 0, review: 1 });
    state = run([{ type: "undone", reviewId: "r1" }], state);
    expect(state.queue.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(state.counts).toEqual({ new: 2, learning: 0, review: 1 });
    expect(lastAnswer(state)).toBeNull();
    expect(sessionSummary(state).studied).toBe(0);
  });

  it("only undoes the last answer, and takes back its learning count", () => {
    const [a, b] = [card(), card()];
    let state = run([answer("r1", "again"), saved("r1", card().id, NEW)], loaded([a, b]));
    state = run([saved("r1", a.id, { ...NEW, state: "learning", due: "2026-11-24T12:01:00.000Z" })], state);
    expect(state.counts).toEqual({ new: 1, learning: 1, review: 0 });
    expect(run([{ type: "undone", reviewId: "other" }], state)).toBe(state);
    state = run([{ type: "undone", reviewId: "r1" }], state);
    expect(state.counts).toEqual({ new: 2, learning: 0, review: 0 });
  });

  it("does not hold the card twice when a batch already brought it back", () => {
    const a = card();
    let state = run([answer("r1", "again")], loaded([a]));
    state = run(
      [
        { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
        { type: "batchLoaded", seq: 2, batch: batch([]) },
      ],
      state,
    );
    state = { ...state, queue: [a] };
    state = run([{ type: "undone", reviewId: "r1" }], state);
    expect(state.queue.map((x) => x.id)).toEqual([a.id]);
  });

  it("takes the restored schedule from the server", () => {
    const a = card(REVIEW);
    let state = run([answer("r1"), { type: "undone", reviewId: "r1" }], loaded([a]));
    state = run([{ type: "undoSaved", result: { card_id: a.id, review_id: "r1", schedule: { ...REVIEW, reps: 3, lapses: 0 } } }], state);
    expect(currentCard(state)?.schedule.reps).toBe(3);
  });
});

describe("refusals and failures", () => {
  it("refetches the queue from scratch when an answer conflicts with another tab", () => {
    const [a, b] = [card(), card()];
    let state = run([answer("r1")], loaded([a, b]));
    state = run([{ type: "answerRefused", reviewId: "r1", reason: "conflict" }], state);
    expect(state.queue).toEqual([]);
    expect(state.answers).toEqual([]);
    expect(state.notice).toMatch(/another tab/);
    expect(needsFetch(state)).toBe(true);
  });

  it("forgets an answer to a card that no longer exists", () => {
    const [a, b] = [card(), card()];
    const state = run([answer("r1"), { type: "answerRefused", reviewId: "r1", reason: "not_found" }], loaded([a, b]));
    expect(state.answers).toEqual([]);
    expect(currentCard(state)).toBe(b);
  });

  it("keeps an answer that could not be sent as unsaved until it is retried", () => {
    const a = card();
    let state = run([answer("r1"), { type: "answerFailed", reviewId: "r1" }], loaded([a]));
    expect(sessionSummary(state).unsaved).toBe(1);
    expect(excludedCardIds(state)).toContain(a.id);
    state = run([{ type: "answerRetried", reviewId: "r1" }], state);
    expect(state.answers[0]?.status).toBe("sending");
  });

  it("removes a suspended or buried card and its count", () => {
    const [a, b] = [card(), card(REVIEW)];
    const state = run([{ type: "removed", cardId: a.id }], loaded([a, b]));
    expect(currentCard(state)).toBe(b);
    expect(state.counts).toEqual({ new: 0, learning: 0, review: 1 });
  });

  it("shows the error when a fetch fails with nothing held, and fetches again on retry", () => {
    let state = run([
      { type: "fetchStarted", seq: 1, limit: BATCH_SIZE },
      { type: "fetchFailed", seq: 1, error: new Error("offline") },
    ]);
    expect(sessionPhase(state)).toBe("error");
    state = run([{ type: "fetchRetried" }], state);
    expect(needsFetch(state)).toBe(true);
  });
});

describe("editing a card in the session", () => {
  it("shows the new text on every held card of the note, also on the copy undo puts back", () => {
    const noteId = "20000000-0000-4000-8000-000000000000";
    // c2 is learning (so the answer to c1 does not bury it).
    const cloze = (ord: number): TStudyCard => ({
      ...card(ord === 0 ? NEW : { ...NEW, state: "learning", due: "2026-11-24T12:05:00.000Z", reps: 1 }),
      note_id: noteId,
      ord,
      type: "clozedel",
      content: { type: "clozedel", text: "{{c1::Paris}} is in {{c2::France}}." },
    });
    const [c1, c2, other] = [cloze(0), cloze(1), card()];
    let state = run([answer("r1")], loaded([c1, c2, other]));
    const content = { type: "clozedel" as const, text: "{{c1::Paris}} is the capital of {{c2::France}}." };
    state = run([{ type: "noteEdited", noteId, content }], state);
    expect(state.queue.map((held) => held.content)).toEqual([content, other.content]);
    expect(state.answers[0]?.card.content).toEqual(content);
    expect(state.counts).toEqual({ new: 1, learning: 0, review: 0 });
  });

  it("drops a held card whose cloze number the edit removed, with its count", () => {
    const noteId = "30000000-0000-4000-8000-000000000000";
    const c2: TStudyCard = {
      ...card(),
      note_id: noteId,
      ord: 1,
      type: "clozedel",
      content: { type: "clozedel", text: "{{c1::a}} {{c2::b}}" },
    };
    const other = card();
    const state = run([{ type: "noteEdited", noteId, content: { type: "clozedel", text: "{{c1::a}} b" } }], loaded([c2, other]));
    expect(currentCard(state)).toBe(other);
    expect(state.counts.new).toBe(1);
  });
});

describe("siblings", () => {
  it("an answer buries the note's other held cards (new and review) at once, and undo brings them back", () => {
    const noteId = "40000000-0000-4000-8000-000000000000";
    const gap = (ord: number, schedule: TCardSchedule = NEW): TStudyCard => ({ ...card(schedule), note_id: noteId, ord });
    const [c1, other, c2, c3] = [gap(0), card(), gap(1), gap(2, REVIEW)];
    const start = loaded([c1, other, c2, c3]);
    expect(start.counts).toEqual({ new: 3, learning: 0, review: 1 });

    const answered = run([answer("r1")], start);
    expect(answered.queue).toEqual([other]);
    expect(answered.counts).toEqual({ new: 1, learning: 0, review: 0 });

    const undone = run([{ type: "undone", reviewId: "r1" }], answered);
    expect(undone.queue.map((held) => held.id)).toEqual([c1.id, other.id, c2.id, c3.id]);
    expect(undone.counts).toEqual(start.counts);
  });

  it("a batch that arrives before the answer was saved leaves out the siblings it buries", () => {
    const noteId = "50000000-0000-4000-8000-000000000000";
    const [c1, c2, other] = [{ ...card(), note_id: noteId }, { ...card(), note_id: noteId, ord: 1 }, card()];
    let state = run([answer("r1")], loaded([c1]));
    state = run(
      [
        { type: "fetchStarted", seq: 2, limit: BATCH_SIZE },
        { type: "batchLoaded", seq: 2, batch: batch([c2, other]) },
      ],
      state,
    );
    expect(state.queue).toEqual([other]);
  });
});
