import type { TNote } from "@mnemo/api-contract";
import {
  answerPlaygroundCard,
  buryPlaygroundCard,
  playgroundQueue,
  reconcilePlaygroundStudy,
  suspendPlaygroundCard,
  undoPlaygroundAnswer,
  type TPlaygroundStudyContext,
} from "@/lib/playground/playground-study.ts";
import { loadPlaygroundStudy, savePlaygroundStudy, type TPlaygroundStudy } from "@/lib/playground/playground-study-storage.ts";
import type { TStorageLike } from "@/lib/playground/playground-storage.ts";
import { browserTimeZone } from "./browser-time-zone.ts";
import type { TStudyBackend } from "./study-backend.ts";

type TLocalStudyDeps = {
  /** The sample deck's notes now (they may change in another tab between calls). */
  notes: () => readonly TNote[];
  storage: () => TStorageLike | null;
  /** Who is asking: the playground is for visitors only (a signed-in user gets PlaygroundModeError). */
  user: () => { id: string } | null;
  now?: () => Date;
  timeZone?: () => string;
  /** After each write: whether the browser kept it (false: only this tab's memory has it). */
  onSaved?: (isPersisted: boolean) => void;
};

/**
 * The visitors' study backend: the same calls as the API's (TStudyBackend),
 * answered in the browser from the sample deck and `_playground_study`
 * (lib/playground/playground-study.ts holds the rules). Every call reads the
 * stored progress afresh, so two tabs stay in step as they do against the API.
 */
export function createLocalStudyBackend({
  notes,
  storage,
  user,
  now = () => new Date(),
  // UTC where the runtime cannot name the browser's zone, as the server does for a learner with none saved.
  timeZone = () => browserTimeZone() ?? "UTC",
  onSaved,
}: TLocalStudyDeps): TStudyBackend {
  const context = (): TPlaygroundStudyContext => {
    const currentNotes = notes();
    const stored = loadPlaygroundStudy({ user: user(), storage: storage() });
    const study = reconcilePlaygroundStudy(currentNotes, stored);
    // Cards whose notes were deleted lose their progress for good.
    if (study !== stored) save(study);
    return { notes: currentNotes, study, now: now(), timeZone: timeZone() };
  };
  const save = (study: TPlaygroundStudy) => onSaved?.(savePlaygroundStudy(study, { user: user(), storage: storage() }));
  // Promises, as the API's calls are: a refusal (404, 409) rejects, and the session reads it as it would the server's.
  const run = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

  return {
    queue: (input) => run(() => playgroundQueue(context(), input)),
    answer: (input) =>
      run(() => {
        const { study, result } = answerPlaygroundCard(context(), input);
        save(study);
        return result;
      }),
    undo: ({ reviewId }) =>
      run(() => {
        const { study, result } = undoPlaygroundAnswer(context(), reviewId);
        save(study);
        return result;
      }),
    suspend: ({ cardId }) =>
      run(() => {
        const { study, state } = suspendPlaygroundCard(context(), cardId);
        save(study);
        return state;
      }),
    bury: ({ cardId }) =>
      run(() => {
        const { study, state } = buryPlaygroundCard(context(), cardId);
        save(study);
        return state;
      }),
  };
}
