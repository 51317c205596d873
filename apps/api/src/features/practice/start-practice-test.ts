import { randomInt } from "node:crypto";
import {
  buildPracticeTest,
  type TPracticeCard,
  type TPracticeCardChoice,
  type TPracticeSettings,
  type TPracticeTest,
  type TSchedulerSettings,
} from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { loadPracticeCards, resolvePracticeDecks } from "./load-practice-cards.ts";
import { practiceTestSelect, toPracticeTestDto } from "./practice-dto.ts";

/** What the learner chose; the seed is picked when absent, and no decks means all of them. */
export type PracticeChoice = Omit<TPracticeSettings, "seed"> & { seed?: number | undefined };

/** Why a test would have no question, per choice of cards. */
export const NO_PRACTICE_QUESTIONS: Readonly<Record<TPracticeCardChoice, string>> = {
  all: "These decks have no cards to ask about yet. Add cards, or choose other decks.",
  weakest: "These decks have no cards to ask about yet. Add cards, or choose other decks.",
  missed: "No card in these decks was missed the last time a test asked about it. Choose all cards or the weakest instead.",
  new: "Every card in these decks has been studied. Choose all cards or the weakest instead.",
};

/**
 * Starts a practice test over the learner's decks (docs/practice-tests.md, "The API and what is stored"): their
 * cards with FSRS's recall now and last test's misses, built by buildPracticeTest and stored with its settings and
 * seed. Answers the test without its answers. `scheduler` is the learner's (study's settings), for recall.
 */
export async function startPracticeTest(
  { userId, choice, scheduler, now = new Date() }: { userId: string; choice: PracticeChoice; scheduler: TSchedulerSettings; now?: Date },
  db: DbOrTx,
): Promise<TPracticeTest> {
  const groupIds = await resolvePracticeDecks({ userId, groupIds: choice.groupIds }, db);
  const cards = await loadPracticeCards({ userId, groupIds, scheduler, now }, db);
  const settings: TPracticeSettings = { ...choice, groupIds, seed: choice.seed ?? randomInt(0, 2 ** 32) };
  return createPracticeTest({ userId, settings, cards, retakeOfId: null, now }, db);
}

/** Builds and stores a test from these cards; BAD_REQUEST (reason no_questions) when none can be asked. */
export async function createPracticeTest(
  {
    userId,
    settings,
    cards,
    retakeOfId,
    now,
  }: { userId: string; settings: TPracticeSettings; cards: readonly TPracticeCard[]; retakeOfId: string | null; now: Date },
  db: DbOrTx,
): Promise<TPracticeTest> {
  const questions = buildPracticeTest(cards, settings);
  if (questions.length === 0) {
    throw new AppError("BAD_REQUEST", { message: NO_PRACTICE_QUESTIONS[settings.cards], details: { reason: "no_questions" } });
  }
  const row = await db.practiceTest.create({
    data: {
      userId,
      groupIds: settings.groupIds,
      settings,
      questions,
      total: questions.length,
      startedAt: now,
      deadlineAt: settings.minutes === null ? null : new Date(now.getTime() + settings.minutes * 60_000),
      retakeOfId,
    },
    select: practiceTestSelect,
  });
  return toPracticeTestDto(row, [], now);
}
