import type { TRating } from "../study/study-contract.ts";
import { MIN_ITEM_ANALYSIS_ATTEMPTS } from "./practice-rules.ts";

/**
 * Per-card figures over practice tests (docs/practice-tests.md, "Item analysis"): for one learner, how often a card was
 * asked and missed, which distractors were picked, and the flags the deck page shows the way it shows leeches; across
 * learners of a shared deck, classical item analysis (difficulty and point-biserial discrimination).
 */

/** One card's answer in one submitted test (a matching or ordering question gives one per card it asks about). */
export type TCardTestAnswer = {
  cardId: string;
  /** The test it was answered in. */
  attemptId: string;
  /** An unanswered question of a submitted test is missed. */
  correct: boolean;
  /** Multiple choice only: the options as shown, the key's index, and the option picked (null when none was). */
  choice?: { options: string[]; correctIndex: number; picked: number | null };
};

/** One answer to the card in study (FSRS review log). */
export type TCardStudyAnswer = { cardId: string; rating: TRating };

/** A card is flagged once it has been asked this many times in tests (and, for the study comparison, answered as often in study). */
export const MIN_FLAG_ANSWERS = 3;
/** Missed again and again: at least this share of the times asked (2 of 3, 3 of 4, 4 of 6…). */
export const MISSED_OFTEN_SHARE = 2 / 3;
/** Tests and study disagree when the test miss rate and the study Again rate are at least this far apart. */
export const TEST_STUDY_GAP = 0.5;
/** A distractor shown this many times and never picked fools no one: replace it. */
export const MIN_DISTRACTOR_SHOWN = 10;

export type TItemFlag =
  | { reason: "missed_often"; asked: number; missed: number }
  | { reason: "right_in_tests_again_in_study"; testMissRate: number; studyAgainRate: number }
  | { reason: "missed_in_tests_right_in_study"; testMissRate: number; studyAgainRate: number }
  | { reason: "distractor_never_picked"; option: string; shown: number };

export type TDistractorPicks = { option: string; shown: number; picked: number };

export type TCardItemStats = {
  cardId: string;
  asked: number;
  missed: number;
  /** missed / asked (0 when never asked). */
  missRate: number;
  /** Multiple choice only: each wrong option shown with the card, how often it was shown and picked, most picked first. */
  distractors: TDistractorPicks[];
  studyAnswers: number;
  /** Share of study answers that were Again (0 when never studied). */
  studyAgainRate: number;
  flags: TItemFlag[];
};

/** The figures and flags of every card that has test answers, in the order the cards first appear. */
export function cardItemStats({
  testAnswers,
  studyAnswers,
}: {
  testAnswers: TCardTestAnswer[];
  studyAnswers: TCardStudyAnswer[];
}): TCardItemStats[] {
  const study = new Map<string, { count: number; again: number }>();
  for (const answer of studyAnswers) {
    const entry = study.get(answer.cardId) ?? { count: 0, again: 0 };
    entry.count++;
    if (answer.rating === "again") entry.again++;
    study.set(answer.cardId, entry);
  }
  const byCard = new Map<string, TCardTestAnswer[]>();
  for (const answer of testAnswers) byCard.set(answer.cardId, [...(byCard.get(answer.cardId) ?? []), answer]);
  return [...byCard].map(([cardId, answers]) => {
    const asked = answers.length;
    const missed = answers.filter((answer) => !answer.correct).length;
    const missRate = asked === 0 ? 0 : missed / asked;
    const { count: studyCount, again } = study.get(cardId) ?? { count: 0, again: 0 };
    const studyAgainRate = studyCount === 0 ? 0 : again / studyCount;
    const distractors = distractorPicks(answers);
    const flags: TItemFlag[] = [];
    if (asked >= MIN_FLAG_ANSWERS && missRate >= MISSED_OFTEN_SHARE) flags.push({ reason: "missed_often", asked, missed });
    if (asked >= MIN_FLAG_ANSWERS && studyCount >= MIN_FLAG_ANSWERS) {
      if (studyAgainRate - missRate >= TEST_STUDY_GAP) {
        flags.push({ reason: "right_in_tests_again_in_study", testMissRate: missRate, studyAgainRate });
      } else if (missRate - studyAgainRate >= TEST_STUDY_GAP) {
        flags.push({ reason: "missed_in_tests_right_in_study", testMissRate: missRate, studyAgainRate });
      }
    }
    for (const distractor of distractors) {
      if (distractor.shown >= MIN_DISTRACTOR_SHOWN && distractor.picked === 0) {
        flags.push({ reason: "distractor_never_picked", option: distractor.option, shown: distractor.shown });
      }
    }
    return { cardId, asked, missed, missRate, distractors, studyAnswers: studyCount, studyAgainRate, flags };
  });
}

/** Distractors by their text: the same wrong option may sit at another place in another test. */
function distractorPicks(answers: TCardTestAnswer[]): TDistractorPicks[] {
  const picks = new Map<string, TDistractorPicks>();
  for (const { choice } of answers) {
    if (!choice) continue;
    choice.options.forEach((option, index) => {
      if (index === choice.correctIndex) return;
      const entry = picks.get(option) ?? { option, shown: 0, picked: 0 };
      entry.shown++;
      if (choice.picked === index) entry.picked++;
      picks.set(option, entry);
    });
  }
  return [...picks.values()].sort((a, b) => b.picked - a.picked || b.shown - a.shown);
}

/** What the deck page says about a flag. */
export function itemFlagText(flag: TItemFlag): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  switch (flag.reason) {
    case "missed_often":
      return `Missed ${flag.missed} of ${flag.asked} times in tests`;
    case "right_in_tests_again_in_study":
      return `Right in tests (missed ${percent(flag.testMissRate)}) but Again in study (${percent(flag.studyAgainRate)})`;
    case "missed_in_tests_right_in_study":
      return `Missed in tests (${percent(flag.testMissRate)}) but remembered in study (Again ${percent(flag.studyAgainRate)})`;
    case "distractor_never_picked":
      return `The option "${flag.option}" was shown ${flag.shown} times and never picked`;
  }
}

/** One learner's submitted test, for item analysis across learners: every card it asked about, right or wrong. */
export type TItemAnalysisAttempt = { attemptId: string; answers: { cardId: string; correct: boolean }[] };

export type TItemAnalysis = {
  cardId: string;
  /** Attempts that asked about the card. */
  attempts: number;
  /**
   * null below MIN_ITEM_ANALYSIS_ATTEMPTS attempts. `discrimination` is the corrected (item-rest) point-biserial, the
   * one shown; `discriminationWithTotal` the uncorrected one, which the item inflates by counting in its own total.
   * Either is null when every attempt scored the same.
   */
  analysis: { difficulty: number; discrimination: number | null; discriminationWithTotal: number | null } | null;
};

/**
 * Classical item analysis per card across attempts (usually of many learners). A test's score is its share of right
 * answers (tests differ in length); the rest score leaves the card itself out. Difficulty p is the share of attempts
 * that got the card right; discrimination is the point-biserial correlation of the card with the score.
 */
export function itemAnalysis(attempts: TItemAnalysisAttempt[]): TItemAnalysis[] {
  const rows = new Map<string, { correct: boolean; total: number; rest: number | null }[]>();
  for (const attempt of attempts) {
    const right = attempt.answers.filter((answer) => answer.correct).length;
    const count = attempt.answers.length;
    for (const answer of attempt.answers) {
      const rest = count > 1 ? (right - (answer.correct ? 1 : 0)) / (count - 1) : null;
      rows.set(answer.cardId, [...(rows.get(answer.cardId) ?? []), { correct: answer.correct, total: right / count, rest }]);
    }
  }
  return [...rows].map(([cardId, items]) => {
    if (items.length < MIN_ITEM_ANALYSIS_ATTEMPTS) return { cardId, attempts: items.length, analysis: null };
    const correct = items.map((item) => item.correct);
    const rests = items.flatMap((item) => (item.rest === null ? [] : [item.rest]));
    return {
      cardId,
      attempts: items.length,
      analysis: {
        difficulty: correct.filter(Boolean).length / correct.length,
        discrimination: rests.length === items.length ? pointBiserial(correct, rests) : null,
        discriminationWithTotal: pointBiserial(
          correct,
          items.map((item) => item.total),
        ),
      },
    };
  });
}

/**
 * r_pb = (M1 − M0) / s · √(p·q): M1 and M0 the mean scores of those right and wrong on the item, s the scores'
 * population standard deviation, p the share right and q = 1 − p (the Pearson correlation of the item with the score).
 * null when everyone was right, everyone wrong, or every score is the same.
 */
export function pointBiserial(correct: boolean[], scores: number[]): number | null {
  const n = scores.length;
  const right = scores.filter((_, i) => correct[i]);
  const wrong = scores.filter((_, i) => !correct[i]);
  if (n === 0 || right.length === 0 || wrong.length === 0) return null;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const m = mean(scores);
  const s = Math.sqrt(scores.reduce((sum, score) => sum + (score - m) ** 2, 0) / n);
  if (s === 0) return null;
  const p = right.length / n;
  return ((mean(right) - mean(wrong)) / s) * Math.sqrt(p * (1 - p));
}
