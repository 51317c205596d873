import type { TNoteContent } from "@mnemo/api-contract";

/** One card of every type, as the gallery shows them; kept valid against the API's own schema (see the test). */
export const SAMPLE_CARDS: readonly TNoteContent[] = [
  {
    type: "mcq",
    question: "Which organelle makes most of a cell's ATP?",
    options: ["Nucleus", "Mitochondrion", "Ribosome", "Golgi apparatus"],
    correctIndex: 1,
    explanation: "Cellular respiration happens in the mitochondria.",
  },
  {
    type: "truefalse",
    statement: "Sound travels faster in air than in water.",
    isTrue: false,
    correction: "It is about four times faster in water.",
  },
  { type: "clozedel", text: "The {{c1::Treaty of Versailles}} was signed in {{c2::1919::year}}." },
  {
    type: "concept_fact_list",
    concept: "Photosynthesis",
    facts: ["Happens in chloroplasts", "Turns light, water and CO₂ into glucose", "Releases oxygen"],
  },
  { type: "qna", question: "What does DNA stand for?", answer: "Deoxyribonucleic acid" },
  { type: "manual", front: "¿Dónde está la biblioteca?", back: "Where is the library?" },
];
