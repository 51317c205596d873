import {
  acceptedAnswers,
  normaliseAnswer,
  ZNoteContentSchema,
  type TNoteContent,
  type TPracticeAnswerSide,
  type TPracticeQuestionDto,
} from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { noteNotFound } from "../collection/note-not-found.ts";
import { syncNoteCards } from "../collection/sync-note-cards.ts";
import { lockPracticeTest } from "./lock-practice-test.ts";
import { practiceAnswerSelect, testQuestions, testSettings, toPracticeQuestionDto } from "./practice-dto.ts";
import { NO_SUCH_QUESTION } from "./save-practice-answer.ts";

export const ONLY_TYPED_OVERRIDE = "Only a typed answer can be marked right with “I was right”.";
export const NOTHING_TO_OVERRIDE = "Answer this question first: there is no answer to mark right yet.";
export const OVERRIDE_BEFORE_KEY = "This test shows its answers at the end: submit it, then mark an answer right if the grade was wrong.";
export const NO_ALTERNATIVE_FOR_TYPE = "Only a question-and-answer or two-sided card can take your answer as an accepted alternative.";

/**
 * "I was right" (docs/practice-tests.md): the learner's typed answer counts as right, recorded as overridden with
 * layer "override" (and the score follows when the test is already submitted). Only once the answer's grade was
 * shown. With `addAlternative`, the answer is also added to the card's answer side as " / <answer>" (qna and manual
 * cards only, and only when it is not already accepted there), in the same transaction. Overriding twice changes
 * nothing more.
 */
export async function overridePracticeAnswer(
  { userId, testId, position, addAlternative }: { userId: string; testId: string; position: number; addAlternative: boolean },
  db: Db,
): Promise<TPracticeQuestionDto> {
  return db.$transaction(async (tx) => {
    const test = await lockPracticeTest({ userId, testId, mode: "update" }, tx);
    const question = testQuestions(test)[position];
    if (!question) throw new AppError("BAD_REQUEST", { message: NO_SUCH_QUESTION });
    if (question.format !== "written" && question.format !== "fill_in") throw new AppError("BAD_REQUEST", { message: ONLY_TYPED_OVERRIDE });
    const settings = testSettings(test);
    const submitted = test.submittedAt !== null;
    if (!submitted && settings.feedback !== "each") {
      throw new AppError("CONFLICT", { message: OVERRIDE_BEFORE_KEY, details: { reason: "not_revealed" } });
    }
    const answer = await tx.practiceAnswer.findUnique({ where: { testId_position: { testId, position } }, select: practiceAnswerSelect });
    const response = answer?.response as { text?: string } | null | undefined;
    const given = response?.text?.trim();
    if (!answer || !given) throw new AppError("BAD_REQUEST", { message: NOTHING_TO_OVERRIDE });

    let saved = answer;
    if (!answer.correct) {
      saved = await tx.practiceAnswer.update({
        where: { testId_position: { testId, position } },
        data: { correct: true, overridden: true, layer: "override", matched: null, missedCardIds: [] },
        select: practiceAnswerSelect,
      });
      if (submitted) await tx.practiceTest.update({ where: { id: testId }, data: { score: { increment: 1 } } });
    }
    if (addAlternative)
      await addAcceptedAlternative({ userId, noteId: question.cards[0].noteId, side: settings.answerWith, text: given }, tx);
    return toPracticeQuestionDto(question, position, saved, { submitted, feedback: settings.feedback });
  });
}

/** Appends " / <text>" to the answer side of a qna or manual card, unless the text is already one of its answers. */
async function addAcceptedAlternative(
  { userId, noteId, side, text }: { userId: string; noteId: string; side: TPracticeAnswerSide; text: string },
  tx: DbOrTx,
): Promise<void> {
  const note = await tx.note.findFirst({ where: { id: noteId, userId }, select: { content: true, format: true } });
  if (!note) throw noteNotFound();
  const content = note.content as TNoteContent;
  if (content.type !== "qna" && content.type !== "manual") throw new AppError("BAD_REQUEST", { message: NO_ALTERNATIVE_FOR_TYPE });
  const field = content.type === "qna" ? (side === "back" ? "answer" : "question") : side === "back" ? "back" : "front";
  const current = (content as Record<string, string>)[field]!;
  const known = new Set(acceptedAnswers(current).map((answer) => normaliseAnswer(answer)));
  if (known.has(normaliseAnswer(text))) return;
  // An imported note's fields are HTML: the learner's text goes in as text.
  const added = note.format === "html" ? escapeHtml(text) : text;
  const parsed = ZNoteContentSchema.safeParse({ ...content, [field]: `${current} / ${added}` });
  if (!parsed.success) {
    throw new AppError("BAD_REQUEST", {
      message: `Your answer cannot be added to this card: ${parsed.error.issues[0]?.message ?? "it is too long"}`,
    });
  }
  await tx.note.updateMany({ where: { id: noteId, userId }, data: { content: parsed.data } });
  await syncNoteCards({ notes: [{ id: noteId, userId, content: parsed.data }] }, tx);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
