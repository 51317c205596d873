import type { TAnalysis } from "./analyse-document.ts";
import type { TUnit } from "./analysis-types.ts";
import { askAboutSentence } from "./ask-about-sentence.ts";
import { isStandalone, renderUnit, sourceOf, unitSource } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";
import { capitalise, joinList, withoutEndPunctuation } from "./text-tools.ts";

/**
 * Question-and-answer cards: definitions ("What is X?"), dates ("When did
 * ...?"), lists ("What are the three ...?") and sentences whose subject is a
 * name or defined term ("Robespierre led ..." -> "Who led ...?"), and the
 * sentence shapes ask-about-sentence.ts reads (place, agent, name, cause,
 * object). The selector keeps one question per sentence, the best scored.
 */
export function buildQna(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const inSection = new Set(units.map((unit) => unit.id));
  const cards: TCandidate[] = [];
  for (const fact of analysis.definitions) {
    if (!inSection.has(fact.unit.id)) continue;
    cards.push(qna(fact.question, fact.answer, fact.unit, 10));
  }
  for (const fact of analysis.dates) {
    if (!inSection.has(fact.unit.id) || !fact.question) continue;
    cards.push(qna(fact.question, fact.date.text, fact.unit, 8));
  }
  for (const list of analysis.lists) {
    if (!list.units.every((unit) => inSection.has(unit.id))) continue;
    cards.push({
      content: { type: "qna", question: list.question, answer: capitalise(list.isBullets ? list.items.join("; ") : joinList(list.items)) },
      source: sourceOf(list.units[0]!.section, list.start, list.end),
      unitIds: list.units.map((unit) => unit.id),
      score: 7,
    });
  }
  for (const unit of units) {
    const card = askForSubject(unit, analysis);
    if (card) cards.push(card);
    for (const { question, answer, score } of askAboutSentence(unit)) cards.push(qna(question, answer, unit, score));
  }
  return cards;
}

function qna(question: string, answer: string, unit: TUnit, score: number): TCandidate {
  return { content: { type: "qna", question, answer }, source: unitSource(unit), unitIds: [unit.id], score };
}

/** "Marie Antoinette was born in Vienna." -> "Who was born in Vienna?" */
function askForSubject(unit: TUnit, analysis: TAnalysis): TCandidate | undefined {
  if (!unit.isSentence || !isStandalone(unit) || unit.antecedent) return undefined;
  const subject = unit.terms.find((term) => term.first === 0);
  if (!subject || !/^(person|name|subject|place)/.test(subject.kind)) return undefined;
  const verb = unit.tokens[subject.last];
  if (!verb || !(verb.pos === "VERB" || (verb.pos === "AUX" && unit.tokens[subject.last + 1]?.pos === "VERB"))) return undefined;
  const rest = withoutEndPunctuation(renderUnit(unit, [{ start: unit.start, end: verb.start, text: "" }]));
  if (rest.split(" ").length < 3 || rest.toLowerCase().includes(subject.text.toLowerCase())) return undefined;
  const who = subject.kind === "person" ? "Who" : subject.kind === "place" ? "Which place" : "What";
  const score = 4 + (analysis.terms.get(subject.key)?.score ?? 0) / 10;
  return qna(`${who} ${rest}?`, subject.text, unit, score);
}
