import { POEM_NOTICE } from "@mnemo/api-contract";
import type { TSentenceFlaw, TUnit } from "./analysis-types.ts";
import { looksLikePoem } from "./profile-poem.ts";
import { looksLikeStory } from "./profile-story.ts";

/**
 * Whether a document has much to learn from, judged from what the sentence
 * judge found in it. An essay assignment, a lab sheet, a worksheet of
 * questions or a story is mostly tasks, questions or narration: the learner
 * gets the few cards that pass, and a notice saying why there are so few. A
 * poem (by its shape: profile-poem.ts) is told about "Learn by heart".
 */
export type TDocumentKind = "assignment" | "instructions" | "exercises" | "story" | "poem" | "unreadable" | "few_facts";
export type TDocumentProfile = {
  kind: TDocumentKind | "study" | "research";
  sentences: number;
  facts: number;
  notice?: string;
};

/** At or under this share of fact sentences (and at most a few of them), a text has little to learn. */
const FACT_SHARE = 0.25;
const FEW_FACTS = 4;
const MIN_SENTENCES = 5;
/** How many cards such a text still gets, at most. */
export const LOW_YIELD_LIMIT = 5;

/**
 * Each notice reads right whether a few cards were made or none ("... No cards could be made from it." follows
 * then): an assignment's or a story's cards come from what it teaches or states, never its tasks or its plot.
 */
export const NOTICES: Record<TDocumentKind, string> = {
  assignment:
    "This looks like an assignment: few facts to turn into cards. Cards come only from the subject matter it teaches, not its tasks, deadlines or marking.",
  instructions: "This looks like a set of instructions (a lab sheet or a how-to): few facts to turn into cards.",
  exercises: "This looks like a set of exercises or questions: few facts to turn into cards.",
  story:
    "This looks like a story or a personal text: few facts to turn into cards. Cards come only from its factual passages, not the story's events.",
  poem: POEM_NOTICE,
  unreadable: "Most of this file's text could not be read (it came out garbled): few facts to turn into cards.",
  few_facts: "This text states few facts that can be turned into cards.",
};

/**
 * A research paper: a reference list (its entries are page furniture to the
 * judge) under plenty of prose. Its sentences are mostly who did what and how;
 * only its strongest facts make cards, and the learner is told so.
 */
const MIN_REFERENCE_ENTRIES = 25;
const MIN_DATED_ENTRIES = 10;
const MIN_RESEARCH_FACTS = 30;
const RESEARCH_FIRST_PERSON_SHARE = 0.05;
export const RESEARCH_NOTICE = "This looks like a research paper: only its definitions and key statements were turned into cards.";

const TASK: TSentenceFlaw[] = ["instruction", "reader", "logistics", "exercise", "question", "self_reference"];

export function profileDocument(units: TUnit[], facts: TUnit[]): TDocumentProfile {
  // Headings, labels and the shards of a formula are neither facts nor prose: they do not count either way.
  const sentences = units.filter(
    (unit) => unit.words >= 8 || (unit.flaw !== "fragment" && unit.flaw !== "garbled" && unit.flaw !== "formula"),
  );
  const count = (flaws: TSentenceFlaw[]) => sentences.filter((unit) => unit.flaw && flaws.includes(unit.flaw)).length;
  const total = Math.max(1, sentences.length);
  const share = facts.length / total;
  const tasks = count(TASK) / total;
  const narration = count(["first_person"]) / total;
  const garbled = count(["garbled", "formula"]) / total;
  const study = { kind: "study", sentences: sentences.length, facts: facts.length } as const;
  // A poem's lines are neither facts nor tasks: whatever the judge found in them, the learner is offered to learn it by heart.
  const texts = [...new Set(units.map((unit) => unit.section))].map((section) => section.text);
  if (looksLikePoem(texts)) return { ...study, kind: "poem", notice: POEM_NOTICE };
  // Reference entries carry a year and differ from one another; a running head repeats the same words on every page.
  const furniture = new Set(units.filter((unit) => unit.flaw === "furniture").map((unit) => unit.text));
  const dated = [...furniture].filter((text) => /\b(?:1[6-9]|20)\d{2}\b/.test(text)).length;
  // A textbook section ends with references too; a paper opens with an abstract, or its authors speak ("we show").
  const opening = units
    .slice(0, Math.max(20, Math.floor(units.length / 8)))
    .map((unit) => unit.text)
    .join(" ");
  const speaks = count(["first_person"]) / total >= RESEARCH_FIRST_PERSON_SHARE;
  const isPaper = /\bAbstract\b|\bABSTRACT\b/.test(opening) || speaks;
  if (isPaper && furniture.size >= MIN_REFERENCE_ENTRIES && dated >= MIN_DATED_ENTRIES && facts.length >= MIN_RESEARCH_FACTS)
    return { ...study, kind: "research", notice: RESEARCH_NOTICE };
  // A tale told in the third person: its sentences may read as facts, one by one, but its plot is not what to learn.
  if (looksLikeStory(sentences.map((unit) => unit.text))) return { ...study, kind: "story", notice: NOTICES.story };
  // Plenty of facts is a study text whatever else it holds (a lecture with worked examples).
  if (facts.length > FEW_FACTS * 3 && share > FACT_SHARE / 2) return study;
  const isLow = facts.length <= 1 || (share <= FACT_SHARE && (tasks >= 0.3 || narration >= 0.3 || garbled >= 0.5));
  if (sentences.length >= MIN_SENTENCES ? !isLow : facts.length > 0) return study;

  const text = units.map((unit) => unit.text.toLowerCase()).join(" ");
  let kind: TDocumentKind = "few_facts";
  if (garbled >= 0.5) kind = "unreadable";
  else if (narration >= 0.3 && narration >= tasks) kind = "story";
  else if (tasks >= 0.3) {
    // An essay brief asks for writing and says how it is marked; an official report that mentions "submit" is not one.
    if (
      /\b(essay|assignment|paper|report|reflection|memo)\b/.test(text) &&
      /\b(write|words|submit|grade)\b/.test(text) &&
      count(["logistics", "reader"]) >= 2
    )
      kind = "assignment";
    else if (count(["exercise"]) > 0 && count(["question", "exercise"]) >= count(["instruction", "reader"])) kind = "exercises";
    else if (count(["instruction", "reader", "logistics"]) === 0) kind = "few_facts";
    else kind = "instructions";
  }
  return { kind, sentences: sentences.length, facts: facts.length, notice: NOTICES[kind] };
}
