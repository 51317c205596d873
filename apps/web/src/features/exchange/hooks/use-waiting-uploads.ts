import type { TImportUpload } from "@mnemo/api-contract";
import { useCallback, useState } from "react";
import { httpStatusOf } from "@/lib/error-info.ts";
import { trpc } from "@/lib/trpc.ts";

/**
 * The learner's uploads waiting to be imported (imports.uploads), and cancelling them one by one
 * (imports.cancel). An upload already gone (imported elsewhere, dropped after its hour) leaves the
 * list as if cancelled.
 */
export function useWaitingUploads() {
  const utils = trpc.useUtils();
  const list = trpc.imports.uploads.useQuery(undefined, { retry: false, staleTime: 0 });
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [cancelFailure, setCancelFailure] = useState<{ fileName: string; error: unknown } | null>(null);

  const cancel = useCallback(
    async (upload: TImportUpload): Promise<boolean> => {
      const { uploadId } = upload;
      setCancelFailure(null);
      setCancelling((current) => new Set(current).add(uploadId));
      try {
        await utils.client.imports.cancel.mutate({ uploadId });
      } catch (error) {
        if (httpStatusOf(error) !== 404) {
          setCancelFailure({ fileName: upload.fileName, error });
          return false;
        }
      } finally {
        setCancelling((current) => {
          const next = new Set(current);
          next.delete(uploadId);
          return next;
        });
      }
      utils.imports.uploads.setData(undefined, (current) => current?.filter((item) => item.uploadId !== uploadId));
      void utils.imports.uploads.invalidate();
      return true;
    },
    [utils],
  );

  return {
    uploads: list.data,
    isLoading: list.isPending,
    loadError: list.error,
    cancel,
    /** Ids being cancelled now. */
    cancelling,
    cancelFailure,
  };
}
