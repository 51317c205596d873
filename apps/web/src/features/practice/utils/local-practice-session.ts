import {
  buildPracticeTest,
  gradeResponse,
  questionView,
  type TPracticeCard,
  type TPracticeCardChoice,
  type TPracticeSettings,
} from "@mnemo/api-contract";
import type { TStorageLike } from "@/lib/playground/playground-storage.ts";
import { practiceResults } from "./practice-results.ts";
import { loadPractice, savePractice, type TStoredPracticeTest as TStoredTest } from "./practice-storage.ts";
import type { TPracticeItem, TPracticeSession, TPracticeTest } from "./practice-session.ts";

type TLocalPracticeDeps = {
  /** The cards a test may ask about, now (the sample deck may change between tests). */
  cards: () => readonly TPracticeCard[];
  now?: () => Date;
  newId?: () => string;
  /** Where the tests outlive a reload (the tab's sessionStorage); without it they last as long as the page. */
  storage?: TStorageLike | null;
};

/** Refusals a learner can read, as the API's would be. */
export class PracticeSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PracticeSessionError";
  }
}

const NO_CARDS: Record<TPracticeCardChoice, string> = {
  all: "There are no cards to ask about: add some cards first.",
  weakest: "There are no cards to ask about: add some cards first.",
  missed: "No card was missed in the last test, so there is nothing to retake.",
  new: "Every card has been studied: choose all cards or the weakest first.",
};

/**
 * A practice test run in the browser (the visitors' test over the sample deck): built with the contract's
 * buildPracticeTest, graded with its gradeWritten, kept in `storage` (else in memory) after every change. The cards a
 * submitted test missed are the next test's "missed last time".
 */
export function createLocalPracticeSession({
  cards,
  now = () => new Date(),
  newId = () => crypto.randomUUID(),
  storage = null,
}: TLocalPracticeDeps): TPracticeSession {
  const kept = loadPractice(storage);
  const tests = new Map<string, TStoredTest>(kept.tests.map((entry) => [entry.test.id, entry]));
  let missedLastTime = new Set<string>(kept.missedLastTime);
  // After every change, so a reload finds each answer as it was given.
  const save = () => void savePractice(storage, { tests: [...tests.values()], missedLastTime: [...missedLastTime] });

  const stored = (testId: string): TStoredTest => {
    const found = tests.get(testId);
    if (!found) throw new PracticeSessionError("This test was not found: start a new one.");
    return found;
  };
  const open = (testId: string): TStoredTest => {
    const found = stored(testId);
    if (found.test.submittedAt) throw new PracticeSessionError("This test is finished: its answers can no longer change.");
    return found;
  };
  const item = (found: TStoredTest, index: number): TPracticeItem => {
    const current = found.test.items[index];
    if (!current) throw new PracticeSessionError("This question is not in the test.");
    return current;
  };
  const replace = (found: TStoredTest, next: TPracticeItem) => {
    found.test = { ...found.test, items: found.test.items.map((current) => (current.index === next.index ? next : current)) };
    return next;
  };
  const grade = (found: TStoredTest, current: TPracticeItem): TPracticeItem => {
    const question = found.questions[current.index]!;
    const grade = gradeResponse(question, current.response, { strictAccents: found.test.settings.strictAccents });
    return { ...current, outcome: { isCorrect: grade.correct, layer: grade.layer, matched: grade.matched, isOverridden: false, question } };
  };
  const run = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));
  const change = <T>(work: () => T): Promise<T> =>
    run(() => {
      const result = work();
      save();
      return result;
    });
  // A retake asks only about `retake`'s cards, as "missed last time" does; every card stays a distractor candidate.
  const build = (settings: TPracticeSettings, retake: ReadonlySet<string> | null): TPracticeTest => {
    const available = cards().map((card) => ({ ...card, missedLastTime: (retake ?? missedLastTime).has(card.cardId) }));
    const choice = retake ? "missed" : settings.cards;
    const questions = buildPracticeTest(available, { ...settings, cards: choice });
    if (questions.length === 0) throw new PracticeSessionError(NO_CARDS[choice]);
    const startedAt = now();
    const test: TPracticeTest = {
      id: newId(),
      settings,
      items: questions.map((question, index) => ({
        index,
        cards: question.cards,
        prompt: questionView(question),
        response: null,
        outcome: null,
      })),
      startedAt: startedAt.toISOString(),
      deadline: settings.minutes === null ? null : new Date(startedAt.getTime() + settings.minutes * 60_000).toISOString(),
      submittedAt: null,
    };
    tests.set(test.id, { test, questions });
    return test;
  };

  return {
    start: ({ settings }) => change(() => build(settings, null)),
    retake: ({ testId }) =>
      change(() => {
        const found = stored(testId);
        if (!found.test.submittedAt) throw new PracticeSessionError("Finish the test first: then retake what you missed.");
        return build(found.test.settings, new Set(practiceResults(found.test).missedCardIds));
      }),
    test: ({ testId }) => run(() => stored(testId).test),
    answer: ({ testId, index, response }) =>
      change(() => {
        const found = open(testId);
        const current = item(found, index);
        if (current.outcome) throw new PracticeSessionError("This question is answered already: its grade is final.");
        if (current.prompt.format !== response.format && !(current.prompt.format === "fill_in" && response.format === "written"))
          throw new PracticeSessionError("This answer does not fit the question.");
        // With feedback at the end, the answer is kept ungraded (and can change) until the test is submitted.
        const answered = { ...current, response, outcome: null };
        return replace(found, found.test.settings.feedback === "each" ? grade(found, answered) : answered);
      }),
    canAddAlternative: false,
    canCountMissesAsAgain: false,
    override: ({ testId, index }) =>
      change(() => {
        const found = stored(testId);
        const current = item(found, index);
        const outcome = current.outcome;
        const isWritten = current.prompt.format === "written" || current.prompt.format === "fill_in";
        if (!outcome || !isWritten || !current.response)
          throw new PracticeSessionError("Only a graded written answer can be marked right.");
        if (outcome.isCorrect) return current;
        const next = replace(found, { ...current, outcome: { ...outcome, isCorrect: true, isOverridden: true } });
        if (found.test.submittedAt) missedLastTime = new Set(practiceResults(found.test).missedCardIds);
        return next;
      }),
    extend: ({ testId, minutes }) =>
      change(() => {
        const found = open(testId);
        if (!found.test.deadline) throw new PracticeSessionError("This test has no time limit.");
        // From now when the time was already up, so the minutes added are minutes to use.
        const from = Math.max(Date.parse(found.test.deadline), now().getTime());
        found.test = { ...found.test, deadline: new Date(from + minutes * 60_000).toISOString() };
        return { deadline: found.test.deadline };
      }),
    submit: ({ testId }) =>
      change(() => {
        const found = stored(testId);
        if (!found.test.submittedAt) {
          found.test = {
            ...found.test,
            submittedAt: now().toISOString(),
            items: found.test.items.map((current) => (current.outcome ? current : grade(found, current))),
          };
          missedLastTime = new Set(practiceResults(found.test).missedCardIds);
        }
        return practiceResults(found.test);
      }),
  };
}
