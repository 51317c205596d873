import { describe, expect, it } from "vitest";
import type { TCardDraft } from "../types.ts";
import { checkContent } from "./check-content.ts";

type TContent = TCardDraft["content"];
const qna = (question: string, answer = "An answer"): TContent => ({ type: "qna", question, answer });
const statement = (text: string, isTrue = true, correction = ""): TContent => ({ type: "truefalse", statement: text, isTrue, correction });
const cloze = (text: string): TContent => ({ type: "clozedel", text });
const mcq = (options: string[], correctIndex = 0): TContent => ({
  type: "mcq",
  question: "Which gas do plants take in?",
  options,
  correctIndex,
  explanation: "",
});

/**
 * The gates a model's cards pass as well as the offline generator's, each
 * built from a shape of card that learners threw away (in our own words).
 */
describe("checkContent", () => {
  it("keeps cards that stand alone, state a fact and read cleanly", () => {
    for (const card of [
      qna("What does the enzyme amylase break down?", "Starch"),
      statement("The mitral valve separates the left atrium from the left ventricle."),
      statement(
        "The mitral valve separates the right atrium from the right ventricle.",
        false,
        "The mitral valve separates the left atrium from the left ventricle.",
      ),
      cloze("The {{c1::mitral valve}} separates the left atrium from the left ventricle."),
      mcq(["Carbon dioxide", "Oxygen", "Nitrogen", "Argon"]),
      {
        type: "concept_fact_list",
        concept: "Mitochondria",
        facts: ["They release energy from glucose.", "They have their own DNA."],
      } as TContent,
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBeUndefined();
    }
  });

  it("drops cards that lean on a sentence they do not show", () => {
    for (const card of [
      statement("This value is passed on to the control centre."),
      qna("What do these cells release into the blood?"),
      cloze("It stores {{c1::glycogen}} for later use."),
      statement("Such reactions need an enzyme to start quickly."),
      qna("According to the above, what happens next?"),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBe("not_self_contained");
    }
  });

  it("reads an opener that names both sides in place: 'Instead of X', 'Rather than X', 'Both X and Y', 'those of X'", () => {
    for (const card of [
      qna("Instead of starch, which carbohydrate do animals store in the liver?", "Glycogen"),
      statement("Rather than raising body temperature, sweating lowers it by evaporation."),
      statement("Both mitosis and meiosis begin with a copy of the cell's DNA."),
      statement("Either the left or the right hemisphere can take over speech in young children."),
      statement(
        "Stomach enzymes work at a far lower pH than those of the small intestine.",
        false,
        "Stomach enzymes work at a far lower pH than those of the mouth.",
      ),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBeUndefined();
    }
    // Alone, the same openers point back at a sentence the card does not show.
    for (const card of [
      statement("Instead, the liver stores it as glycogen."),
      statement("Both are made in the pancreas."),
      statement("Instead of this, the kidneys excrete the surplus."),
      qna("Rather, which organ stores the surplus?", "The liver"),
      statement("Those of the liver are larger than the rest."),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBe("not_self_contained");
    }
  });

  it("drops instructions, asides, the author talking, exercises and logistics", () => {
    for (const card of [
      statement("Watch the video to learn more about the kidneys."),
      qna("What do you expect to lose each time you play?"),
      statement("We will give two examples of random events."),
      cloze("Exercise 3 asks for the {{c1::area}} of a triangle."),
      statement("The essay must be at least 1200 words long."),
      statement("This chapter explains how rivers shape valleys."),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toMatch(
        /^(not_a_fact|not_self_contained)$/,
      );
    }
  });

  it("drops extraction debris: panel labels, stray brackets, fused numbers, URLs, garbled text", () => {
    for (const card of [
      statement("(b) Body temperature is regulated by negative feedback.]"),
      cloze("The odds of winning are about {{c1::1 300,000,000}}."),
      qna("Where can the data be found?", "At https://example.org/data"),
      statement("% & % ' $ & ( ) % * + ' % & % ' &"),
      statement("The liver stores glycogen (for use between meals."),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBe("artifact");
    }
  });

  it("keeps citations, counts, notation and product names: they are no debris", () => {
    for (const card of [
      qna("Who put forward the theory of planned behavior?", "Ajzen (1985)"),
      statement("Spaced practice improves long-term retention [12]."),
      qna("How many bones does the adult human skeleton have?", "All 206"),
      qna("How many of the five judges must agree for a ruling?", "3 of 5"),
      qna(
        "How is the probability of an event found when outcomes are equally likely?",
        "P(A) = |A|/|S|, the outcomes in A over all outcomes",
      ),
      statement("The equation x^2 + y^2 = r^2 describes a circle of radius r around the origin."),
      statement("Merge sort sorts a list in O(n log n) time."),
      qna("Which web tool lets a student manage a MySQL database from the browser?", "phpMyAdmin"),
      statement("PostgreSQL and SQLite both keep their data on disk."),
      statement("The first iPhone went on sale in 2007."),
      statement("A tip of 15% on a $40 bill comes to $6."),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBeUndefined();
    }
    // Words glued by extraction still read as debris, a short run included.
    for (const card of [
      statement("The OverviewoftheModernSynthesis joined genetics and evolution."),
      statement("The plant theCellWall is made of cellulose."),
      qna("What is the table's layout?", "12 14 16 18 20 22 24 26 28 30"),
    ]) {
      expect(checkContent(card as Exclude<TContent, { type: "manual" }>), JSON.stringify(card)).toBe("artifact");
    }
  });

  it("drops options a learner can tell apart without knowing the answer", () => {
    expect(checkContent(mcq(["Napoleon", "Napoleon Bonaparte", "Louis XVI", "Danton"]) as never)).toBe("bad_distractors");
    expect(checkContent(mcq(["1789", "Paris", "1791", "1793"]) as never)).toBe("bad_distractors");
    expect(checkContent(mcq(["The process by which plants use light to make sugar from water", "Sugar", "Light", "Water"]) as never)).toBe(
      "bad_distractors",
    );
    expect(checkContent(mcq(["Oxygen", "Nitrogen", "Argon", "All of the above"]) as never)).toBe("bad_distractors");
  });

  it("drops a false statement without a correction, or one rewritten from top to bottom", () => {
    expect(checkContent(statement("The heart has five chambers.", false, "") as never)).toBe("invalid_truefalse");
    expect(checkContent(statement("The heart has five chambers.", false, "The heart has five chambers.") as never)).toBe(
      "invalid_truefalse",
    );
    expect(
      checkContent(statement("Rivers flow uphill in winter.", false, "Mitochondria release energy from glucose by respiration.") as never),
    ).toBe("invalid_truefalse");
    expect(checkContent(statement("Is the heart a muscle?") as never)).toBe("invalid_truefalse");
  });

  it("keeps a false statement whose correction says the same in other numbers and a few more words", () => {
    expect(
      checkContent(
        statement(
          "Most hospitals let patients choose freely among alternative surgeons.",
          false,
          "Most hospitals assign patients a surgeon, with little choice of alternatives.",
        ) as never,
      ),
    ).toBeUndefined();
  });
});
