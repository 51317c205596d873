import type {
  TPracticeKey,
  TPracticeQuestion,
  TPracticeQuestionDto,
  TPracticeQuestionView,
  TPracticeResponse,
  TPracticeSettings,
  TPracticeTest as TPracticeTestDto,
  TQuestionCard,
} from "@mnemo/api-contract";
import { practiceResults } from "../utils/practice-results.ts";
import type { TPracticeItem, TPracticeSession, TPracticeTest } from "../utils/practice-session.ts";

/** The practice router's calls the screens use (tRPC's `practice`), as plain functions: a test gives fakes. */
export type TPracticeClient = {
  start: (input: TPracticeSettings) => Promise<TPracticeTestDto>;
  get: (input: { testId: string }) => Promise<TPracticeTestDto>;
  answer: (input: { testId: string; position: number; response: TPracticeResponse }) => Promise<TPracticeQuestionDto>;
  override: (input: { testId: string; position: number; addAlternative: boolean }) => Promise<TPracticeQuestionDto>;
  extend: (input: { testId: string; minutes: number }) => Promise<{ deadline_at: string | null }>;
  submit: (input: { testId: string }) => Promise<TPracticeTestDto>;
  retake: (input: { testId: string }) => Promise<TPracticeTestDto>;
};

/**
 * A signed-in learner's practice test, kept and graded by the API (apps/api/src/trpc/routers/practice.ts): the same
 * calls as the browser's session, its answers mapped to the screens' shapes.
 */
export function createServerPracticeSession(client: TPracticeClient): TPracticeSession {
  return {
    start: async ({ settings }) => toPracticeTest(await client.start(settings)),
    retake: async ({ testId }) => toPracticeTest(await client.retake({ testId })),
    test: async ({ testId }) => toPracticeTest(await client.get({ testId })),
    answer: async ({ testId, index, response }) => toPracticeItem(await client.answer({ testId, position: index, response })),
    override: async ({ testId, index, addAlternative }) =>
      toPracticeItem(await client.override({ testId, position: index, addAlternative })),
    canAddAlternative: true,
    canCountMissesAsAgain: true,
    isKeptByServer: true,
    extend: async ({ testId, minutes }) => ({ deadline: (await client.extend({ testId, minutes })).deadline_at }),
    submit: async ({ testId }) => {
      const test = await client.submit({ testId });
      return { ...practiceResults(toPracticeTest(test)), ...(test.duration_ms === null ? {} : { elapsedMs: test.duration_ms }) };
    },
  };
}

/** The API's test as the screens take it. */
export function toPracticeTest(dto: TPracticeTestDto): TPracticeTest {
  return {
    id: dto.id,
    settings: dto.settings,
    items: dto.questions.map(toPracticeItem),
    startedAt: dto.started_at,
    deadline: dto.deadline_at,
    submittedAt: dto.submitted_at,
  };
}

/** One of the API's questions: graded once its key is sent (after answering with feedback "each", or after submission). */
export function toPracticeItem(dto: TPracticeQuestionDto): TPracticeItem {
  const cards = dto.cards.map((card) => ({ cardId: card.card_id, noteId: card.note_id }));
  const given = dto.given;
  return {
    index: dto.position,
    cards,
    prompt: dto.question,
    response: given?.response ?? null,
    outcome: dto.key && {
      // A question left blank is missed.
      isCorrect: given?.correct ?? false,
      layer: given?.layer ?? null,
      matched: given?.matched ?? null,
      reason: given?.reason ?? null,
      isOverridden: given?.overridden ?? false,
      question: questionWithKey(dto.question, dto.key, cards),
    },
  };
}

/** A question put back together from what it showed and its key. */
export function questionWithKey(view: TPracticeQuestionView, key: TPracticeKey, cards: TQuestionCard[]): TPracticeQuestion {
  const one = (): [TQuestionCard] => [cards[0] ?? { cardId: "", noteId: "" }];
  if (view.format !== key.format && !(isWritten(view.format) && isWritten(key.format))) {
    throw new Error(`A ${view.format} question came with a ${key.format} key`);
  }
  switch (view.format) {
    case "written":
    case "fill_in": {
      const written = key as Extract<TPracticeKey, { accepted: string[] }>;
      return { format: view.format, cards: one(), prompt: view.prompt, answer: written.answer, accepted: written.accepted };
    }
    case "multiple_choice":
      return {
        format: view.format,
        cards: one(),
        prompt: view.prompt,
        options: view.options,
        correctIndex: (key as Extract<TPracticeKey, { format: "multiple_choice" }>).correct_index,
      };
    case "true_false": {
      const judged = key as Extract<TPracticeKey, { format: "true_false" }>;
      return { format: view.format, cards: one(), statement: view.statement, isTrue: judged.is_true, correction: judged.correction };
    }
    case "matching":
      return { ...view, cards, answer: (key as Extract<TPracticeKey, { format: "matching" }>).answer };
    case "ordering":
      return { ...view, cards, answer: (key as Extract<TPracticeKey, { format: "ordering" }>).answer };
  }
}

const isWritten = (format: string) => format === "written" || format === "fill_in";
