import { z } from "zod";
import type { Db } from "@mnemo/db";
import { defineJobKind, type JobHandlerOutcome, type JobStage } from "../../../jobs/job-kind.ts";

export const FIT_STAGE_TABLE = [
  { id: "loading", label: "Reading your answers", from: 2, to: 10 },
  { id: "fitting", label: "Fitting your parameters", from: 10, to: 85 },
  { id: "checking", label: "Checking them on your latest answers", from: 85, to: 95 },
  { id: "saving", label: "Saving", from: 95, to: 99 },
] as const satisfies readonly JobStage[];

/** The kind's state table; the handler's guarded writes name it too. */
export const FIT_JOB_TABLE = "parameter_fit_job";

export const ZFitParametersPayloadSchema = z.object({ jobId: z.uuid() });

export type FitParametersDeps = { db: Db };
export type FitStage = (typeof FIT_STAGE_TABLE)[number]["id"];

/** Fitting a learner's FSRS parameters to their own answers. See docs/jobs.md. */
export const fitParametersJob = defineJobKind({
  name: "fit-parameters",
  table: FIT_JOB_TABLE,
  input: ZFitParametersPayloadSchema,
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  stages: FIT_STAGE_TABLE,
  expireInSeconds: 30 * 60,
  failureMessage: "Your parameters could not be fitted this time. Mnemo keeps scheduling with the ones you had.",
  handler: async (run, deps: FitParametersDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-fit-parameters-job.ts")).runFitParametersJob(run, deps),
});
