import {
  cardItemStats,
  itemFlagText,
  RATINGS,
  type TCardTestAnswer,
  type TPracticeItemStats,
  type TPracticeQuestion,
  type TPracticeResponse,
} from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";

type AnswerRow = {
  cardId: string;
  noteId: string;
  attemptId: string;
  correct: boolean;
  question: TPracticeQuestion;
  response: TPracticeResponse | null;
};

/**
 * Per card of one of the learner's decks, over all their submitted tests: how often it was asked and missed, which
 * distractors were picked, its study Again rate, and the flags the deck page shows beside leeches
 * (docs/practice-tests.md, "Item analysis"). A card counts in the deck it is in now; cards never asked are left out.
 */
export async function listCardItemStats({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<TPracticeItemStats> {
  const deck = await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!deck) throw groupNotFound();
  const rows = await db.$queryRaw<AnswerRow[]>`
    SELECT asked."cardId", c."noteId", t.id AS "attemptId", NOT (asked."cardId" = ANY(a."missedCardIds")) AS correct,
      t.questions -> a.position AS question, a.response
    FROM practice_test t
      JOIN practice_answer a ON a."testId" = t.id
      CROSS JOIN LATERAL unnest(a."cardIds") AS asked ("cardId")
      JOIN card c ON c.id = asked."cardId" AND c."userId" = ${userId}
      JOIN note n ON n.id = c."noteId" AND n."groupId" = ${groupId}::uuid
    WHERE t."userId" = ${userId} AND t."submittedAt" IS NOT NULL
    ORDER BY t."submittedAt", a.position`;
  if (rows.length === 0) return { cards: [] };
  const cardIds = [...new Set(rows.map((row) => row.cardId))];
  const reviews = await db.reviewLog.findMany({ where: { userId, cardId: { in: cardIds } }, select: { cardId: true, rating: true } });
  const notes = new Map(rows.map((row) => [row.cardId, row.noteId]));
  const stats = cardItemStats({
    testAnswers: rows.map(toTestAnswer),
    studyAnswers: reviews.flatMap((review) => {
      // review_log keeps Anki's 1-4 (RATING_NUMBER): Again is 1.
      const rating = RATINGS[review.rating - 1];
      return rating ? [{ cardId: review.cardId, rating }] : [];
    }),
  });
  return {
    cards: stats.map((card) => ({
      card_id: card.cardId,
      note_id: notes.get(card.cardId)!,
      asked: card.asked,
      missed: card.missed,
      miss_rate: card.missRate,
      distractors: card.distractors,
      study_answers: card.studyAnswers,
      study_again_rate: card.studyAgainRate,
      flags: card.flags.map((flag) => ({ reason: flag.reason, text: itemFlagText(flag) })),
    })),
  };
}

function toTestAnswer(row: AnswerRow): TCardTestAnswer {
  const answer: TCardTestAnswer = { cardId: row.cardId, attemptId: row.attemptId, correct: row.correct };
  if (row.question.format !== "multiple_choice") return answer;
  const picked = row.response?.format === "multiple_choice" ? row.response.choice : null;
  return { ...answer, choice: { options: row.question.options, correctIndex: row.question.correctIndex, picked } };
}
