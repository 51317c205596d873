import type { TAnalysis } from "../../analysis/analyse-document.ts";
import type { TUnit } from "../../analysis/analysis-types.ts";
import { answerTeaches, askAboutSentence } from "./ask-about-sentence.ts";
import { factScore } from "../../analysis/fact-score.ts";
import { renderUnit, sourceOf, unitSource } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";
import { capitalise, joinList, withoutEndPunctuation } from "../../analysis/text-tools.ts";

/**
 * Question-and-answer cards, best shapes first: definitions ("What is X?"),
 * names ("What is Y called?"), dates ("When did ...?"), inline lists ("What
 * does X include?"), then questions read off a plain sentence whose subject
 * is a term the document teaches (place, agent, cause, object; ask-about-
 * sentence.ts). Only fact units are asked about; each question's answer must
 * hold a term worth knowing, or a definition.
 */
export function buildQna(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const inScope = new Set(units.map((unit) => unit.id));
  const cards: TCandidate[] = [];
  for (const fact of analysis.definitions) {
    if (!inScope.has(fact.unit.id)) continue;
    cards.push(qna(fact.question, fact.answer, fact.unit, 10 + factScore(fact.unit, analysis)));
  }
  for (const fact of analysis.dates) {
    if (!inScope.has(fact.unit.id) || !fact.question) continue;
    cards.push(qna(fact.question, fact.date.text, fact.unit, 8 + factScore(fact.unit, analysis)));
  }
  for (const list of analysis.lists) {
    if (list.isBullets || !list.units.every((unit) => inScope.has(unit.id) && !unit.flaw)) continue;
    cards.push({
      content: { type: "qna", question: list.question, answer: capitalise(joinList(list.items)) },
      source: sourceOf(list.units[0]!.section, list.start, list.end),
      unitIds: list.units.map((unit) => unit.id),
      score: 7 + factScore(list.units[0]!, analysis),
    });
  }
  for (const unit of units) {
    if (unit.flaw) continue;
    const subjectCard = askForSubject(unit, analysis);
    if (subjectCard) cards.push(subjectCard);
    for (const { question, answer, score } of askAboutSentence(unit)) {
      if (!answerTeaches(answer, unit, analysis)) continue;
      cards.push(qna(question, answer, unit, score + factScore(unit, analysis)));
    }
  }
  return cards;
}

function qna(question: string, answer: string, unit: TUnit, score: number): TCandidate {
  return { content: { type: "qna", question, answer: withoutEndPunctuation(answer) }, source: unitSource(unit), unitIds: [unit.id], score };
}

/** "Marie Antoinette was born in Vienna." -> "Who was born in Vienna?" */
function askForSubject(unit: TUnit, analysis: TAnalysis): TCandidate | undefined {
  if (unit.antecedent) return undefined;
  const subject = unit.terms.find((term) => term.first === 0);
  const stats = subject ? analysis.salience.terms.get(subject.key) : undefined;
  // The document's topic ("Money" all through a section on money) answers every such question.
  if (!subject || !stats?.isGappable || stats.isTopic || !/^(person|subject)/.test(subject.kind)) return undefined;
  const verb = unit.tokens[subject.last];
  if (!verb || !(verb.pos === "VERB" || (verb.pos === "AUX" && unit.tokens[subject.last + 1]?.pos === "VERB"))) return undefined;
  const rest = withoutEndPunctuation(renderUnit(unit, [{ start: unit.bodyStart ?? unit.start, end: verb.start, text: "" }]));
  const restLower = rest.charAt(0).toLowerCase() + rest.slice(1);
  if (restLower.split(" ").length < 3 || restLower.toLowerCase().includes(subject.text.toLowerCase())) return undefined;
  const who = subject.kind === "person" ? "Who" : "What";
  return qna(`${who} ${restLower}?`, subject.text.replace(/\s+/g, " "), unit, 5 + factScore(unit, analysis));
}

/** An answer that is the document's topic, give or take an article. */
