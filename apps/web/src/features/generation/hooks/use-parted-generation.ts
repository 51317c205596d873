import type { TGeneratedCardType, TGenerationJob, TGenerationOutput } from "@mnemo/api-contract";
import { useRef, useState } from "react";
import type { TGenerationFailure } from "../utils/generation-errors.ts";
import { useGeneration, type TGenerationRequest } from "./use-generation.ts";

/**
 * Text split into parts (each within the plan's limit), made one after the
 * other into the same deck. `index` is the part being made (or the one that
 * stopped the run); `jobs` are the parts already made.
 */
export type TPartRun = {
  parts: string[];
  types: TGeneratedCardType[];
  /** What each part's job makes (study notes: a set per part, each part being a source of its own). */
  make: readonly TGenerationOutput[];
  /** "Learn by heart": each part's lines become overlapping cloze cards (numbered from 1 in each part). */
  memorise: boolean;
  index: number;
  jobs: TGenerationJob[];
  status: "running" | "done" | "stopped";
  /** Why the run stopped (the quota ran out, say); the parts made before stay in the deck. */
  failure: TGenerationFailure | null;
};

type Callbacks = {
  /** A single generation, or a whole run of parts, finished; `jobs` are every job it made (one without parts). */
  onSucceeded: (job: TGenerationJob, jobs: TGenerationJob[]) => void;
  onFailed: (failure: TGenerationFailure, job: TGenerationJob | null) => void;
};

/**
 * useGeneration, plus runs of parts: the next part starts when the last one
 * succeeds, so the server checks each against the plan (characters, words
 * left) as it does any request. A part that fails or is refused stops the
 * run; what was made is reported as made, and the rest can be tried again.
 */
export function usePartedGeneration({ groupId, onSucceeded, onFailed }: { groupId: string } & Callbacks) {
  const [run, setRun] = useState<TPartRun | null>(null);
  const runRef = useRef<TPartRun | null>(null);
  const update = (next: TPartRun | null) => {
    runRef.current = next;
    setRun(next);
  };

  const generation = useGeneration({
    groupId,
    enabled: true,
    onSucceeded: (job) => {
      const current = runRef.current;
      if (!current || current.status !== "running") return onSucceeded(job, [job]);
      const jobs = [...current.jobs, job];
      const next = current.index + 1;
      if (next < current.parts.length) {
        update({ ...current, jobs, index: next });
        void generation.start({ source: "text", text: current.parts[next]! }, current.types, {
          make: current.make,
          memorise: current.memorise,
        });
        return;
      }
      update({ ...current, jobs, status: "done" });
      onSucceeded(job, jobs);
    },
    onFailed: (failure, job) => {
      const current = runRef.current;
      if (current?.status === "running") {
        update({ ...current, status: "stopped", failure });
        const last = current.jobs.at(-1);
        if (last) onSucceeded(last, current.jobs);
      }
      onFailed(failure, job);
    },
  });

  const startParts = (parts: string[], types: readonly TGeneratedCardType[], make: readonly TGenerationOutput[], memorise = false) => {
    if (parts.length === 0) return;
    update({ parts, types: [...types], make, memorise, index: 0, jobs: [], status: "running", failure: null });
    void generation.start({ source: "text", text: parts[0]! }, types, { make, memorise });
  };

  /** The parts not made yet, after a stop (words bought or freed, a model back). */
  const resumeParts = () => {
    const current = runRef.current;
    if (current?.status !== "stopped") return;
    update({ ...current, status: "running", failure: null });
    void generation.start({ source: "text", text: current.parts[current.index]! }, current.types, {
      make: current.make,
      memorise: current.memorise,
    });
  };

  /** `memorise`: "learn by heart", the input's lines as overlapping cloze cards. */
  const start = (
    request: TGenerationRequest,
    types: readonly TGeneratedCardType[],
    make: readonly TGenerationOutput[],
    memorise = false,
  ) => {
    update(null);
    void generation.start(request, types, { make, memorise });
  };

  return { ...generation, run, start, startParts, resumeParts };
}
