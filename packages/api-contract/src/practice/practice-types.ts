import type { TNoteContent } from "../notes.ts";
import type { TPracticeAnswerSide, TPracticeCardChoice, TPracticeFeedback, TPracticeFormat } from "./practice-rules.ts";

/** How a test is built: chosen by the learner, stored with the test, so "the same test again" rebuilds it from `seed`. */
export type TPracticeSettings = {
  /** Decks asked about (one, several, or every deck of the learner's). */
  groupIds: string[];
  /** MIN_PRACTICE_QUESTIONS..MAX_PRACTICE_QUESTIONS. */
  count: number;
  /** At least one. */
  formats: TPracticeFormat[];
  answerWith: TPracticeAnswerSide;
  cards: TPracticeCardChoice;
  /** Whole minutes, or null for no limit (the default). */
  minutes: number | null;
  feedback: TPracticeFeedback;
  /**
   * Written answers are spelt as in a language deck: accents count ("é" ≠ "e"), and so do double letters ("capello" ≠
   * "cappello") and a leading article ("der Hund" ≠ "die Hund"). Off by default: accents and articles are ignored.
   */
  strictAccents: boolean;
  /** After the test, every missed card is answered Again in study (FSRS). Off by default: a test changes no schedule. */
  missesAsAgain: boolean;
  /** 32-bit unsigned. */
  seed: number;
};

/** One card a test may ask about, as the builder gets it (the server reads them; the playground has them locally). */
export type TPracticeCard = {
  /** The card's id (a note makes several cards only for cloze: one per cloze number). */
  cardId: string;
  noteId: string;
  groupId: string;
  /** Anki's ord: 0, or cloze number − 1. */
  ord: number;
  content: TNoteContent;
  /** FSRS's predicted recall now (0..1), null for a card never studied. */
  retrievability: number | null;
  /** Missed (wrong) the last time a test asked about it. */
  missedLastTime: boolean;
};

/** Where a question came from: the card, for the source popover, the edit button and item analysis. */
export type TQuestionCard = { cardId: string; noteId: string };

/**
 * One question as built, answer included (stored on the server; the browser gets it without the answer until it is
 * answered, or until the end when feedback is at the end). `prompt` is plain text.
 */
export type TPracticeQuestion =
  | {
      format: "written";
      cards: [TQuestionCard];
      prompt: string;
      /** The answer as the card gives it; `accepted` also holds the alternatives written in it ("A / B", "A; B"). */
      answer: string;
      accepted: string[];
    }
  | {
      format: "fill_in";
      cards: [TQuestionCard];
      /** The cloze's text with its gap shown as "_____" (or the gap's hint in brackets). */
      prompt: string;
      answer: string;
      accepted: string[];
    }
  | {
      format: "multiple_choice";
      cards: [TQuestionCard];
      prompt: string;
      /** 3 or 4 options, shuffled by the seed; the key appears exactly once. */
      options: string[];
      correctIndex: number;
    }
  | {
      format: "true_false";
      cards: [TQuestionCard];
      /** A statement to judge ("True or false: …" is added by the screens). */
      statement: string;
      isTrue: boolean;
      /** What is true instead, shown after a false statement is judged. */
      correction: string;
    }
  | {
      format: "matching";
      /** One card per pair. */
      cards: TQuestionCard[];
      prompt: string;
      /** MIN_MATCHING_PAIRS..MAX_MATCHING_PAIRS pairs; `left[i]` goes with `right[answer[i]]`. */
      left: string[];
      right: string[];
      answer: number[];
    }
  | {
      format: "ordering";
      cards: TQuestionCard[];
      prompt: string;
      /** The items as shown (shuffled); `answer` is the right order, as indexes into `items`. */
      items: string[];
      answer: number[];
    };

/** What the learner gave, per format. */
export type TPracticeResponse =
  | { format: "written" | "fill_in"; text: string }
  | { format: "multiple_choice"; choice: number }
  | { format: "true_false"; choice: boolean }
  | { format: "matching"; pairs: number[] }
  | { format: "ordering"; order: number[] };

/**
 * Which grading layer accepted a written answer (docs/practice-tests.md): the learner sees it. `override` is the
 * learner's "I was right".
 */
export const GRADE_LAYERS = ["exact", "normalised", "alternative", "typo", "meaning", "override"] as const;
export type TGradeLayer = (typeof GRADE_LAYERS)[number];

export type TWrittenGrade =
  | {
      correct: true;
      layer: Exclude<TGradeLayer, "override" | "meaning">;
      /**
       * The accepted answer it matched (for `typo`, the one the typo was measured against: the screen says
       * "accepted, check the spelling: <matched>", spellingNote in grade-written.ts).
       */
      matched: string;
    }
  | { correct: false };
