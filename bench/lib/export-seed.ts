import type { TCardSchedule, TNoteContent } from "@mnemo/api-contract";
import type {
  TExchangeCard,
  TExchangeDeck,
  TExchangeNote,
  TExchangeReview,
  TExportInput,
} from "../../apps/api/src/features/exchange/exchange-model.ts";

const DAY_MS = 86_400_000;

/** A small deterministic random source, so every run and both sides write the same deck. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS =
  "cell membrane protein enzyme glucose mitochondria nucleus ribosome energy transport diffusion osmosis gradient receptor signal hormone insulin neuron synapse axon".split(
    " ",
  );

function sentence(next: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
}

function noteContent(next: () => number, i: number): TNoteContent {
  switch (i % 5) {
    case 0:
      return { type: "qna", question: `What does the ${sentence(next, 3)} do? (${i})`, answer: sentence(next, 14) };
    case 1:
      return {
        type: "clozedel",
        text: `The {{c1::${sentence(next, 2)}}} moves ${sentence(next, 6)} across the ${sentence(next, 2)} (${i}).`,
      };
    case 2:
      return {
        type: "mcq",
        question: `Which ${sentence(next, 3)} is right? (${i})`,
        options: [sentence(next, 3), sentence(next, 3), sentence(next, 3), sentence(next, 3)],
        correctIndex: i % 4,
        explanation: sentence(next, 10),
      };
    case 3:
      return {
        type: "truefalse",
        statement: `The ${sentence(next, 8)} (${i}).`,
        isTrue: i % 2 === 0,
        correction: i % 2 === 0 ? "" : sentence(next, 8),
      };
    default:
      return {
        type: "concept_fact_list",
        concept: `${sentence(next, 2)} ${i}`,
        facts: [sentence(next, 6), sentence(next, 6), sentence(next, 6)],
      };
  }
}

/** A card answered `reviews` times, a few days apart, ending in review. */
function studiedCard(next: () => number, ord: number, reviews: number, now: Date): TExchangeCard {
  const history: TExchangeReview[] = [];
  let at = now.getTime() - 90 * DAY_MS;
  let interval = 0;
  for (let r = 0; r < reviews; r++) {
    const rating = (next() < 0.15 ? 1 : 3) as TExchangeReview["rating"];
    const lastInterval = interval;
    interval = rating === 1 ? 0.007 : Math.max(1, interval * 2.5);
    history.push({
      id: `00000000-0000-4000-8000-${String(Math.floor(next() * 1e12)).padStart(12, "0")}`,
      reviewedAt: new Date(at),
      rating,
      stateBefore: r === 0 ? "new" : "review",
      elapsedDays: lastInterval,
      durationMs: 4000 + Math.floor(next() * 8000),
      stabilityAfter: 1 + r * 3,
      difficultyAfter: 5,
      intervalDays: interval,
      lastIntervalDays: lastInterval,
    });
    at += Math.max(1, interval) * DAY_MS;
  }
  const last = history.at(-1)!;
  const schedule: TCardSchedule = {
    state: "review",
    due: new Date(last.reviewedAt.getTime() + last.intervalDays * DAY_MS).toISOString(),
    stability: last.stabilityAfter,
    difficulty: last.difficultyAfter,
    reps: reviews,
    lapses: history.filter((h) => h.rating === 1).length,
    learning_steps: 0,
    scheduled_days: Math.round(last.intervalDays),
    last_review: last.reviewedAt.toISOString(),
  };
  return { ord, schedule, suspended: false, buriedUntil: null, leech: false, reviews: history };
}

/** One deck of `cards` reviewable cards (every card type; cloze notes one card each) with `reviews` answers per card. */
export function syntheticExportInput({
  cards,
  reviews,
  seed = 42,
}: {
  cards: number;
  reviews: number;
  seed?: number;
}): Omit<TExportInput, "decks"> & { decks: TExchangeDeck[] } {
  const next = random(seed);
  const now = new Date("2026-11-24T12:00:00Z");
  const notes: TExchangeNote[] = Array.from({ length: cards }, (_, i) => {
    const id = `0190a000-0000-7000-8000-${String(i).padStart(12, "0")}`;
    const content = noteContent(next, i);
    return {
      id,
      guid: `bench${i}`,
      type: content.type,
      content,
      format: "text" as const,
      source: i % 3 === 0 ? { fileName: "lecture 3.pdf", page: (i % 40) + 1, quote: sentence(next, 8) } : null,
      tags: [],
      createdAt: new Date(now.getTime() - 100 * DAY_MS),
      modifiedAt: new Date(now.getTime() - 100 * DAY_MS),
      cards: reviews > 0 ? [studiedCard(next, 0, reviews, now)] : [],
    };
  });
  return {
    decks: [{ id: "0190a000-0000-7000-8000-ffffffffffff", path: ["Physiology"], notes }],
    media: [],
    includeProgress: reviews > 0,
    now,
  };
}
