import { useQuery } from "@tanstack/react-query";
import { inspectUpload } from "../api/generation-requests.ts";
import { generationFailure } from "../utils/generation-errors.ts";
import type { TInspection } from "../utils/input-limits.ts";

/** A file the person picked; `id` tells two picks of the same file apart. */
export type TChosenFile = { id: number; file: File };

let lastFileId = 0;
export const chooseFile = (file: File): TChosenFile => ({ id: ++lastFileId, file });

/**
 * Sizes a picked file against the plan on the server (kind, pages), once per
 * pick; a new pick cancels the check of the one before. Files over the upload
 * limit are not sent: the size alone already says no.
 */
export function useFileInspection(chosen: TChosenFile | null, maxUploadBytes: number | undefined): TInspection {
  const isCheckable = chosen !== null && maxUploadBytes !== undefined && chosen.file.size <= maxUploadBytes;
  const query = useQuery({
    queryKey: ["generation-inspect", chosen?.id ?? 0],
    queryFn: ({ signal }) => inspectUpload(chosen!.file, signal),
    enabled: isCheckable,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!isCheckable) return { status: "idle" };
  if (query.data) return { status: "done", result: query.data };
  if (query.error)
    return { status: "error", message: generationFailure(query.error).message || "The file could not be checked. Try again." };
  return { status: "pending" };
}
