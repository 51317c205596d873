import type { TNote, TNoteContent } from "@mnemo/api-contract";
import { PLAYGROUND_DECK_ID, SAMPLE_EPOCH } from "./playground-deck.ts";

/**
 * 'Your First Deck': a short deck about how memory works, so a visitor learns
 * something real while trying every card type the app has. Each card must
 * pass the server's own schema (sample-cards.test.ts checks), so the sample
 * can be imported into an account later without surprises.
 */
export const SAMPLE_CARDS: readonly TNoteContent[] = [
  {
    type: "qna",
    question: "What is the forgetting curve?",
    answer:
      "How quickly we lose new information when we don't review it: steeply at first, then more slowly. Hermann Ebbinghaus measured it on himself in 1885.",
  },
  {
    type: "truefalse",
    statement: "Re-reading your notes is one of the best ways to remember them.",
    isTrue: false,
    correction: "Re-reading mostly makes material feel familiar. Testing yourself (active recall) makes it stick far better.",
  },
  {
    type: "clozedel",
    text: "{{c1::Spaced repetition}} brings a card back just before you would forget it, so the gaps between reviews {{c2::grow longer::shorter or longer?}} each time you remember.",
  },
  {
    type: "mcq",
    question: "Which of these is the 'testing effect'?",
    options: [
      "Highlighting the key passages",
      "Pulling an answer out of your memory",
      "Listening to a lecture twice",
      "Copying out your notes neatly",
    ],
    correctIndex: 1,
    explanation: "Every successful retrieval strengthens a memory more than seeing the answer again does.",
  },
  {
    type: "concept_fact_list",
    concept: "Active recall",
    facts: [
      "Answer in your head (or out loud) before you flip the card",
      "A little struggle is a sign it is working",
      "Short, specific questions work better than broad ones",
    ],
  },
  {
    type: "mcq",
    question: "When does most forgetting happen after you learn something new?",
    options: ["Within the first day", "After about a week", "After about a month", "After about a year"],
    correctIndex: 0,
    explanation: "The forgetting curve is steepest at the start, which is why the first review comes soon.",
  },
  {
    type: "clozedel",
    text: "Sleep helps {{c1::consolidate}} memories: the brain replays and stabilises what you learned during the day.",
  },
  {
    type: "truefalse",
    statement: "Mixing related topics in one session (interleaving) can help long-term learning.",
    isTrue: true,
    correction: "",
  },
  {
    type: "qna",
    question: "What do the ratings Again, Hard, Good and Easy do in a spaced repetition app?",
    answer: "They tell the scheduler how well you remembered, so it can decide when you should see the card next.",
  },
  {
    type: "manual",
    front: "Why keep one idea per card?",
    back: "Small cards are quick to review, and when you miss one you know exactly what you forgot.",
  },
  {
    type: "manual",
    front: "How do I add my own card?",
    back: "Write a front and a back, then press 'Add card'. Here in the sample deck it stays in this browser; sign up to keep decks in your account.",
  },
];

/** Stable ids (valid v4 UUIDs) so a reseeded sample equals the first one and links to a card keep working. */
export function sampleNoteId(index: number): string {
  return `00000000-0000-4000-8001-${index.toString(16).padStart(12, "0")}`;
}

/** The sample deck's notes, fresh: what a first visit and 'Reset sample' give. */
export function createSampleNotes(): TNote[] {
  return SAMPLE_CARDS.map((content, index) => ({
    id: sampleNoteId(index),
    group_id: PLAYGROUND_DECK_ID,
    type: content.type,
    content: structuredClone(content),
    source: null,
    position: index,
    created_at: SAMPLE_EPOCH,
    updated_at: SAMPLE_EPOCH,
  }));
}
