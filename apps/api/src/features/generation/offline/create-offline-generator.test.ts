import { type TOutline, ZNoteContentSchema } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import type { TCardDraft, TExtractedDocument, TGeneratedCardType, TGenerationProgress } from "../types.ts";
import { createOfflineGenerator, outlineTeaches } from "./create-offline-generator.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { LONG_STUDY_TEXT } from "../testing/long-study-text.ts";
import { extractText } from "../../reading/extract-text.ts";
import { applyQualityGates } from "../quality/apply-quality-gates.ts";
import { CELL_BIOLOGY, FRENCH_REVOLUTION, PHOTOSYNTHESIS, PHOTOSYNTHESIS_PASTED, documentOf, sectionsOf } from "../testing/test-texts.ts";

const ALL_TYPES: TGeneratedCardType[] = ["qna", "truefalse", "clozedel", "mcq", "concept_fact_list"];
const STUDY = documentOf(
  sectionsOf([PHOTOSYNTHESIS, CELL_BIOLOGY, FRENCH_REVOLUTION], { page: 1 }).map((section, i) => ({ ...section, page: i + 1 })),
  "pdf",
);

async function generate(document: TExtractedDocument, types: TGeneratedCardType[] = ALL_TYPES): Promise<TCardDraft[]> {
  return (await createOfflineGenerator().generate(document, { types })).cards;
}

function ofType<T extends TCardDraft["content"]["type"]>(cards: TCardDraft[], type: T) {
  return cards
    .map((card) => card.content)
    .filter((content): content is Extract<TCardDraft["content"], { type: T }> => content.type === type);
}

// The model takes a second or more to load on a busy machine; load it once, outside any test's time limit.
beforeAll(() => loadNlp(), 60_000);

describe("createOfflineGenerator", () => {
  it("is named offline and makes every requested card type, each valid for the notes schema", async () => {
    expect(createOfflineGenerator().name).toBe("offline");
    const cards = await generate(STUDY);
    for (const type of ALL_TYPES) expect(ofType(cards, type).length, type).toBeGreaterThan(0);
    for (const card of cards) expect(ZNoteContentSchema.safeParse(card.content).success, JSON.stringify(card.content)).toBe(true);
  });

  it("makes only the types asked for", async () => {
    const cards = await generate(STUDY, ["qna", "clozedel"]);
    expect(new Set(cards.map((card) => card.content.type))).toEqual(new Set(["qna", "clozedel"]));
    expect(await generate(STUDY, [])).toEqual([]);
  });

  it("asks about definitions, dates and lists", async () => {
    const questions = ofType(await generate(STUDY, ["qna"]), "qna");
    expect(questions).toContainEqual({
      type: "qna",
      question: "What is photosynthesis?",
      answer: "The process by which green plants use sunlight to make glucose from carbon dioxide and water",
    });
    expect(questions).toContainEqual({ type: "qna", question: "When did the French Revolution begin?", answer: "1789" });
    expect(questions).toContainEqual({
      type: "qna",
      question: "What are the three main products of photosynthesis?",
      answer: "Glucose, oxygen and water",
    });
  });

  it("gives mcqs four distinct options, one right answer and distractors of the same kind", async () => {
    const years = /^\d{4}$/;
    const people = ["King Louis XVI", "Maximilien Robespierre", "Marie Antoinette", "Georges Danton", "Napoleon Bonaparte"];
    const defined = ["Photosynthesis", "Glucose", "Calvin cycle", "ATP", "Nucleus", "Mitochondria", "Ribosomes", "Cell membrane"];
    const mcqs = ofType(await generate(STUDY, ["mcq"]), "mcq");
    expect(mcqs.length).toBeGreaterThanOrEqual(3);
    let checkedKinds = 0;
    for (const mcq of mcqs) {
      expect(new Set(mcq.options.map((option) => option.toLowerCase())).size).toBe(4);
      const answer = mcq.options[mcq.correctIndex]!;
      expect(mcq.explanation.toLowerCase()).toContain(answer.toLowerCase().replace(/^the /, ""));
      for (const group of [people, defined]) {
        if (!group.includes(answer)) continue;
        checkedKinds += 1;
        for (const option of mcq.options) expect(group, mcq.question).toContain(option);
      }
      if (years.test(answer)) {
        checkedKinds += 1;
        for (const option of mcq.options) expect(option).toMatch(years);
      }
    }
    expect(checkedKinds).toBeGreaterThanOrEqual(3);
    expect(mcqs.some((mcq) => mcq.question === "When did the French Revolution begin?" && mcq.options[mcq.correctIndex] === "1789")).toBe(
      true,
    );
  });

  it("gives pasted paragraphs cards of each type picked alone, all through the quality gates, each quoting its exact span", async () => {
    const document = extractText({ text: PHOTOSYNTHESIS_PASTED });
    expect(document.sections).toHaveLength(4);
    for (const type of ["qna", "truefalse", "clozedel"] as const) {
      const cards = await generate(document, [type]);
      const gated = applyQualityGates({ cards, existing: [], document });
      expect(gated.dropped, type).toEqual([]);
      // True/false keeps at most two true statements per false one, so it covers less.
      expect(gated.coverage.pagesUsed, type).toBeGreaterThanOrEqual(type === "truefalse" ? 2 : 3);
      expect(cards.length, type).toBeGreaterThanOrEqual(type === "truefalse" ? 2 : 4);
      for (const card of cards) {
        expect(card.content.type).toBe(type);
        expect(ZNoteContentSchema.safeParse(card.content).success, JSON.stringify(card.content)).toBe(true);
        expect(document.sections[card.source.sectionIndex]!.text.slice(card.source.start, card.source.end)).toBe(card.source.quote);
      }
    }
    const questions = ofType(await generate(document, ["qna"]), "qna").map((card) => card.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        "What is photosynthesis?",
        "Where does photosynthesis take place?",
        "Where does the Calvin cycle take place?",
        "Which enzyme catalyses the first step of carbon fixation?",
        "What does the rate of photosynthesis depend on?",
      ]),
    );
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("makes false statements by swapping one key term (or shifting a number), with the true sentence as correction, and keeps true and false balanced", async () => {
    const cards = await generate(documentOf([{ index: 0, text: LONG_STUDY_TEXT }]), ["truefalse"]);
    const statements = ofType(cards, "truefalse");
    const falseOnes = statements.filter((card) => !card.isTrue);
    const trueOnes = statements.filter((card) => card.isTrue);
    expect(falseOnes.length).toBeGreaterThan(5);
    // Never a deck of mostly true statements: at most two true ones per false one (and a few to start with).
    expect(trueOnes.length).toBeLessThanOrEqual(Math.max(3, falseOnes.length * 2) + 1);
    const text = LONG_STUDY_TEXT.toLowerCase();
    for (const card of falseOnes) {
      const { removed, inserted } = swappedWords(card.correction, card.statement);
      expect(removed, card.statement).not.toBe("");
      expect(inserted, card.statement).not.toBe("");
      // The new term comes from elsewhere in the document (or is a count or year shifted, alone of
      // its kind), and the sentence as stated is not in it.
      if (/^\d+$/.test(removed) && /^\d+$/.test(inserted)) expect(inserted).not.toBe(removed);
      else expect(text).toContain(inserted.replace(/^(the|an?) /i, "").toLowerCase());
      expect(text).not.toContain(card.statement.toLowerCase());
    }
    // The true statement is its source sentence (an opening "It" or a short name like "the war" spelled out from
    // the text, a definition's first clause): its words are quoted, but for the few the text itself supplies.
    const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const documentWords = new Set(wordsOf(LONG_STUDY_TEXT));
    for (const card of cards) {
      if (card.content.type !== "truefalse") continue;
      const shown = card.content.isTrue ? card.content.statement : card.content.correction;
      const quoted = new Set(wordsOf(card.source.quote));
      const added = wordsOf(shown)
        .slice(1)
        .filter((word) => !quoted.has(word));
      expect(added.length, shown).toBeLessThanOrEqual(3);
      expect(
        added.filter((word) => !documentWords.has(word)),
        shown,
      ).toEqual([]);
    }
  });

  it("writes Anki-valid clozes that never hide the whole sentence", async () => {
    const clozes = ofType(await generate(STUDY, ["clozedel"]), "clozedel");
    expect(clozes.length).toBeGreaterThan(5);
    for (const { text } of clozes) {
      const deletions = [...text.matchAll(/\{\{c(\d+)::([^{}]+?)\}\}/g)];
      expect(deletions.length).toBeGreaterThan(0);
      expect(deletions.map((match) => Number(match[1]))).toEqual(deletions.map((_, i) => i + 1));
      const outside = text.replace(/\{\{c\d+::[^{}]+?\}\}/g, "");
      expect(outside).not.toMatch(/\{\{|\}\}/);
      expect(outside.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("builds concept lists from a lead line with bullets and from terms the text says several things about", async () => {
    const cards = await generate(STUDY, ["concept_fact_list"]);
    const stages = cards.find(
      (card) => card.content.type === "concept_fact_list" && card.content.concept === "Photosynthesis has two stages",
    );
    expect(stages?.content).toEqual({
      type: "concept_fact_list",
      concept: "Photosynthesis has two stages",
      facts: [
        "The light-dependent reactions, which take place in the thylakoid membranes",
        "The Calvin cycle, which takes place in the stroma",
      ],
    });
    expect(stages?.source.quote).toMatch(/^Photosynthesis has two stages:\n- The light-dependent[\s\S]*in the stroma$/);
    // A term and what the text says of it, "It" spelled out; a person heads no such list.
    expect(ofType(cards, "concept_fact_list")).toContainEqual({
      type: "concept_fact_list",
      concept: "Photosynthesis",
      facts: [
        "Photosynthesis is the process by which green plants use sunlight to make glucose from carbon dioxide and water.",
        "Photosynthesis takes place in the chloroplasts, which contain the green pigment chlorophyll.",
      ],
    });
    expect(ofType(cards, "concept_fact_list").some((card) => card.concept === "King Louis XVI")).toBe(false);
  });

  it("points every card at the exact span it came from, with the section's page and heading", async () => {
    const document = documentOf(
      sectionsOf([PHOTOSYNTHESIS, FRENCH_REVOLUTION]).map((section, i) => ({
        ...section,
        page: i + 3,
        heading: i === 0 ? "Plants" : "History",
      })),
      "pdf",
    );
    const cards = await generate(document);
    for (const { source } of cards) {
      const section = document.sections[source.sectionIndex]!;
      expect(source.quote.length).toBeGreaterThan(0);
      expect(section.text.slice(source.start, source.end)).toBe(source.quote);
      expect(source.page).toBe(section.page);
      expect(source.heading).toBe(section.heading);
    }
  });

  it("is deterministic: same input and types, same cards in the same order", async () => {
    const first = await generate(STUDY);
    const second = await createOfflineGenerator().generate(STUDY, { types: [...ALL_TYPES] });
    expect(second.cards).toEqual(first);
  });

  it("gives cards only to sections that state facts, whichever type is asked for, and reports progress", async () => {
    // Course logistics and a "Thanks!" slide give nothing; the three study sections do.
    const plain = "We will look at rivers and floods next week. Bring your notes from this lecture to the class on Monday.";
    const slides = sectionsOf([PHOTOSYNTHESIS, plain, "Thanks!", CELL_BIOLOGY, FRENCH_REVOLUTION]).map((section, i) => ({
      ...section,
      slide: i + 1,
    }));
    const document = documentOf(slides, "pptx");
    for (const types of [ALL_TYPES, ["qna"], ["clozedel"], ["truefalse"]] as TGeneratedCardType[][]) {
      const progress: TGenerationProgress[] = [];
      const result = await createOfflineGenerator().generate(document, { types, onProgress: (step) => progress.push(step) });
      const covered = new Set(result.cards.map((card) => card.source.sectionIndex));
      // True/false alone stops at two true statements per false one; every other choice covers all three.
      if (types.length === 1 && types[0] === "truefalse") expect([0, 3, 4]).toEqual(expect.arrayContaining([...covered]));
      else expect([...covered].sort(), types.join()).toEqual([0, 3, 4]);
      expect(result.notice, types.join()).toBeUndefined();
      expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    }
  });

  it("refuses text that is not English, pointing to a configured model", async () => {
    const french =
      "La Révolution française est une période de bouleversements politiques et sociaux en France. Elle commence en 1789 avec la prise de la Bastille et se termine en 1799. Les idées des Lumières ont joué un rôle important dans le mouvement.";
    const russian =
      "Фотосинтез — это процесс, при котором растения используют солнечный свет для образования глюкозы из углекислого газа и воды.";
    const chinese = "光合作用是植物利用阳光把二氧化碳和水转化为葡萄糖和氧气的过程。它发生在叶绿体中。";
    for (const text of [french, russian, chinese]) {
      const error = await generate(documentOf(sectionsOf([text]))).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("LANGUAGE_NOT_SUPPORTED");
      expect((error as AppError).message).toMatch(/English/);
      expect((error as AppError).message).toMatch(/LLM_BASE_URL/);
    }
  });

  it("stops when the job is cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createOfflineGenerator().generate(STUDY, { types: ALL_TYPES, signal: controller.signal })).rejects.toThrow();
  });

  it("makes cards from 10,000 characters of study text", async () => {
    expect(LONG_STUDY_TEXT).toHaveLength(10_000);
    const document = documentOf([{ index: 0, text: LONG_STUDY_TEXT }]);
    const cards = await generate(document);
    expect(cards.length).toBeGreaterThanOrEqual(40);
    for (const type of ALL_TYPES) expect(ofType(cards, type).length, type).toBeGreaterThan(0);
    for (const card of cards) {
      expect(ZNoteContentSchema.safeParse(card.content).success).toBe(true);
      expect(LONG_STUDY_TEXT.slice(card.source.start, card.source.end)).toBe(card.source.quote);
    }
  });
});

/** The words a false statement replaced: what differs once the common start and end are set aside. */
function swappedWords(original: string, changed: string): { removed: string; inserted: string } {
  const a = original.split(" ");
  const b = changed.split(" ");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const strip = (words: string[]) => words.join(" ").replace(/[.,;:]+$/, "");
  return { removed: strip(a.slice(head, a.length - tail)), inserted: strip(b.slice(head, b.length - tail)) };
}

describe("outlineTeaches", () => {
  const span = { sectionIndex: 0, start: 0, end: 1, quote: "x" };
  const outlineWith = (points: number, leftOut: Partial<TOutline["left_out"]> = {}): TOutline => ({
    analyser: "offline@test",
    sections: [
      {
        title: "Part",
        level: 1,
        sectionIndexes: [0],
        points: Array.from({ length: points }, (_, index) => ({
          id: `p${index}`,
          text: `Point ${index}`,
          kind: "fact",
          spans: [span],
          examples: [],
        })),
      },
    ],
    terms: [],
    left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0, ...leftOut },
  });

  it("reads a lecture the sentence judge took for tasks as teaching when its outline is mostly points", () => {
    expect(outlineTeaches(outlineWith(30, { instructions: 5, exercises: 2 }), "instructions")).toBe(true);
    expect(outlineTeaches(outlineWith(10), "exercises")).toBe(true);
    expect(outlineTeaches(outlineWith(16, { instructions: 7, logistics: 2 }), "assignment")).toBe(false);
  });

  it("keeps a lab sheet (its steps left out as instructions), a short text, and the kinds read off more than tasks", () => {
    expect(outlineTeaches(outlineWith(47, { instructions: 27, logistics: 3 }), "instructions")).toBe(false);
    expect(outlineTeaches(outlineWith(7), "few_facts")).toBe(false);
    for (const kind of ["story", "poem", "unreadable"] as const) expect(outlineTeaches(outlineWith(100), kind)).toBe(false);
  });
});
