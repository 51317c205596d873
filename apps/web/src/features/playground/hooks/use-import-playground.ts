import type { TPlaygroundImportResult } from "@mnemo/api-contract";
import { trpc } from "@/lib/trpc.ts";

/**
 * Brings the playground's sample deck and its progress into the account
 * (groups.importPlayground). `onImported` runs first, then the deck list,
 * /study and the notes are read again so the deck shows everywhere.
 */
export function useImportPlayground(onImported: (result: TPlaygroundImportResult) => void) {
  const utils = trpc.useUtils();
  return trpc.groups.importPlayground.useMutation({
    onSuccess: async (result) => {
      onImported(result);
      // A first fetch still on its way (it began before the deck came in) is cancelled, not waited for:
      // invalidating alone would take its answer, which has no deck, as the fresh one.
      await Promise.all([utils.groups.list.cancel(), utils.study.overview.cancel(), utils.study.stats.cancel()]);
      await Promise.all([utils.groups.invalidate(), utils.study.invalidate(), utils.notes.invalidate()]);
    },
  });
}
