import { DEFAULT_GENERATION_OUTPUTS, type TGeneratedCardType, type TGenerationJob, type TGenerationOutput } from "@mnemo/api-contract";
import { useEffect, useRef, useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { UploadCancelledError } from "@/lib/post-form.ts";
import { uploadForGeneration } from "../api/generation-requests.ts";
import { generationFailure, type TGenerationFailure } from "../utils/generation-errors.ts";
import { isJobFinished } from "../utils/job-status.ts";
import { useGenerationJob } from "./use-generation-job.ts";

export type TGenerationPhase =
  | { name: "idle" }
  | { name: "uploading"; fileName: string; loaded: number; total: number }
  /** Pasted text on its way to the server. */
  | { name: "starting" }
  | { name: "tracking"; jobId: string }
  /** The server would not start the job (limits, file, quota): nothing was charged. */
  | { name: "refused"; failure: TGenerationFailure };

export type TGenerationRequest = { source: "text"; text: string } | { source: "file"; file: File };

type Callbacks = {
  onSucceeded: (job: TGenerationJob) => void;
  /** `job` is null when the job never started. */
  onFailed: (failure: TGenerationFailure, job: TGenerationJob | null) => void;
};

/**
 * One deck's generation from request to result: the upload (with its
 * progress), then the job polled until it ends, each end reported once. A job
 * still running from an earlier visit (a reload, say) is picked up again.
 */
export function useGeneration({ groupId, enabled, ...callbacks }: { groupId: string; enabled: boolean } & Callbacks) {
  const [phase, setPhase] = useState<TGenerationPhase>({ name: "idle" });
  const utils = trpc.useUtils();
  const { mutateAsync: startText } = trpc.generation.startText.useMutation();
  const uploadAbort = useRef<AbortController | null>(null);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  const recent = trpc.generation.jobs.useQuery({ groupId }, { enabled, staleTime: 0 });
  const hasResumed = useRef(false);
  useEffect(() => {
    if (hasResumed.current || !recent.data) return;
    hasResumed.current = true;
    const running = recent.data.find((job) => !isJobFinished(job));
    if (running) setPhase((current) => (current.name === "idle" ? { name: "tracking", jobId: running.id } : current));
  }, [recent.data]);

  const jobQuery = useGenerationJob(phase.name === "tracking" ? phase.jobId : null);
  const job = phase.name === "tracking" ? jobQuery.data : undefined;

  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!job || !isJobFinished(job) || reported.current.has(job.id)) return;
    reported.current.add(job.id);
    // Words were charged (or refunded): the plan's numbers changed.
    void utils.generation.options.invalidate();
    void utils.subscription.get.invalidate();
    if (job.status === "succeeded") callbacksRef.current.onSucceeded(job);
    else callbacksRef.current.onFailed(generationFailure(job.error ?? {}), job);
  }, [job, utils]);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  // The last request, for "make cards anyway" and "learn it by heart" (the same input, types and outputs, asked again).
  const [lastRequest, setLastRequest] = useState<{
    request: TGenerationRequest;
    types: readonly TGeneratedCardType[];
    make: readonly TGenerationOutput[];
  } | null>(null);

  /** `make`: cards (the default), study notes, or both, made by the one job; `memorise`: "learn by heart" (one card per line). */
  const start = async (
    request: TGenerationRequest,
    types: readonly TGeneratedCardType[],
    {
      relaxed = false,
      memorise = false,
      make = DEFAULT_GENERATION_OUTPUTS,
    }: { relaxed?: boolean; memorise?: boolean; make?: readonly TGenerationOutput[] } = {},
  ) => {
    uploadAbort.current?.abort();
    setLastRequest({ request, types, make });
    try {
      let started: TGenerationJob;
      if (request.source === "text") {
        setPhase({ name: "starting" });
        started = await startText({
          groupId,
          text: request.text,
          make: [...make],
          ...(make.includes("cards") ? { types: [...types] } : {}),
          ...(relaxed ? { relaxed } : {}),
          ...(memorise ? { memorise } : {}),
        });
      } else {
        const controller = new AbortController();
        uploadAbort.current = controller;
        setPhase({ name: "uploading", fileName: request.file.name, loaded: 0, total: request.file.size });
        started = await uploadForGeneration(
          { groupId, types, make, file: request.file, relaxed, memorise },
          {
            signal: controller.signal,
            onUploadProgress: ({ loaded, total }) =>
              setPhase((current) => (current.name === "uploading" ? { ...current, loaded, total } : current)),
          },
        );
      }
      utils.generation.job.setData({ id: started.id }, started);
      setPhase({ name: "tracking", jobId: started.id });
      void utils.generation.jobs.invalidate({ groupId });
    } catch (error) {
      if (error instanceof UploadCancelledError) return setPhase({ name: "idle" });
      const failure = generationFailure(error);
      setPhase({ name: "refused", failure });
      callbacksRef.current.onFailed(failure, null);
    }
  };

  const isBusy = phase.name === "uploading" || phase.name === "starting" || (phase.name === "tracking" && !isJobFinished(job));
  return {
    phase,
    /** The tracked job, kept up to date while it runs. */
    job: job ?? null,
    /** The job could not be read at all (a poll that fails after the first answer keeps the last one). */
    jobError: phase.name === "tracking" && !job ? jobQuery.error : null,
    retryJob: () => void jobQuery.refetch(),
    isBusy,
    start,
    /**
     * The last input again, with the generator's thresholds relaxed (after NO_CARDS); null when this visit sent
     * none (a job picked up again after a reload: its input is not here to send).
     */
    makeCardsAnyway: lastRequest
      ? () => void start(lastRequest.request, lastRequest.types, { relaxed: true, make: lastRequest.make })
      : null,
    /** The last input again in "learn by heart" (after a poem was told it looks like one); null as makeCardsAnyway. */
    learnByHeart: lastRequest ? () => void start(lastRequest.request, lastRequest.types, { memorise: true, make: lastRequest.make }) : null,
    cancelUpload: () => uploadAbort.current?.abort(),
    /** Back to the form, clearing the last result. */
    reset: () => setPhase({ name: "idle" }),
  };
}
