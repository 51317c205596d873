import { MAX_TEXT, NOTE_TYPES, ZNoteContentSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  contentFromDraft,
  draftFromContent,
  emptyDraft,
  hasCardErrors,
  switchDraftType,
  validateCardDraft,
  type TCardDraft,
} from "./card-draft.ts";

const long = (length: number) => "x".repeat(length);

const VALID: TCardDraft[] = [
  { type: "mcq", question: "2 + 2?", options: ["3", "4", "5", "22"], correctIndex: 1, explanation: "" },
  { type: "truefalse", statement: "The sun is a star.", isTrue: true, correction: "" },
  { type: "clozedel", text: "{{c1::Paris}} is the capital of France." },
  { type: "concept_fact_list", concept: "Osmosis", facts: ["Water moves", "", "Across a membrane"] },
  { type: "qna", question: "Capital of France?", answer: "Paris" },
  { type: "manual", front: " Front ", back: "Back" },
];

const INVALID: [string, TCardDraft][] = [
  ["an mcq without a question", { type: "mcq", question: " ", options: ["a", "b", "c", "d"], correctIndex: 0, explanation: "" }],
  ["an mcq with a blank option", { type: "mcq", question: "Q", options: ["a", "", "c", "d"], correctIndex: 0, explanation: "" }],
  ["an mcq with a long option", { type: "mcq", question: "Q", options: ["a", long(501), "c", "d"], correctIndex: 0, explanation: "" }],
  ["a statement that is too long", { type: "truefalse", statement: long(MAX_TEXT + 1), isTrue: false, correction: "" }],
  ["cloze text without a gap", { type: "clozedel", text: "Paris is the capital of France." }],
  ["empty cloze text", { type: "clozedel", text: "" }],
  ["a concept without facts", { type: "concept_fact_list", concept: "Osmosis", facts: ["", " "] }],
  [
    "a concept with too many facts",
    { type: "concept_fact_list", concept: "Osmosis", facts: Array.from({ length: 21 }, (_, i) => `f${i}`) },
  ],
  ["a blank concept", { type: "concept_fact_list", concept: "", facts: ["fact"] }],
  ["a question without an answer", { type: "qna", question: "Q", answer: "" }],
  ["a manual card without a front", { type: "manual", front: "", back: "Back" }],
];

describe("validateCardDraft", () => {
  it.each(VALID.map((draft) => [draft.type, draft] as const))("accepts a complete %s card, as the server does", (_type, draft) => {
    expect(validateCardDraft(draft)).toEqual({});
    expect(ZNoteContentSchema.safeParse(contentFromDraft(draft)).success).toBe(true);
  });

  it.each(INVALID)("refuses %s, as the server does", (_name, draft) => {
    const errors = validateCardDraft(draft);
    expect(hasCardErrors(errors)).toBe(true);
    const content = contentFromDraft(draft);
    expect(ZNoteContentSchema.safeParse(content).success).toBe(false);
  });

  it("uses the server's words", () => {
    expect(validateCardDraft({ type: "manual", front: "", back: "b" })).toEqual({ front: "Front is required." });
    expect(validateCardDraft({ type: "clozedel", text: "No gap" })).toEqual({
      text: "Cloze text needs at least one deletion like {{c1::answer}}.",
    });
    expect(validateCardDraft({ type: "concept_fact_list", concept: "c", facts: [""] })).toEqual({ facts: "Add at least one fact." });
  });

  it("asks which option is correct before sending a multiple-choice card", () => {
    const errors = validateCardDraft({ type: "mcq", question: "Q", options: ["a", "b", "c", "d"], correctIndex: null, explanation: "" });
    expect(errors).toEqual({ correctIndex: "Choose the correct option." });
  });
});

describe("drafts", () => {
  it("round-trips every card's content", () => {
    for (const draft of VALID) {
      const content = contentFromDraft(draft);
      expect(contentFromDraft(draftFromContent(content))).toEqual(content);
    }
  });

  it("starts each type empty", () => {
    for (const type of NOTE_TYPES) expect(emptyDraft(type).type).toBe(type);
  });

  it("keeps what was typed when the type changes", () => {
    const qna: TCardDraft = { type: "qna", question: "Capital of France?", answer: "Paris" };
    expect(switchDraftType(qna, "manual")).toEqual({ type: "manual", front: "Capital of France?", back: "Paris" });
    expect(switchDraftType(qna, "mcq")).toMatchObject({ question: "Capital of France?", explanation: "Paris" });
    expect(switchDraftType(qna, "concept_fact_list")).toEqual({
      type: "concept_fact_list",
      concept: "Capital of France?",
      facts: ["Paris"],
    });
    expect(switchDraftType(qna, "qna")).toBe(qna);
    const cloze: TCardDraft = { type: "clozedel", text: "The {{c1::mitochondrion::organelle}} makes {{c2::ATP}}." };
    expect(switchDraftType(cloze, "qna")).toEqual({ type: "qna", question: "The mitochondrion makes ATP.", answer: "" });
  });
});
