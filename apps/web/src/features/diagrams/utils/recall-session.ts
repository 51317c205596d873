import { acceptedAnswers, gradeWritten, spellingNote, type TDiagramGraph, type TRating } from "@mnemo/api-contract";
import { recallPrompt } from "./recall-selection.ts";

/**
 * A "Hide and recall" session (docs/diagrams.md, "Studying a diagram"): the hidden nodes asked one at a time in
 * reading order. The learner types the label, graded as a practice test's written answer is (gradeWritten, with
 * the alternatives the label itself offers: "DNA (deoxyribonucleic acid)" takes either), or reveals it and rates
 * their own recall. A node is missed when typed wrong or rated Again; missed nodes can become diagram cards.
 */
export type TRecallAnswer = { kind: "typed"; given: string; isCorrect: boolean; note: string | null } | { kind: "rated"; rating: TRating };

export type TRecallItem = { nodeId: string; label: string; prompt: string; answer: TRecallAnswer | null };

export type TRecallSession = { items: TRecallItem[]; index: number };

export function startRecall(graph: TDiagramGraph, nodeIds: readonly string[]): TRecallSession {
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  const items = nodeIds.flatMap((nodeId) => {
    const label = labels.get(nodeId);
    return label === undefined ? [] : [{ nodeId, label, prompt: recallPrompt(graph, nodeId), answer: null }];
  });
  return { items, index: 0 };
}

/** The node being asked, or null once every one is answered. */
export function currentItem(session: TRecallSession): TRecallItem | null {
  return session.items[session.index] ?? null;
}

/** A typed label, graded as a practice test's written answer (accents and case forgiven, a small typo accepted with a note). */
export function gradeRecall(given: string, label: string): { isCorrect: boolean; note: string | null } {
  const grade = gradeWritten(given, acceptedAnswers(label), { strictAccents: false });
  return { isCorrect: grade.correct, note: spellingNote(grade) };
}

/** The current node answered: typed (graded here) or revealed and rated. Answering again changes nothing. */
export function answerRecall(
  session: TRecallSession,
  answer: { kind: "typed"; given: string } | { kind: "rated"; rating: TRating },
): TRecallSession {
  const item = currentItem(session);
  if (!item || item.answer) return session;
  const graded: TRecallAnswer =
    answer.kind === "typed" ? { kind: "typed", given: answer.given, ...gradeRecall(answer.given, item.label) } : answer;
  return { ...session, items: session.items.map((entry, index) => (index === session.index ? { ...entry, answer: graded } : entry)) };
}

/** On to the next node once this one is answered. */
export function nextRecall(session: TRecallSession): TRecallSession {
  return currentItem(session)?.answer ? { ...session, index: session.index + 1 } : session;
}

export function isMissed(answer: TRecallAnswer | null): boolean {
  return answer !== null && (answer.kind === "typed" ? !answer.isCorrect : answer.rating === "again");
}

/** How the session stands: answered, recalled, the missed nodes (in the order asked), and the labels shown again so far. */
export function recallSummary(session: TRecallSession) {
  const answered = session.items.filter((item) => item.answer !== null);
  const missed = answered.filter((item) => isMissed(item.answer));
  return {
    total: session.items.length,
    answered: answered.length,
    recalled: answered.length - missed.length,
    missed: missed.map((item) => item.nodeId),
    revealed: new Set(answered.map((item) => item.nodeId)),
    isDone: session.items.length > 0 && session.index >= session.items.length,
  };
}
