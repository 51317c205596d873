import type { TAnalysis } from "./analyse-document.ts";
import type { TUnit } from "./analysis-types.ts";
import { rankedTerms } from "./build-cloze.ts";
import { isStandalone, renderUnit, unitSource } from "./render.ts";
import { type TCandidate, type TPoolEntry, type TPools, pickAlternatives } from "./term-pools.ts";
import { capitalise, hash } from "./text-tools.ts";

/**
 * Multiple choice from definitions (options: defined terms), dates (options:
 * dates of the same granularity) and key facts (a blank; options: terms of the
 * blank's kind). Without three distractors of the same kind there is no card:
 * a person among years gives the answer away.
 */
const BLANK = "_____";
const BLANK_KINDS = /^(person|place|name|subject|number:|date:)/;
const KIND_NOUN: [RegExp, string][] = [
  [/^person/, "person"],
  [/^place/, "place"],
  [/^date:/, "date"],
  [/^number:/, "number"],
];

export function buildMcq(units: TUnit[], analysis: TAnalysis, pools: TPools): TCandidate[] {
  const inSection = new Set(units.map((unit) => unit.id));
  const cards: TCandidate[] = [];
  const asked = new Set<number>();

  // Defined terms are their own pool, split by whether they name people.
  for (const group of [true, false]) {
    const facts = analysis.definitions.filter((fact) => fact.isPerson === group);
    const subjects: TPools = new Map([
      // Options drop the article ("Nucleus", "Calvin cycle"), as blanks' options do.
      [
        "defined",
        facts.map((fact) => ({
          key: fact.subjectKey,
          text: withoutArticle(fact.subject),
          score: 0,
          unitId: fact.unit.id,
          hasArticle: false,
        })),
      ],
    ]);
    for (const fact of facts) {
      if (!inSection.has(fact.unit.id)) continue;
      const body = fact.answer.charAt(0).toLowerCase() + fact.answer.slice(1);
      const question = fact.isPerson ? `Who ${fact.link} ${body}?` : `Which term ${fact.link === "means" ? "means" : "is"} "${body}"?`;
      const card = mcq(question, { key: fact.subjectKey, text: withoutArticle(fact.subject) }, "defined", subjects, fact.unit, 9);
      if (!card) continue;
      cards.push(card);
      asked.add(fact.unit.id);
    }
  }
  for (const fact of analysis.dates) {
    if (!inSection.has(fact.unit.id) || !fact.question || asked.has(fact.unit.id)) continue;
    const card = mcq(fact.question, fact.date, fact.date.kind, pools, fact.unit, 8);
    if (!card) continue;
    cards.push(card);
    asked.add(fact.unit.id);
  }
  for (const unit of units) {
    if (asked.has(unit.id) || !unit.isSentence || !isStandalone(unit)) continue;
    for (const { term, score } of rankedTerms(unit, analysis)) {
      if (!BLANK_KINDS.test(term.kind)) continue;
      const blanked = renderUnit(unit, [{ start: term.start, end: term.end, text: BLANK }]);
      const noun = KIND_NOUN.find(([pattern]) => pattern.test(term.kind))?.[1] ?? (term.kind.startsWith("subject") ? "term" : "name");
      const card = mcq(`Which ${noun} fills the blank? ${blanked}`, term, term.kind, pools, unit, 5 + score / 5);
      if (card) {
        cards.push(card);
        break;
      }
    }
  }
  return cards;
}

function mcq(
  question: string,
  answer: { key: string; text: string },
  kind: string,
  pools: TPools,
  unit: TUnit,
  score: number,
): TCandidate | undefined {
  const distractors: TPoolEntry[] = pickAlternatives(pools, {
    kind,
    key: answer.key,
    text: answer.text,
    context: question,
    count: 3,
    seed: question,
    near: unit.id,
  });
  if (distractors.length < 3) return undefined;
  const correctIndex = hash(question) % 4;
  const options = distractors.map((entry) => capitalise(entry.text));
  options.splice(correctIndex, 0, capitalise(answer.text.replace(/\s+/g, " ")));
  return {
    content: { type: "mcq", question, options, correctIndex, explanation: renderUnit(unit) },
    source: unitSource(unit),
    unitIds: [unit.id],
    score,
  };
}

function withoutArticle(text: string): string {
  return text.replace(/^(the|an?) /i, "");
}
