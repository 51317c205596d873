import { describe, expect, it } from "vitest";
import type { TCardDraft } from "../types.ts";
import { checkCard } from "./check-card.ts";

type TContent = TCardDraft["content"];
const qna = (question: string, answer: string): TContent => ({ type: "qna", question, answer });
const problemOf = (card: TContent) => {
  const checked = checkCard(card);
  return "problem" in checked ? checked.problem : undefined;
};

/**
 * The answer-in-question gate reads the word that carries the answer, not any
 * word the question and the answer share (cards in our own words, of the
 * shapes a capable model's good cards had and the giveaways the gate is for).
 */
describe("checkCard: the answer given away by its question", () => {
  it("drops an answer the question reads out: its distinctive word, or every word of it", () => {
    for (const card of [
      // Once the question says "thyroid", "gland" is no recall.
      qna("What does the brain prompt to release thyroid hormone?", "The thyroid gland"),
      qna("Which Git command shows the status of the working tree?", "git status"),
      qna("During which event do contractions help with giving birth?", "Childbirth"),
      {
        type: "mcq",
        question: "Which pigment in the leaf, chlorophyll or another, absorbs red light?",
        options: ["Chlorophyll", "Carotene", "Xanthophyll", "Anthocyanin"],
        correctIndex: 0,
        explanation: "",
      } as TContent,
      { type: "clozedel", text: "Ribosomes read the {{c1::codons}} of messenger RNA one codon at a time." } as TContent,
    ]) {
      expect(problemOf(card), JSON.stringify(card)).toBe("answer_in_question");
    }
  });

  it("keeps an answer whose shared word is a generic head word or a shared stem, with the answer's own word left to recall", () => {
    for (const card of [
      // "cells", "lines", "event", "center": the head word is shared, the words that answer are not.
      qna("Which cells of the stomach lining secrete hydrochloric acid?", "Parietal cells"),
      qna("In Euclid's definitions, what are parallel lines?", "Two lines that never meet"),
      qna("What is an event that can never happen called?", "The impossible event"),
      qna("Which part of the brain's control center triggers sweating when the body overheats?", "The cooling center"),
      // "behavior"/"behavioral", "expected"/"expectation", "measuring"/"measure": a stem is shared, not the answer.
      qna(
        "In the theory of planned behavior, which construct covers how easy a person thinks acting will be?",
        "Perceived behavioral control",
      ),
      qna("Which property lets the expected value of a sum be found term by term?", "Linearity of expectation"),
      qna("Why are diaries a weak way of measuring sleep?", "They are a subjective measure"),
      qna("In mandatory settings, which belief may count for more than perceived usefulness?", "Perceived ease of use"),
      qna("Which books of the Elements deal with solid geometry?", "Books XI to XIII"),
      { type: "clozedel", text: "{{c1::Result visibility}} is how far the results of using a new tool can be seen by others." } as TContent,
    ]) {
      expect(problemOf(card), JSON.stringify(card)).toBeUndefined();
    }
  });
});
