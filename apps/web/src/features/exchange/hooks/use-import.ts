import type { TImportPreview, TImportResult, TImportTarget, TImportUpload, TTextImportOptions } from "@mnemo/api-contract";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { UploadCancelledError } from "@/lib/post-form.ts";
import { trpc } from "@/lib/trpc.ts";
import { uploadImportFile } from "../api/upload-import.ts";
import { importFileProblem } from "../utils/import-file.ts";
import { isTooManyWaiting } from "../utils/waiting-uploads.ts";

/** How long the text options rest before the preview is read again. */
const PREVIEW_DEBOUNCE_MS = 350;

export type TImportStep =
  | { name: "choose" }
  | { name: "uploading"; fileName: string; loaded: number; total: number }
  | { name: "review"; upload: TImportUpload }
  | { name: "done"; upload: TImportUpload; result: TImportResult };

/**
 * An import from file to deck: the upload (with progress, cancellable), a live
 * preview read again (debounced) whenever the text options change, and the
 * commit. Nothing is saved before `commit`. An upload not imported is
 * cancelled on the server when the learner starts over, closes the dialog or
 * leaves the page, so it never holds one of their few waiting places.
 */
export function useImport({ onImported }: { onImported?: ((result: TImportResult) => void) | undefined } = {}) {
  const utils = trpc.useUtils();
  const [step, setStep] = useState<TImportStep>({ name: "choose" });
  const [fileProblem, setFileProblem] = useState<unknown>(null);
  const [text, setText] = useState<TTextImportOptions | undefined>(undefined);
  const [debouncedText] = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const abort = useRef<AbortController | null>(null);
  const upload = step.name === "review" || step.name === "done" ? step.upload : null;
  // The upload this flow holds on the server, not imported yet.
  const heldUpload = useRef<string | null>(null);
  const [refusedFile, setRefusedFile] = useState<File | null>(null);
  // Where the cards would go, as far as matching goes: a text file's notes match in their target deck only.
  const [target, setTarget] = useState<TImportTarget | null>(null);
  const matchTarget = upload && !isAnkiPackageName(upload.fileName) ? (target ?? undefined) : undefined;

  const releaseUpload = useCallback(() => {
    const uploadId = heldUpload.current;
    heldUpload.current = null;
    if (!uploadId) return;
    // Best effort: one that stays is dropped after its hour, and listed with a Cancel button if it ever blocks an upload.
    void utils.client.imports.cancel
      .mutate({ uploadId })
      .catch(() => undefined)
      .finally(() => void utils.imports.uploads.invalidate());
  }, [utils]);
  const releaseOnLeave = useRef(releaseUpload);
  releaseOnLeave.current = releaseUpload;

  useEffect(
    () => () => {
      abort.current?.abort();
      releaseOnLeave.current();
    },
    [],
  );

  const preview = useQuery({
    queryKey: ["import-preview", upload?.uploadId ?? null, debouncedText ?? null, matchTarget ?? null],
    queryFn: () => utils.client.imports.preview.mutate({ uploadId: upload!.uploadId, text: debouncedText, target: matchTarget }),
    enabled: step.name === "review",
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });

  // The last preview read, kept while options that fail to read are shown with their error.
  const lastPreview = useRef<TImportPreview | null>(null);
  if (preview.data) lastPreview.current = preview.data;
  const previewData = preview.data ?? (step.name === "review" ? lastPreview.current : null);

  const commitMutation = trpc.imports.commit.useMutation();

  const chooseFile = useCallback(
    (file: File) => {
      const problem = importFileProblem(file);
      setFileProblem(problem === null ? null : new Error(problem));
      setRefusedFile(null);
      if (problem !== null) return;
      releaseUpload();
      setText(undefined);
      lastPreview.current = null;
      const controller = new AbortController();
      abort.current?.abort();
      abort.current = controller;
      setStep({ name: "uploading", fileName: file.name, loaded: 0, total: file.size });
      uploadImportFile(file, {
        signal: controller.signal,
        onUploadProgress: ({ loaded, total }) => setStep({ name: "uploading", fileName: file.name, loaded, total }),
      }).then(
        (answer) => {
          heldUpload.current = answer.uploadId;
          setStep({ name: "review", upload: answer });
        },
        (error: unknown) => {
          setStep({ name: "choose" });
          if (error instanceof UploadCancelledError) return;
          setFileProblem(error);
          // Too many files wait: the dialog lists them to cancel one, then sends this file again.
          if (isTooManyWaiting(error)) setRefusedFile(file);
        },
      );
    },
    [releaseUpload],
  );

  const cancelUpload = useCallback(() => abort.current?.abort(), []);

  /** Back to choosing a file; the upload being reviewed (not imported) is cancelled. Also what closing the dialog does. */
  const startOver = useCallback(() => {
    abort.current?.abort();
    releaseUpload();
    commitMutation.reset();
    setText(undefined);
    lastPreview.current = null;
    setFileProblem(null);
    setRefusedFile(null);
    setStep({ name: "choose" });
  }, [commitMutation, releaseUpload]);

  const retryRefused = useCallback(() => {
    if (refusedFile) chooseFile(refusedFile);
  }, [refusedFile, chooseFile]);

  const { mutate: commitImport } = commitMutation;
  const commit = useCallback(
    ({ target, includeProgress }: { target: TImportTarget; includeProgress: boolean }) => {
      if (step.name !== "review") return;
      const current = step.upload;
      commitImport(
        { uploadId: current.uploadId, text, target, includeProgress },
        {
          onSuccess: (result) => {
            // Imported: the server took the upload with the import's transaction.
            if (heldUpload.current === current.uploadId) heldUpload.current = null;
            setStep({ name: "done", upload: current, result });
            void utils.groups.invalidate();
            onImported?.(result);
          },
        },
      );
    },
    [step, text, commitImport, utils, onImported],
  );

  return {
    step,
    fileProblem,
    chooseFile,
    cancelUpload,
    startOver,
    /** The file last refused because too many uploads wait (they are listed to cancel one), and sending it again. */
    refusedFile,
    retryRefused,
    /** Where the cards would go (null: no deck chosen yet), for the preview's count of cards already here; Anki packages match in every deck. */
    setTarget,
    /** The text options sent with the preview and the commit (undefined: detected). */
    text,
    setText,
    /** True while the options typed have not been read into the preview yet. */
    isPreviewStale: text !== debouncedText || preview.isFetching,
    preview,
    /** The preview to show: the latest read, or the last that could be read while the latest failed. */
    previewData,
    commit,
    isCommitting: commitMutation.isPending,
    commitError: commitMutation.error,
  };
}

export type TImportFlow = ReturnType<typeof useImport>;

function isAnkiPackageName(fileName: string): boolean {
  return /\.(apkg|colpkg)$/i.test(fileName);
}
