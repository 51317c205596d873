import type { TAnalysis } from "../../analysis/analyse-document.ts";
import type { TUnit } from "../../analysis/analysis-types.ts";
import { factScore, gappableTerms } from "../../analysis/fact-score.ts";
import { renderUnit, unitSource } from "./render.ts";
import { type TCandidate, type TPools, findAlternatives } from "./term-pools.ts";
import { capitalise, hash } from "../../analysis/text-tools.ts";

/**
 * Multiple choice, with distractors of the answer's own class only
 * (term-pools.ts): a definition asks for the term it defines among the
 * document's other defined terms (siblings by genus first); a fact sentence
 * asks for its most salient term with a blank, among terms with the same head,
 * dates of the same scale, amounts of the same unit or other people. All
 * options are of similar length. Without three such distractors there is no
 * card: a person among years, or a place among geometry terms, gives the
 * answer away.
 */
const BLANK = "_____";
const KIND_NOUN: [RegExp, string][] = [
  [/^person/, "Who"],
  [/^place/, "Which place"],
  [/^date:/, "Which year"],
  [/^number:/, "Which number"],
];

export function buildMcq(units: TUnit[], analysis: TAnalysis, pools: TPools): TCandidate[] {
  const inScope = new Set(units.map((unit) => unit.id));
  const cards: TCandidate[] = [];
  const asked = new Set<number>();
  for (const fact of analysis.definitions) {
    if (!inScope.has(fact.unit.id)) continue;
    const answer = withoutArticle(fact.subject);
    const body = fact.body;
    const question =
      fact.kind === "naming"
        ? fact.question
        : fact.isPerson
          ? `Who ${fact.isPlural ? "were" : "was"} ${body}?`
          : fact.link.startsWith("refer")
            ? `Which term refers to ${body}?`
            : fact.link === "means"
              ? `Which term means ${body}?`
              : // "Devolution: reflects ...", "X: collective actions ...": a glossary body may be any phrase, so it is quoted as a definition.
                fact.link === ":"
                ? `Which term is defined as: ${body}?`
                : `Which term ${fact.isPlural ? "names" : "is"} ${body}?`;
    const card = mcq(analysis, pools, { question, answer, key: fact.subjectKey, kind: "subject", unit: fact.unit, score: 9 });
    if (!card) continue;
    cards.push(card);
    asked.add(fact.unit.id);
  }
  // "When did the French Revolution begin?" among other years of the text (or years near it).
  for (const fact of analysis.dates) {
    if (!inScope.has(fact.unit.id) || !fact.question || asked.has(fact.unit.id)) continue;
    const card = mcq(analysis, pools, {
      question: fact.question,
      answer: fact.date.text,
      key: fact.date.key,
      kind: fact.date.kind,
      unit: fact.unit,
      score: 8,
    });
    if (!card) continue;
    cards.push(card);
    asked.add(fact.unit.id);
  }
  for (const unit of units) {
    if (unit.flaw || asked.has(unit.id)) continue;
    for (const { term } of gappableTerms(unit, analysis).slice(0, 2)) {
      const blanked = renderUnit(unit, [{ start: term.start, end: term.end, text: BLANK }]);
      const lead = KIND_NOUN.find(([pattern]) => pattern.test(term.kind))?.[1] ?? "Which term";
      const question = `${lead} fills the blank? ${blanked}`;
      const head = unit.tokens[term.last - 1];
      const isPlural = head !== undefined && head.pos === "NOUN" && head.lemma !== head.lower;
      const card = mcq(analysis, pools, { question, answer: term.text, key: term.key, kind: term.kind, unit, score: 6, isPlural });
      if (card) {
        cards.push(card);
        break;
      }
    }
  }
  return cards;
}

function mcq(
  analysis: TAnalysis,
  pools: TPools,
  request: { question: string; answer: string; key: string; kind: string; unit: TUnit; score: number; isPlural?: boolean },
): TCandidate | undefined {
  const answer = request.answer.replace(/\s+/g, " ");
  const distractors = findAlternatives(analysis, pools, {
    key: request.key,
    text: answer,
    kind: request.kind,
    context: request.question,
    count: 3,
    seed: request.question,
    purpose: "distractor",
    near: request.unit.id,
    ...(request.isPlural !== undefined ? { isPlural: request.isPlural } : {}),
  });
  if (distractors.length < 3) return undefined;
  const correctIndex = hash(request.question) % 4;
  const options = distractors.map((entry) => capitalise(withoutArticle(entry.text)));
  options.splice(correctIndex, 0, capitalise(withoutArticle(answer)));
  return {
    content: { type: "mcq", question: request.question, options, correctIndex, explanation: renderUnit(request.unit) },
    source: unitSource(request.unit),
    unitIds: [request.unit.id],
    score: request.score + factScore(request.unit, analysis),
  };
}

function withoutArticle(text: string): string {
  return text.replace(/^(the|an?) /i, "");
}
