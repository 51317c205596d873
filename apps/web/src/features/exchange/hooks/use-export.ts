import type { TExportRequest, TExportStart } from "@mnemo/api-contract";
import { useCallback, useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { isExportJobFinished } from "../utils/export-choices.ts";

/** How often a running export job is asked for its progress. */
export const EXPORT_POLL_MS = 700;

/** The export menu: every format, each marked with whether the plan has it. */
export function useExportOptions(enabled: boolean) {
  return trpc.exports.options.useQuery(undefined, { enabled, staleTime: 30_000 });
}

/** Whether plans can be bought on this server (billing on): locked formats then offer an upgrade, else only the plans. */
export function useCanUpgrade(enabled: boolean) {
  return trpc.billing.config.useQuery(undefined, { enabled, staleTime: 60 * 60_000 }).data?.enabled === true;
}

/** One export job, polled while it runs. */
export function useExportJob(jobId: string | null) {
  return trpc.exports.job.useQuery(
    { id: jobId ?? "" },
    {
      enabled: jobId !== null,
      staleTime: 0,
      retry: false,
      refetchInterval: (query) => (isExportJobFinished(query.state.data) ? false : EXPORT_POLL_MS),
      refetchIntervalInBackground: true,
    },
  );
}

/** Quizlet's text for these decks (none means all), read when the dialog shows it. */
export function useQuizletText(groupIds: readonly string[], enabled: boolean) {
  return trpc.exports.quizletText.useQuery({ groupIds: [...groupIds] }, { enabled, staleTime: 0, retry: false });
}

/** Starts a download of a same-origin address the server answers with Content-Disposition: attachment. */
export function startDownload(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export type TExportRun = {
  /** The last export started: its answer, or null while it starts (or before any). */
  started: TExportStart | null;
  isStarting: boolean;
  error: unknown;
  start: (request: TExportRequest) => void;
  reset: () => void;
};

/**
 * Starting an export: small ones download at once, large ones become a job
 * (polled by the progress view). Held by the export button, so closing the
 * dialog keeps a running job's progress and link for when it opens again.
 */
export function useExportRun(): TExportRun {
  const mutation = trpc.exports.start.useMutation();
  const [started, setStarted] = useState<TExportStart | null>(null);
  const { mutate, reset: resetMutation } = mutation;
  const start = useCallback(
    (request: TExportRequest) => {
      setStarted(null);
      mutate(request, {
        onSuccess: (answer) => {
          setStarted(answer);
          if (answer.mode === "direct") startDownload(answer.href, answer.fileName);
        },
      });
    },
    [mutate],
  );
  const reset = useCallback(() => {
    setStarted(null);
    resetMutation();
  }, [resetMutation]);
  return { started, isStarting: mutation.isPending, error: mutation.error, start, reset };
}
