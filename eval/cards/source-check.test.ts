import { describe, expect, it } from "vitest";
import type { TCardDraft } from "../../apps/api/src/features/generation/types.ts";
import { findNearDuplicates, passesSourceCheck, quoteContains } from "./source-check.ts";

const card = (content: TCardDraft["content"], quote: string, start = 0): TCardDraft => ({
  content,
  source: { sectionIndex: 0, start, end: start + quote.length, quote },
});

describe("source check", () => {
  it("finds the answer in its quote, allowing for a dropped opener, a citation and an 'It' spelled out", () => {
    expect(
      quoteContains(
        "Therefore, negative feedback maintains body parameters (Smith, 2004).",
        "Negative feedback maintains body parameters.",
      ),
    ).toBe(true);
    expect(
      quoteContains(
        "It takes place in the chloroplasts of leaf cells, which hold the green pigment chlorophyll.",
        "Photosynthesis takes place in the chloroplasts of leaf cells, which hold the green pigment chlorophyll.",
      ),
    ).toBe(true);
    expect(quoteContains("The heart has four chambers.", "The liver stores glycogen")).toBe(false);
  });

  it("checks each card type's answer: qna answer, right option, every deletion, the true statement, a concept's facts", () => {
    const quote = "The Calvin cycle takes place in the stroma and fixes carbon dioxide into sugar.";
    expect(
      passesSourceCheck(card({ type: "qna", question: "Where does the Calvin cycle take place?", answer: "In the stroma" }, quote)),
    ).toBe(true);
    expect(passesSourceCheck(card({ type: "clozedel", text: "The {{c1::Calvin cycle}} takes place in the {{c2::stroma}}." }, quote))).toBe(
      true,
    );
    expect(
      passesSourceCheck(
        card(
          {
            type: "truefalse",
            statement: "The Calvin cycle takes place in the nucleus.",
            isTrue: false,
            correction: "The Calvin cycle takes place in the stroma.",
          },
          quote,
        ),
      ),
    ).toBe(true);
    expect(
      passesSourceCheck(
        card(
          { type: "mcq", question: "Where?", options: ["Nucleus", "Stroma", "Ribosome", "Vacuole"], correctIndex: 0, explanation: "" },
          quote,
        ),
      ),
    ).toBe(false);
  });

  it("flags a card that repeats an earlier card's fact: same sentence and answer, or nearly the same words", () => {
    const quote = "The Calvin cycle takes place in the stroma.";
    const cards = [
      card({ type: "qna", question: "Where does the Calvin cycle take place?", answer: "The stroma" }, quote),
      card({ type: "clozedel", text: "The Calvin cycle takes place in the {{c1::stroma}}." }, quote),
      card({ type: "qna", question: "What does the heart pump?", answer: "Blood" }, "The heart pumps blood.", 100),
      card({ type: "truefalse", statement: "The heart pumps blood.", isTrue: true, correction: "" }, "The heart pumps blood.", 300),
    ];
    expect(findNearDuplicates(cards)).toEqual([1]);
  });
});
