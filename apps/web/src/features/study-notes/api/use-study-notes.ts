import type { TStudyNotes, TStudyNotesLength } from "@mnemo/api-contract";
import { useCallback } from "react";
import { httpStatusOf } from "@/lib/error-info.ts";
import { trpc } from "@/lib/trpc.ts";

/**
 * A source's study notes: made from its outline the first time they are
 * asked for (a second or two), then read back. A missing source answers 404:
 * final, so not retried.
 */
export function useStudyNotes(sourceId: string) {
  return trpc.studyNotes.get.useQuery(
    { source_id: sourceId },
    { retry: (failureCount, error) => httpStatusOf(error) !== 404 && failureCount < 2, staleTime: 30_000 },
  );
}

/** Regenerating, editing and resetting blocks; each answer is the whole notes, written straight into the cache. */
export function useStudyNotesActions(sourceId: string) {
  const utils = trpc.useUtils();
  const store = useCallback((notes: TStudyNotes) => utils.studyNotes.get.setData({ source_id: sourceId }, notes), [sourceId, utils]);
  const generate = trpc.studyNotes.generate.useMutation({ onSuccess: store });
  const editBlock = trpc.studyNotes.editBlock.useMutation({ onSuccess: store });
  const resetBlock = trpc.studyNotes.resetBlock.useMutation({ onSuccess: store });
  return {
    regenerate: (length: TStudyNotesLength) => generate.mutateAsync({ source_id: sourceId, length }),
    isRegenerating: generate.isPending,
    regenerateError: generate.error,
    saveBlock: (key: string, markdown: string) => editBlock.mutateAsync({ source_id: sourceId, key, markdown }),
    resetBlock: (key: string) => resetBlock.mutateAsync({ source_id: sourceId, key }),
  };
}
