import { parseCloze } from "../cards/cloze.ts";
import type { TPracticeAnswerSide } from "./practice-rules.ts";
import type { TPracticeCard } from "./practice-types.ts";
import { acceptedAnswers } from "./accepted-answers.ts";

/** What a card asks and answers on the chosen side, for the formats that ask one card one thing. */
export type TCardRecall = {
  prompt: string;
  answer: string;
  accepted: string[];
  /** The prompt stated with `shown` as its answer, for true/false; null when one option cannot answer it. */
  statement: ((shown: string) => string) | null;
  /** Which distractor pool fits: the answers of the chosen side, or the backs (cloze and mcq never swap). */
  side: TPracticeAnswerSide;
};

/** A cloze card's gap as a fill-in shows it. */
export const CLOZE_GAP = "_____";

/**
 * The card's question and answer on the chosen side: qna and manual swap for answerWith "front"; mcq (its question
 * and right option) and cloze (its gap) stay as they are. Null for a card that asks nothing of this kind
 * (truefalse, concept_fact_list: their own builders) or a cloze card with no gap of its number.
 */
export function cardRecall(card: TPracticeCard, answerWith: TPracticeAnswerSide): TCardRecall | null {
  const content = card.content;
  switch (content.type) {
    case "qna":
    case "manual": {
      const front = content.type === "qna" ? content.question : content.front;
      const back = content.type === "qna" ? content.answer : content.back;
      const [prompt, answer] = answerWith === "front" ? [back, front] : [front, back];
      return pairRecall(prompt.trim(), answer.trim(), answerWith);
    }
    case "mcq": {
      const answer = content.options[content.correctIndex]?.trim();
      return answer ? pairRecall(content.question.trim(), answer, "back") : null;
    }
    case "clozedel":
      return clozeRecall(content.text, card.ord + 1);
    default:
      return null;
  }
}

function pairRecall(prompt: string, answer: string, side: TPracticeAnswerSide): TCardRecall {
  return { prompt, answer, accepted: acceptedAnswers(answer), statement: (shown) => `${prompt} — ${shown}`, side };
}

type TClozePiece = string | { answer: string; hint: string | null };

/**
 * A cloze card (ord N-1, as card-ords.ts: c0 counts as c1) asks its number's gaps: each shown as "_____" or its
 * "[hint]", the other numbers' gaps as their answers. Several gaps of one number make one answer, joined by " … ",
 * and such a card is asked only as fill-in or written (no single option could fill them all).
 */
function clozeRecall(text: string, number: number): TCardRecall | null {
  const pieces = clozePieces(text, Math.max(1, number));
  const gaps = pieces.filter((piece) => typeof piece !== "string");
  if (gaps.length === 0 || gaps.some((gap) => gap.answer === "")) return null;
  const fill = (show: (gap: { answer: string; hint: string | null }) => string) =>
    pieces.map((piece) => (typeof piece === "string" ? piece : show(piece))).join("");
  const parts = [...new Set(gaps.map((gap) => gap.answer))];
  const answer = parts.join(" … ");
  return {
    prompt: fill((gap) => (gap.hint ? `[${gap.hint}]` : CLOZE_GAP)),
    answer,
    accepted: parts.length === 1 ? acceptedAnswers(answer) : [answer],
    statement: gaps.length === 1 ? (shown) => fill(() => shown) : null,
    side: "back",
  };
}

function clozePieces(text: string, number: number): TClozePiece[] {
  return parseCloze(text).segments.flatMap((segment): TClozePiece[] => {
    if (segment.kind === "text") return [segment.text];
    // Another number's gap reads as its answer, with this card's gaps inside it still hidden.
    if (Math.max(1, segment.number) !== number) return clozePieces(segment.inner, number);
    return [{ answer: segment.answer.trim(), hint: segment.hint }];
  });
}
