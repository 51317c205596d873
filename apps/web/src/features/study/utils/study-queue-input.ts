import type { TStudyMode, TStudyQueueInput } from "@mnemo/api-contract";
import { BATCH_SIZE, MAX_EXCLUDED_IDS } from "./session-state.ts";

/**
 * What a session asks study.queue for: built here only, so a batch fetched
 * ahead of a session (api/study-queue-prefetch.ts) is asked with exactly the
 * input the session's own first fetch has, and is found by it.
 */
export function studyQueueInput({
  groupIds,
  mode = "today",
  excludeCardIds = [],
  limit = BATCH_SIZE,
}: {
  groupIds: readonly string[];
  mode?: TStudyMode;
  excludeCardIds?: readonly string[];
  limit?: number;
}): TStudyQueueInput {
  return {
    groupIds: [...groupIds],
    excludeCardIds: excludeCardIds.slice(0, MAX_EXCLUDED_IDS),
    limit,
    ...(mode === "today" ? {} : { mode }),
  };
}
