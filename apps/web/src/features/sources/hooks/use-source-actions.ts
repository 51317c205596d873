import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";

/**
 * Renaming and deleting a source. Each resolves once the server confirmed
 * (rejecting with its error, for the form or dialog to show), then refreshes
 * what showed the source: the library's pages and the source's own page.
 */
export function useSourceActions() {
  const utils = trpc.useUtils();
  const { mutateAsync: rename } = trpc.sources.rename.useMutation();
  const { mutateAsync: remove } = trpc.sources.delete.useMutation();

  const renameSource = useCallback(
    async (id: string, title: string) => {
      const summary = await rename({ id, title });
      // The viewer shows the new title at once; the library is read again, since a search may no longer match.
      utils.sources.get.setData({ id }, (source) => (source ? { ...source, ...summary } : source));
      void utils.sources.list.invalidate();
      return summary;
    },
    [rename, utils],
  );

  const deleteSource = useCallback(
    async (id: string) => {
      await remove({ id });
      // Marked stale without asking now (the page showing it is being left): a later visit asks and gets 404.
      void utils.sources.get.invalidate({ id }, { refetchType: "none" });
      await utils.sources.list.invalidate();
    },
    [remove, utils],
  );

  return { renameSource, deleteSource };
}
