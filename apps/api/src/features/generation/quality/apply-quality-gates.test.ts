import type { TNoteContent } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createOfflineGenerator } from "../offline/create-offline-generator.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { LONG_STUDY_TEXT } from "../testing/long-study-text.ts";
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS, documentOf, sectionsOf } from "../testing/test-texts.ts";
import type { TCardDraft, TSection } from "../types.ts";
import { applyQualityGates } from "./apply-quality-gates.ts";

const DOCUMENT = documentOf(sectionsOf([PHOTOSYNTHESIS, FRENCH_REVOLUTION]));

function draft(content: TCardDraft["content"], sectionIndex = 0): TCardDraft {
  return { content, source: { sectionIndex, start: 0, end: 10, quote: "Photosynth" } };
}

const GOOD: TCardDraft[] = [
  draft({ type: "qna", question: "What is photosynthesis?", answer: "The process by which green plants use sunlight to make glucose" }),
  draft({
    type: "mcq",
    question: "When did the French Revolution begin?",
    options: ["1789", "1791", "1793", "1799"],
    correctIndex: 0,
    explanation: "The French Revolution began in 1789.",
  }),
  draft({ type: "truefalse", statement: "Dr. Smith found that the Calvin cycle takes place in the stroma.", isTrue: true, correction: "" }),
  draft({ type: "clozedel", text: "Photosynthesis takes place in the {{c1::chloroplasts}}." }),
  draft({
    type: "concept_fact_list",
    concept: "Photosynthesis",
    facts: ["It makes glucose. It needs light.", "It releases oxygen.", "It happens in chloroplasts."],
  }),
  // "cell" inside "cellular" does not give the answer away.
  draft({ type: "qna", question: "What unit of life does cellular respiration happen in?", answer: "The cell" }),
];

const gate = (cards: TCardDraft[], existing: TNoteContent[] = []) => applyQualityGates({ cards, existing, document: DOCUMENT });
const reasons = (cards: TCardDraft[], existing: TNoteContent[] = []) => gate(cards, existing).dropped.map((item) => item.reason);

describe("applyQualityGates", () => {
  it("keeps good cards of every type, as the schema parses them", () => {
    const result = gate([
      ...GOOD,
      draft({ type: "truefalse", statement: "  Glucose is a sugar.  ", isTrue: true } as TCardDraft["content"]),
    ]);
    expect(result.dropped).toEqual([]);
    expect(result.cards).toHaveLength(GOOD.length + 1);
    expect(result.cards.at(-1)?.content).toEqual({ type: "truefalse", statement: "Glucose is a sugar.", isTrue: true, correction: "" });
  });

  it("drops near-duplicates within the run, keeping the first, and the same fact asked again as another card type", () => {
    const result = gate([
      draft({ type: "qna", question: "What is photosynthesis?", answer: "The process by which plants make glucose." }),
      draft({ type: "qna", question: "What is Photosynthesis", answer: "the process by which plants make glucose" }),
      draft({ type: "clozedel", text: "The {{c1::Calvin cycle}} takes place in the stroma." }),
      draft({ type: "clozedel", text: "The Calvin cycle takes place in the {{c1::stroma}}." }),
      draft({ type: "truefalse", statement: "The Calvin cycle takes place in the stroma.", isTrue: true, correction: "" }),
    ]);
    // The true/false statement restates the cloze's sentence: one fact, asked twice.
    expect(result.dropped.map((item) => [item.reason, item.card.content.type])).toEqual([
      ["duplicate", "qna"],
      ["duplicate", "clozedel"],
      ["duplicate", "truefalse"],
    ]);
    expect(result.cards.map((card) => card.content.type)).toEqual(["qna", "clozedel"]);
  });

  it("drops cards the deck already has, hand-written ones included", () => {
    const existing: TNoteContent[] = [
      { type: "manual", front: "What is photosynthesis?", back: "The process by which green plants use sunlight to make glucose." },
      { type: "clozedel", text: "Photosynthesis takes place in the {{c2::chloroplasts::organelle}}." },
      { type: "qna", question: "What is the Calvin cycle?", answer: "A cycle of reactions" },
    ];
    const result = gate(GOOD, existing);
    expect(result.dropped.map((item) => [item.reason, item.card.content.type])).toEqual([
      ["duplicate_of_existing", "qna"],
      ["duplicate_of_existing", "clozedel"],
    ]);
    expect(result.cards).toHaveLength(GOOD.length - 2);
  });

  it("keeps one fact per card: a paragraph answer or a two-sentence statement is dropped, a concept list is not", () => {
    expect(
      reasons([
        draft({ type: "qna", question: "What is glucose?", answer: "A sugar. Plants make it. Animals eat it. Cells burn it." }),
        draft({ type: "truefalse", statement: "Glucose is a sugar. Plants make it.", isTrue: true, correction: "" }),
        draft({
          type: "concept_fact_list",
          concept: "Glucose",
          facts: ["A sugar.", "Plants make it.", "Animals eat it.", "Cells burn it."],
        }),
      ]),
    ).toEqual(["multiple_facts", "multiple_facts"]);
  });

  it("drops cards whose question gives the answer away", () => {
    expect(
      reasons([
        draft({ type: "qna", question: "Which pigment, chlorophyll, makes leaves green?", answer: "Chlorophyll" }),
        draft({
          type: "mcq",
          question: "In 1789, when did the Revolution begin?",
          options: ["1789", "1790", "1791", "1792"],
          correctIndex: 0,
          explanation: "",
        }),
        draft({ type: "clozedel", text: "The {{c1::stroma}} surrounds the thylakoids; the Calvin cycle runs in the stroma." }),
        // Half of a compound answer stands in the question; a pronoun points at the one person asked for.
        draft({ type: "clozedel", text: "The hormone oxytocin is released during {{c1::childbirth}} to speed up giving birth." }),
        draft({ type: "qna", question: "Who drew up the first periodic table and gave his name to element 101?", answer: "Mendeleev" }),
      ]),
    ).toEqual(["answer_in_question", "answer_in_question", "answer_in_question", "answer_in_question", "answer_in_question"]);
    // The same word or a long shared stem next to the gap gives it away.
    expect(
      reasons([
        draft({ type: "clozedel", text: "The two strands form {{c1::pairs}} of bases (hence the name base pair)." }),
        draft({ type: "clozedel", text: "Heat-stable thermoenzymes are purified from {{c1::thermophiles}} living in hot springs." }),
      ]),
    ).toEqual(["answer_in_question", "answer_in_question"]);
    // A word's ending is not a compound: "react" does not give away "reactants".
    expect(reasons([draft({ type: "clozedel", text: "Metals react fastest when the {{c1::reactants}} are finely divided." })])).toEqual([]);
  });

  it("asks for a term once, and drops the same fact told again in other words", () => {
    const result = gate([
      draft({ type: "clozedel", text: "Dreams may reflect {{c1::life events}} that matter to the dreamer." }, 0),
      draft({ type: "clozedel", text: "One researcher argues that dreams simply replay {{c1::life events}} from the day before." }, 1),
      draft({ type: "qna", question: "Who named the 1774 laws the Intolerable Acts?", answer: "American Patriots" }, 0),
      draft({ type: "qna", question: "What are the Intolerable Acts?", answer: "The name American Patriots gave to the 1774 laws" }, 1),
      draft({ type: "clozedel", text: "The {{c1::stroma}} surrounds the thylakoids inside a chloroplast." }, 0),
    ]);
    expect(result.dropped.map((item) => [item.reason, item.card.content.type])).toEqual([
      ["duplicate", "clozedel"],
      ["duplicate", "qna"],
    ]);
    expect(result.cards).toHaveLength(3);
    // Two parallel definitions share most words but ask for different terms: both stay.
    expect(
      reasons([
        draft({
          type: "clozedel",
          text: "{{c1::Perceived usefulness}}: the degree to which a person believes a tool would help their work.",
        }),
        draft({
          type: "clozedel",
          text: "{{c1::Perceived ease of use}}: the degree to which a person believes a tool would be easy to use.",
        }),
      ]),
    ).toEqual([]);
  });

  it("keeps parallel definitions told in one frame, and a definition beside a card that only names the term", () => {
    const sensitivity = draft({
      type: "qna",
      question: "How is the sensitivity of a medical test defined?",
      answer: "The share of people with the disease whom the test correctly identifies as positive.",
    });
    // One sentence frame, two terms: each answer says what the other card does not.
    expect(
      reasons([
        sensitivity,
        draft({
          type: "qna",
          question: "How is the specificity of a medical test defined?",
          answer: "The share of people without the disease whom the test correctly identifies as negative.",
        }),
      ]),
    ).toEqual([]);
    // The mcq asks which vitamin prevents scurvy; its explanation also says which protein the vitamin helps make, which the qna asks.
    expect(
      reasons([
        draft({
          type: "mcq",
          question: "Which vitamin was found to prevent scurvy?",
          options: ["Vitamin C", "Vitamin D", "Vitamin A", "Vitamin K"],
          correctIndex: 0,
          explanation: "Vitamin C, which helps the body make the protein collagen, prevents scurvy.",
        }),
        draft({ type: "qna", question: "Which protein does vitamin C help the body make?", answer: "Collagen" }),
      ]),
    ).toEqual([]);
    // The same definition asked twice, in other words, is still one fact.
    expect(
      reasons([
        sensitivity,
        draft({
          type: "clozedel",
          text: "The {{c1::sensitivity}} of a medical test is the share of diseased people it correctly identifies as positive.",
        }),
      ]),
    ).toEqual(["duplicate"]);
  });

  it("drops cards over the length bounds, cards the schema refuses and cards that cannot be answered", () => {
    expect(
      reasons([
        draft({ type: "qna", question: `${"Why ".repeat(80)}?`, answer: "Because." }),
        draft({ type: "mcq", question: "Which?", options: ["a".repeat(201), "b", "c", "d"], correctIndex: 1, explanation: "" }),
        draft({ type: "mcq", question: "Which?", options: ["a", "b", "c"], correctIndex: 1, explanation: "" }),
        draft({ type: "clozedel", text: "No deletion here." }),
        draft({ type: "qna", question: "What?", answer: "   " }),
        draft({ type: "mcq", question: "Which?", options: ["Paris", "paris.", "Rome", "Oslo"], correctIndex: 0, explanation: "" }),
        draft({ type: "clozedel", text: "{{c1::The whole sentence is hidden}}." }),
      ]),
    ).toEqual(["too_long", "too_long", "invalid", "invalid", "invalid", "invalid", "invalid"]);
  });

  it("reports pages with text and pages used: PDF pages, slides with their notes, text sections", () => {
    const pages: TSection[] = [
      { index: 0, page: 1, text: PHOTOSYNTHESIS },
      { index: 1, page: 2, text: "Figure 1" },
      { index: 2, page: 3, text: FRENCH_REVOLUTION },
    ];
    const pdf = applyQualityGates({ cards: [GOOD[0]!], existing: [], document: documentOf(pages, "pdf") });
    expect(pdf.coverage).toEqual({ pagesWithText: 2, pagesUsed: 1 });

    const slides: TSection[] = [
      { index: 0, slide: 1, part: "body", text: "Photosynthesis makes glucose" },
      { index: 1, slide: 1, part: "notes", text: "from light, water and carbon dioxide" },
      { index: 2, slide: 2, text: "Questions?" },
    ];
    const deck = applyQualityGates({ cards: [draft(GOOD[3]!.content, 1)], existing: [], document: documentOf(slides, "pptx") });
    expect(deck.coverage).toEqual({ pagesWithText: 1, pagesUsed: 1 });

    expect(gate([draft(GOOD[0]!.content, 0), draft(GOOD[1]!.content, 0)]).coverage).toEqual({ pagesWithText: 2, pagesUsed: 1 });
  });
});

describe("quality gates on the offline generator's cards", () => {
  beforeAll(() => loadNlp(), 60_000);

  it("let every card through, and drop them all when the deck already has them", async () => {
    const document = documentOf([{ index: 0, text: LONG_STUDY_TEXT }]);
    const { cards } = await createOfflineGenerator().generate(document, {
      types: ["qna", "truefalse", "clozedel", "mcq", "concept_fact_list"],
    });
    const first = applyQualityGates({ cards, existing: [], document });
    expect(first.dropped).toEqual([]);
    expect(first.coverage).toEqual({ pagesWithText: 1, pagesUsed: 1 });
    const again = applyQualityGates({ cards, existing: first.cards.map((card) => card.content), document });
    expect(again.cards).toEqual([]);
    expect(new Set(again.dropped.map((item) => item.reason))).toEqual(new Set(["duplicate_of_existing"]));
  });
});
