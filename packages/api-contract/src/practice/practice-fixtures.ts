import type { TNoteContent } from "../notes.ts";
import type { TPracticeCard } from "./practice-types.ts";

/** Test cards: ids from a counter unless given, deck "deck-a", never studied, not missed. */
let counter = 0;

export function practiceCard(content: TNoteContent, overrides: Partial<TPracticeCard> = {}): TPracticeCard {
  counter += 1;
  const id = overrides.cardId ?? `card-${String(counter).padStart(5, "0")}`;
  return {
    cardId: id,
    noteId: `note-${id}`,
    groupId: "deck-a",
    ord: 0,
    content,
    retrievability: null,
    missedLastTime: false,
    ...overrides,
  };
}

export const qna = (question: string, answer: string, overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "qna", question, answer }, overrides);
export const manual = (front: string, back: string, overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "manual", front, back }, overrides);
export const concept = (name: string, facts: string[], overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "concept_fact_list", concept: name, facts }, overrides);
export const cloze = (text: string, ord = 0, overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "clozedel", text }, { ord, ...overrides });
export const mcq = (question: string, options: string[], correctIndex: number, overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "mcq", question, options, correctIndex, explanation: "" }, overrides);
export const trueFalse = (statement: string, isTrue: boolean, correction = "", overrides: Partial<TPracticeCard> = {}) =>
  practiceCard({ type: "truefalse", statement, isTrue, correction }, overrides);

/** Capitals of Europe, one qna card each: terms of similar length for distractors. */
export const CAPITALS: [string, string][] = [
  ["France", "Paris"],
  ["Italy", "Rome"],
  ["Spain", "Madrid"],
  ["Austria", "Vienna"],
  ["Germany", "Berlin"],
  ["Portugal", "Lisbon"],
  ["Norway", "Oslo"],
  ["Greece", "Athens"],
];
export const capitalCards = (overrides: Partial<TPracticeCard> = {}) =>
  CAPITALS.map(([country, city]) => qna(`What is the capital of ${country}?`, city, overrides));
