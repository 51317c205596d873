import type { TAnswerInput, TAnswerResult, TNoteContent, TStudyQueue, TStudyQueueInput } from "@mnemo/api-contract";
import type { TAnswerOutbox } from "./answer-outbox.ts";

/**
 * Where a study session's cards come from and its answers go: the API for a
 * signed-in learner (hooks/use-server-study-backend.ts), the browser for a
 * visitor studying the sample deck. The session (hooks/use-study-session.ts)
 * runs the same way over either.
 */
export type TStudyBackend = {
  queue(input: TStudyQueueInput): Promise<TStudyQueue>;
  answer(input: TAnswerInput): Promise<TAnswerResult>;
  undo(input: { reviewId: string }): Promise<TAnswerResult>;
  suspend(input: { cardId: string }): Promise<unknown>;
  bury(input: { cardId: string }): Promise<unknown>;
  /** Saves an edit of a card's note (the session's "Edit card"); without it the session offers no editing. */
  editNote?(input: { id: string; content: TNoteContent }): Promise<unknown>;
  /** Where answers wait until saved, across reloads (the API's backend only: the browser's own saves at once). */
  outbox?: TAnswerOutbox;
  /** The session ended (the learner left): cached figures elsewhere are out of date. */
  onLeave?(): void;
};
