import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSession } from "@/lib/auth/use-session.ts";
import { browserStorage } from "@/lib/browser-storage.ts";
import { trpc } from "@/lib/trpc.ts";
import { dropPrefetchedStudyQueues, takePrefetchedStudyQueue } from "../api/study-queue-prefetch.ts";
import { createAnswerOutbox } from "../utils/answer-outbox.ts";
import type { TStudyBackend } from "../utils/study-backend.ts";

/** A signed-in learner's study session runs against the API. */
export function useServerStudyBackend(): TStudyBackend {
  const utils = trpc.useUtils();
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  return useMemo(() => {
    const { study, notes } = utils.client;
    return {
      // The first batch may already be here or on its way (api/study-queue-prefetch.ts).
      queue: (input) => takePrefetchedStudyQueue(queryClient, input) ?? study.queue.query(input),
      answer: (input) => study.answer.mutate(input),
      undo: (input) => study.undo.mutate(input),
      suspend: (input) => study.suspend.mutate(input),
      bury: (input) => study.bury.mutate(input),
      editNote: async (input) => {
        const note = await notes.update.mutate(input);
        // The deck's card list (and anything else showing the note) reloads when next shown.
        void queryClient.invalidateQueries({ refetchType: "none" });
        return note;
      },
      outbox: userId ? createAnswerOutbox(browserStorage(), userId) : undefined,
      // /study's numbers changed, and so would any batch fetched ahead.
      onLeave: () => {
        dropPrefetchedStudyQueues(queryClient);
        void utils.study.overview.invalidate();
      },
    };
  }, [utils, userId, queryClient]);
}
