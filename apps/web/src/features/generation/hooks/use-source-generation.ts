import type { TGeneratedCardType, TGenerationJob } from "@mnemo/api-contract";
import { useEffect, useRef, useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { generationFailure } from "../utils/generation-errors.ts";
import { isJobFinished } from "../utils/job-status.ts";
import type { TGenerationPhase } from "./use-generation.ts";
import { useGenerationJob } from "./use-generation-job.ts";

/** Where the cards go: a deck the learner has, or a new one made (with this title) when they ask. */
export type TDeckChoice = { kind: "deck"; groupId: string } | { kind: "new"; title: string };

type Request = { sourceId: string; deck: TDeckChoice; types: readonly TGeneratedCardType[] };

/**
 * Cards from a kept source (generation.startFromSource): the new deck made first when one was asked for, then the
 * job polled until it ends, its end reported once. No upload and no words charged, so nothing here measures input.
 */
export function useSourceGeneration({ onFinished }: { onFinished: (job: TGenerationJob) => void }) {
  const [phase, setPhase] = useState<TGenerationPhase>({ name: "idle" });
  // The deck the cards go to, known once it exists (a new deck is made before the job starts).
  const [groupId, setGroupId] = useState<string | null>(null);
  const [lastRequest, setLastRequest] = useState<Request | null>(null);
  const utils = trpc.useUtils();
  const { mutateAsync: createDeck } = trpc.groups.create.useMutation();
  const { mutateAsync: startFromSource } = trpc.generation.startFromSource.useMutation();
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  const jobQuery = useGenerationJob(phase.name === "tracking" ? phase.jobId : null);
  const job = phase.name === "tracking" ? jobQuery.data : undefined;

  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!job || !isJobFinished(job) || reported.current.has(job.id)) return;
    reported.current.add(job.id);
    // A failed job may have freed a job slot; the plan's figures are read again as after any generation.
    void utils.generation.options.invalidate();
    onFinishedRef.current(job);
  }, [job, utils]);

  const start = async (request: Request, { relaxed = false } = {}) => {
    setLastRequest(request);
    setPhase({ name: "starting" });
    try {
      let target = request.deck.kind === "deck" ? request.deck.groupId : groupId;
      if (target === null && request.deck.kind === "new") {
        const created = await createDeck({ title: request.deck.title });
        target = created.id;
        void utils.groups.list.invalidate();
      }
      if (target === null) return;
      setGroupId(target);
      const started = await startFromSource({
        groupId: target,
        sourceId: request.sourceId,
        types: [...request.types],
        ...(relaxed ? { relaxed } : {}),
      });
      utils.generation.job.setData({ id: started.id }, started);
      setPhase({ name: "tracking", jobId: started.id });
      void utils.generation.jobs.invalidate({ groupId: target });
    } catch (error) {
      setPhase({ name: "refused", failure: generationFailure(error) });
    }
  };

  const isBusy = phase.name === "starting" || (phase.name === "tracking" && !isJobFinished(job));
  return {
    phase,
    job: job ?? null,
    /** The deck the cards went to (a new deck's id once made). */
    groupId,
    jobError: phase.name === "tracking" && !job ? jobQuery.error : null,
    retryJob: () => void jobQuery.refetch(),
    isBusy,
    start: (request: Request) => void start(request),
    /** The same source and types again, thresholds relaxed, after a job that found nothing worth a card. */
    makeCardsAnyway: lastRequest ? () => void start(lastRequest, { relaxed: true }) : null,
    /** Back to the form for another deck or other types (a new deck already made stays made). */
    reset: () => {
      setPhase({ name: "idle" });
      setGroupId(null);
    },
  };
}
