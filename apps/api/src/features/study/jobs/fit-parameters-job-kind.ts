import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome } from "../../../jobs/job-kind.ts";
import { FIT_STAGE_TABLE } from "./fit-parameters-job-stages.ts";
import type { FitParametersDeps } from "./run-fit-parameters-job.ts";

export const ZFitParametersPayloadSchema = z.object({ jobId: z.uuid() });

/** Fitting a learner's FSRS parameters to their own answers. See docs/jobs.md. */
export const fitParametersJob = defineJobKind({
  name: "fit-parameters",
  table: "parameter_fit_job",
  input: ZFitParametersPayloadSchema,
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  stages: FIT_STAGE_TABLE,
  expireInSeconds: 30 * 60,
  failureMessage: "Your parameters could not be fitted this time. Mnemo keeps scheduling with the ones you had.",
  handler: async (run, deps: FitParametersDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-fit-parameters-job.ts")).runFitParametersJob(run, deps),
});
