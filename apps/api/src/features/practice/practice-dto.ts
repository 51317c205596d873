import {
  questionKey,
  questionView,
  type TGradeLayer,
  type TPracticeAttempt,
  type TPracticeGiven,
  type TPracticeQuestion,
  type TPracticeQuestionDto,
  type TPracticeResponse,
  type TPracticeSettings,
  type TPracticeTest,
} from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

/** Answers are still taken this long after the deadline: an answer sent as time ran out is not lost to the network. */
export const PRACTICE_DEADLINE_GRACE_MS = 15_000;

export const practiceAttemptSelect = {
  id: true,
  groupIds: true,
  total: true,
  startedAt: true,
  deadlineAt: true,
  submittedAt: true,
  score: true,
  durationMs: true,
  retakeOfId: true,
} satisfies Prisma.PracticeTestSelect;

export const practiceTestSelect = { ...practiceAttemptSelect, settings: true, questions: true } satisfies Prisma.PracticeTestSelect;

export const practiceAnswerSelect = {
  position: true,
  cardIds: true,
  response: true,
  correct: true,
  layer: true,
  matched: true,
  reason: true,
  overridden: true,
  missedCardIds: true,
  answeredAt: true,
} satisfies Prisma.PracticeAnswerSelect;

export type PracticeAttemptRow = Prisma.PracticeTestGetPayload<{ select: typeof practiceAttemptSelect }>;
export type PracticeTestRow = Prisma.PracticeTestGetPayload<{ select: typeof practiceTestSelect }>;
export type PracticeAnswerRow = Prisma.PracticeAnswerGetPayload<{ select: typeof practiceAnswerSelect }>;

/** The stored JSON columns, typed: written only by this feature, from the contract's types. */
export const testSettings = (row: { settings: Prisma.JsonValue }) => row.settings as unknown as TPracticeSettings;
export const testQuestions = (row: { questions: Prisma.JsonValue }) => row.questions as unknown as TPracticeQuestion[];

/** The deadline has passed, grace included: answers are refused, submit and extend still work. */
export function isTimeUp(deadlineAt: Date | null, now: Date): boolean {
  return deadlineAt !== null && now.getTime() > deadlineAt.getTime() + PRACTICE_DEADLINE_GRACE_MS;
}

export function toPracticeAttemptDto(row: PracticeAttemptRow): TPracticeAttempt {
  return {
    id: row.id,
    group_ids: row.groupIds,
    total: row.total,
    started_at: row.startedAt.toISOString(),
    deadline_at: row.deadlineAt?.toISOString() ?? null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    score: row.score,
    duration_ms: row.durationMs,
    retake_of: row.retakeOfId,
  };
}

/**
 * A test as the browser sees it: each question without its answer until the learner may see it (after answering
 * it when feedback is "each"; all of them once the test is submitted), and whether an answer was right only then.
 */
export function toPracticeTestDto(row: PracticeTestRow, answers: readonly PracticeAnswerRow[], now: Date): TPracticeTest {
  const settings = testSettings(row);
  const byPosition = new Map(answers.map((answer) => [answer.position, answer]));
  return {
    ...toPracticeAttemptDto(row),
    settings,
    time_up: row.submittedAt === null && isTimeUp(row.deadlineAt, now),
    answered: answers.filter((answer) => answer.response !== null).length,
    questions: testQuestions(row).map((question, position) =>
      toPracticeQuestionDto(question, position, byPosition.get(position) ?? null, {
        submitted: row.submittedAt !== null,
        feedback: settings.feedback,
      }),
    ),
  };
}

export function toPracticeQuestionDto(
  question: TPracticeQuestion,
  position: number,
  answer: PracticeAnswerRow | null,
  { submitted, feedback }: { submitted: boolean; feedback: TPracticeSettings["feedback"] },
): TPracticeQuestionDto {
  const isRevealed = submitted || (feedback === "each" && answer !== null);
  return {
    position,
    cards: question.cards.map((card) => ({ card_id: card.cardId, note_id: card.noteId })),
    question: questionView(question),
    given: answer && toGiven(answer, isRevealed),
    key: isRevealed ? questionKey(question) : null,
  };
}

function toGiven(answer: PracticeAnswerRow, isRevealed: boolean): TPracticeGiven {
  return {
    response: answer.response as TPracticeResponse | null,
    correct: isRevealed ? answer.correct : null,
    layer: isRevealed ? (answer.layer as TGradeLayer | null) : null,
    matched: isRevealed ? answer.matched : null,
    reason: isRevealed ? answer.reason : null,
    overridden: answer.overridden,
    answered_at: answer.answeredAt.toISOString(),
  };
}
