import type { TGeneratedCardType, TGenerationJob } from "@mnemo/api-contract";
import { useEffect, useRef, useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { generationFailure } from "../utils/generation-errors.ts";
import { isJobFinished } from "../utils/job-status.ts";
import type { TGenerationPhase } from "./use-generation.ts";
import { useGenerationJob } from "./use-generation-job.ts";

/** Where the cards go: a deck the learner has, or a new one made (with this title) when they ask. */
export type TDeckChoice = { kind: "deck"; groupId: string } | { kind: "new"; title: string };

type Request = {
  sourceId: string;
  deck: TDeckChoice;
  types: readonly TGeneratedCardType[];
  /** "Learn by heart": the source's lines as overlapping cloze cards, in order (types are then not sent). */
  memorise?: boolean;
};

/**
 * Cards from a kept source (generation.startFromSource): the new deck made first when one was asked for (and deleted
 * again when the server will not start the job, so no empty deck is left behind), then the job polled until it ends,
 * its end reported once. No upload and no words charged, so nothing here measures input.
 */
export function useSourceGeneration({ onFinished }: { onFinished: (job: TGenerationJob) => void }) {
  const [phase, setPhase] = useState<TGenerationPhase>({ name: "idle" });
  // The deck the cards go to, known once it exists (a new deck is made before the job starts).
  const [groupId, setGroupId] = useState<string | null>(null);
  const [lastRequest, setLastRequest] = useState<Request | null>(null);
  const utils = trpc.useUtils();
  const { mutateAsync: createDeck } = trpc.groups.create.useMutation();
  const { mutateAsync: startFromSource } = trpc.generation.startFromSource.useMutation();
  const { mutateAsync: deleteDeck } = trpc.groups.delete.useMutation();
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
    // A deck made for this start only: it goes again if the job does not start.
    let made: string | null = null;
    try {
      let target = request.deck.kind === "deck" ? request.deck.groupId : groupId;
      if (target === null && request.deck.kind === "new") {
        made = (await createDeck({ title: request.deck.title })).id;
        target = made;
        void utils.groups.list.invalidate();
      }
      if (target === null) return;
      setGroupId(target);
      const started = await startFromSource({
        groupId: target,
        sourceId: request.sourceId,
        ...(request.memorise ? { memorise: true } : { types: [...request.types] }),
        ...(relaxed ? { relaxed } : {}),
      });
      utils.generation.job.setData({ id: started.id }, started);
      setPhase({ name: "tracking", jobId: started.id });
      void utils.generation.jobs.invalidate({ groupId: target });
    } catch (error) {
      // Nothing started: the next start goes where the form then says (not into this deck), and a deck made for it goes.
      setGroupId(null);
      if (made !== null) await forgetDeck(made);
      setPhase({ name: "refused", failure: generationFailure(error) });
    }
  };

  /** Deletes the empty deck made for a start the server refused; the next start makes a new one. */
  const forgetDeck = async (id: string) => {
    try {
      await deleteDeck({ id });
    } catch {
      // Gone already, or the network is down: the refusal is what the learner is told; the deck list is read again.
    }
    void utils.groups.list.invalidate();
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
    /** The same source again, one card per line, after a job told it looks like a poem. */
    learnByHeart: lastRequest ? () => void start({ ...lastRequest, memorise: true }) : null,
    /** Back to the form for another deck or other types (a new deck already made stays made). */
    reset: () => {
      setPhase({ name: "idle" });
      setGroupId(null);
    },
  };
}
