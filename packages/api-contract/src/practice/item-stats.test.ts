import { describe, expect, it } from "vitest";
import { cardItemStats, itemAnalysis, itemFlagText, pointBiserial, type TCardTestAnswer } from "./item-stats.ts";
import { MIN_ITEM_ANALYSIS_ATTEMPTS } from "./practice-rules.ts";

const mc = (attemptId: string, picked: number | null): TCardTestAnswer => ({
  cardId: "paris",
  attemptId,
  correct: picked === 0,
  choice: { options: ["Paris", "Lyon", "Marseille", "Nice"], correctIndex: 0, picked },
});

describe("cardItemStats", () => {
  it("counts asked, missed and picks per distractor, most picked first", () => {
    // Asked 4 times: right once, Lyon twice, Marseille once, Nice never.
    const [stats] = cardItemStats({ testAnswers: [mc("t1", 0), mc("t2", 1), mc("t3", 1), mc("t4", 2)], studyAnswers: [] });
    expect(stats).toMatchObject({ cardId: "paris", asked: 4, missed: 3, missRate: 0.75 });
    expect(stats?.distractors).toEqual([
      { option: "Lyon", shown: 4, picked: 2 },
      { option: "Marseille", shown: 4, picked: 1 },
      { option: "Nice", shown: 4, picked: 0 },
    ]);
    // 3 of 4 ≥ 2/3 and asked ≥ 3: missed again and again. Nice shown 4 < 10 times: too few to judge.
    expect(stats?.flags).toEqual([{ reason: "missed_often", asked: 4, missed: 3 }]);
  });

  it("does not flag a card asked fewer than 3 times, or missed 1 of 3", () => {
    const twice = cardItemStats({ testAnswers: [mc("t1", 1), mc("t2", 2)], studyAnswers: [] });
    expect(twice[0]?.flags).toEqual([]);
    const onceInThree = cardItemStats({ testAnswers: [mc("t1", 1), mc("t2", 0), mc("t3", 0)], studyAnswers: [] });
    expect(onceInThree[0]?.flags).toEqual([]);
  });

  it("flags a distractor shown 10 times and never picked", () => {
    const answers = Array.from({ length: 10 }, (_, i) => mc(`t${i}`, i % 2 === 0 ? 0 : 1 + (i % 4 === 1 ? 0 : 1)));
    const [stats] = cardItemStats({ testAnswers: answers, studyAnswers: [] });
    expect(stats?.flags).toContainEqual({ reason: "distractor_never_picked", option: "Nice", shown: 10 });
    expect(stats?.flags.some((flag) => flag.reason === "distractor_never_picked" && flag.option === "Lyon")).toBe(false);
  });

  it("flags a card right in tests but Again in study, and the reverse", () => {
    const right = (cardId: string, attemptId: string, correct: boolean) => ({ cardId, attemptId, correct });
    const stats = cardItemStats({
      testAnswers: [...["t1", "t2", "t3"].map((t) => right("a", t, true)), ...["t1", "t2", "t3"].map((t) => right("b", t, false))],
      studyAnswers: [
        // a: Again 3 of 4 = 0.75, tests missed 0: gap 0.75 ≥ 0.5.
        { cardId: "a", rating: "again" },
        { cardId: "a", rating: "again" },
        { cardId: "a", rating: "again" },
        { cardId: "a", rating: "good" },
        // b: Again 0 of 3, tests missed 3 of 3: gap 1.
        { cardId: "b", rating: "good" },
        { cardId: "b", rating: "easy" },
        { cardId: "b", rating: "hard" },
      ],
    });
    expect(stats[0]?.flags).toEqual([{ reason: "right_in_tests_again_in_study", testMissRate: 0, studyAgainRate: 0.75 }]);
    expect(stats[1]?.flags).toEqual([
      { reason: "missed_often", asked: 3, missed: 3 },
      { reason: "missed_in_tests_right_in_study", testMissRate: 1, studyAgainRate: 0 },
    ]);
    expect(itemFlagText(stats[0]?.flags[0] ?? { reason: "missed_often", asked: 0, missed: 0 })).toBe(
      "Right in tests (missed 0%) but Again in study (75%)",
    );
  });
});

/*
 * Hand computation. Five attempts of four cards (✓ right, ✗ wrong); score = share right:
 *   A1 a✓ b✓ c✓ d✓ → 1      A2 a✓ b✓ c✓ d✗ → 0.75     A3 a✓ b✗ c✗ d✓ → 0.5
 *   A4 a✗ b✓ c✗ d✗ → 0.25   A5 a✗ b✗ c✗ d✗ → 0
 * Scores' mean 0.5; population variance (0.25 + 0.0625 + 0 + 0.0625 + 0.25) / 5 = 0.125, s = √0.125 = 0.353553.
 * Card a: p = 3/5 = 0.6, q = 0.4, √(pq) = √0.24 = 0.489898.
 *   With the total: M1 = (1 + 0.75 + 0.5)/3 = 0.75, M0 = (0.25 + 0)/2 = 0.125;
 *   r = (0.75 − 0.125)/0.353553 · 0.489898 = 0.866025 (= √3/2).
 *   Item-rest (the others' share right): A1 3/3, A2 2/3, A3 1/3, A4 1/3, A5 0 → thirds [3, 2, 1, 1, 0];
 *   M1 = (3 + 2 + 1)/9 = 2/3, M0 = (1 + 0)/6 = 1/6; variance of [3, 2, 1, 1, 0] is 5.2/5 = 1.04, so s = √1.04/3 = 0.339935;
 *   r = (2/3 − 1/6)/0.339935 · 0.489898 = 0.720577.
 * Card d: p = 0.4; M1 = (1 + 0.5)/2 = 0.75, M0 = (0.75 + 0.25 + 0)/3 = 1/3; r = (0.416667/0.353553) · 0.489898 = 0.577350 (= 1/√3).
 */
const HAND_ATTEMPTS = [
  [true, true, true, true],
  [true, true, true, false],
  [true, false, false, true],
  [false, true, false, false],
  [false, false, false, false],
];

function attempts(copies: number) {
  return Array.from({ length: copies }, (_, copy) =>
    HAND_ATTEMPTS.map((row, i) => ({
      attemptId: `A${i + 1}-${copy}`,
      answers: row.map((correct, j) => ({ cardId: "abcd"[j] ?? "", correct })),
    })),
  ).flat();
}

describe("pointBiserial", () => {
  it("matches the hand computation", () => {
    const card = HAND_ATTEMPTS.map((row) => row[0] ?? false);
    expect(pointBiserial(card, [1, 0.75, 0.5, 0.25, 0])).toBeCloseTo(0.866025, 5);
    expect(
      pointBiserial(
        card,
        [3, 2, 1, 1, 0].map((third) => third / 3),
      ),
    ).toBeCloseTo(0.720577, 5);
  });

  it("is null when everyone was right, or every score is the same", () => {
    expect(pointBiserial([true, true], [1, 0.5])).toBeNull();
    expect(pointBiserial([true, false], [0.5, 0.5])).toBeNull();
  });
});

describe("itemAnalysis", () => {
  it("shows nothing below the minimum number of attempts", () => {
    expect(MIN_ITEM_ANALYSIS_ATTEMPTS).toBe(30);
    const few = itemAnalysis(attempts(5)); // 25 attempts
    expect(few.map((item) => [item.cardId, item.attempts, item.analysis])).toEqual([
      ["a", 25, null],
      ["b", 25, null],
      ["c", 25, null],
      ["d", 25, null],
    ]);
  });

  it("gives difficulty and both discriminations from 30 attempts (the hand example six times: the same figures)", () => {
    const analysed = itemAnalysis(attempts(6));
    const a = analysed.find((item) => item.cardId === "a");
    const d = analysed.find((item) => item.cardId === "d");
    expect(a?.attempts).toBe(30);
    expect(a?.analysis?.difficulty).toBeCloseTo(0.6, 10);
    expect(a?.analysis?.discriminationWithTotal).toBeCloseTo(0.866025, 5);
    expect(a?.analysis?.discrimination).toBeCloseTo(0.720577, 5);
    expect(d?.analysis?.difficulty).toBeCloseTo(0.4, 10);
    expect(d?.analysis?.discriminationWithTotal).toBeCloseTo(0.57735, 5);
  });
});
