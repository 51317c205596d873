import type { TNoteContent } from "@mnemo/api-contract";
import type { TExchangeNote, TExportInput, TNoteSource } from "../exchange-model.ts";

/** Test data for the PDF writer: every card type, in Latin, Greek and Cyrillic script and with maths symbols. */

const NOW = new Date("2026-03-01T12:00:00Z");
let notes = 0;

export function testNote(content: TNoteContent, overrides: Partial<TExchangeNote> = {}): TExchangeNote {
  return {
    id: null,
    guid: `test-note-${++notes}`,
    type: content.type,
    content,
    format: "text",
    source: null,
    tags: [],
    createdAt: NOW,
    modifiedAt: NOW,
    cards: [],
    ...overrides,
  };
}

const SOURCE: TNoteSource = { fileName: "analysis.pdf", page: 12 };

/** Questions and answers a reader must find in every layout, with the exact words each side shows. */
export const SCRIPT_NOTES: TExchangeNote[] = [
  testNote({ type: "qna", question: "Какая столица России?", answer: "Москва — столица России" }, { source: SOURCE }),
  testNote({ type: "qna", question: "Τι είναι το π;", answer: "Ο λόγος περιφέρειας προς διάμετρο: π ≈ 3,14159" }),
  testNote({ type: "manual", front: "∑ of 1/n² for n ≥ 1", back: "π²/6 ≠ ∞, and ∫₀¹ x dx = ½" }),
  testNote({
    type: "qna",
    question: "Read: ∀ε > 0 ∃δ > 0 with |x − a| < δ → |f(x) − f(a)| < ε",
    answer: "f is continuous at a ∈ ℝ; A ⊂ B; √2 ≤ 1.5 ≥ 1; α β γ",
  }),
  testNote({
    type: "mcq",
    question: "Which planet is the largest?",
    options: ["Mars", "Jupiter", "Venus", "Mercury"],
    correctIndex: 1,
    explanation: "Jupiter's mass is 318 Earths.",
  }),
  testNote({ type: "truefalse", statement: "Water boils at 90 °C at sea level.", isTrue: false, correction: "It boils at 100 °C." }),
  testNote({ type: "clozedel", text: "{{c1::Paris::city}} is the capital of {{c2::France}}." }),
  testNote({ type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "Have their own DNA"] }),
  testNote(
    { type: "qna", question: '<b>What</b> is shown?<br>Look:<img src="cell.png">', answer: "A cell &amp; its <i>nucleus</i>" },
    { format: "html" },
  ),
];

/** A deck of `count` question-and-answer cards with numbered texts of varied length. */
export function numberedNotes(count: number, { words = 12 }: { words?: number } = {}): TExchangeNote[] {
  const filler = ["mitochondria", "Ελλάδα", "Россия", "≤", "integral", "∑", "photosynthesis", "the", "of", "energy"];
  return Array.from({ length: count }, (_, index) => {
    const length = words + (index % 7) * 3;
    const body = Array.from({ length }, (_, word) => filler[(index + word) % filler.length]).join(" ");
    return testNote({ type: "qna", question: `Q${index + 1} ${body}?`, answer: `A${index + 1} ${body}.` }, { source: SOURCE });
  });
}

export function exportInput(decks: { path: string[]; notes: TExchangeNote[] }[]): TExportInput {
  return { decks: decks.map((deck) => ({ id: null, ...deck })), media: [], includeProgress: false, now: NOW };
}
