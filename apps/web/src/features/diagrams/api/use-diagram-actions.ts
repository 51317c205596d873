import type { TCreateDiagramInput } from "@mnemo/api-contract";
import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";

/**
 * Making, renaming and deleting diagrams. Each resolves once the server
 * confirmed (rejecting with its error, for the form or dialog to show), then
 * refreshes what showed the diagram: the list and the diagram's own page.
 */
export function useDiagramActions() {
  const utils = trpc.useUtils();
  const create = trpc.diagrams.create.useMutation();
  const { mutateAsync: rename } = trpc.diagrams.rename.useMutation();
  const { mutateAsync: remove } = trpc.diagrams.remove.useMutation();

  const createDiagram = useCallback(
    async (input: TCreateDiagramInput) => {
      const made = await create.mutateAsync(input);
      void utils.diagrams.list.invalidate();
      return made;
    },
    [create, utils],
  );

  const renameDiagram = useCallback(
    async (fileKey: string, title: string) => {
      const renamed = await rename({ fileKey, title });
      // The page shows the new title at once, and the version the rename moved to (the next save names it).
      utils.diagrams.get.setData({ fileKey }, renamed);
      void utils.diagrams.list.invalidate();
      return renamed;
    },
    [rename, utils],
  );

  const deleteDiagram = useCallback(
    async (fileKey: string) => {
      await remove({ fileKey });
      // Marked stale without asking now (the page showing it is being left): a later visit asks and gets 404.
      void utils.diagrams.get.invalidate({ fileKey }, { refetchType: "none" });
      await utils.diagrams.list.invalidate();
    },
    [remove, utils],
  );

  return { createDiagram, isCreating: create.isPending, renameDiagram, deleteDiagram };
}
