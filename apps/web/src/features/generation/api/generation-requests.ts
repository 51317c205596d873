import type { TGeneratedCardType, TGenerationJob, TGenerationOutput, TInspectResult } from "@mnemo/api-contract";
import { postForm, type TPostFormOptions } from "@/lib/post-form.ts";

/**
 * Starts making cards and/or study notes from a file: POST /api/generation/jobs as multipart,
 * the fields before the file (the server reads them first). Answers 202 with the job.
 */
export function uploadForGeneration(
  {
    groupId,
    types,
    make = ["cards"],
    file,
    relaxed = false,
    memorise = false,
  }: {
    groupId: string;
    types: readonly TGeneratedCardType[];
    make?: readonly TGenerationOutput[];
    file: File;
    relaxed?: boolean;
    /** "Learn by heart": the file's lines as overlapping cloze cards, in order. */
    memorise?: boolean;
  },
  options: TPostFormOptions = {},
): Promise<TGenerationJob> {
  const form = new FormData();
  form.append("groupId", groupId);
  for (const output of make) form.append("make", output);
  // Study notes alone take no card types.
  if (make.includes("cards")) for (const type of types) form.append("types", type);
  if (relaxed) form.append("relaxed", "true");
  if (memorise) form.append("memorise", "true");
  form.append("file", file, file.name);
  return postForm<TGenerationJob>("/api/generation/jobs", form, options);
}

/** A file's kind and pages against the plan (POST /api/generation/inspect), before generating. */
export function inspectUpload(file: File, signal?: AbortSignal): Promise<TInspectResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<TInspectResult>("/api/generation/inspect", form, { signal });
}
