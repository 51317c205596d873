import { trpc } from "@/lib/trpc.ts";
import { isJobFinished } from "../utils/job-status.ts";

/** How often a running job is asked for its progress. */
export const JOB_POLL_MS = 700;

/** One job, polled while it runs; polling stops once it succeeded or failed. */
export function useGenerationJob(jobId: string | null) {
  return trpc.generation.job.useQuery(
    { id: jobId ?? "" },
    {
      enabled: jobId !== null,
      staleTime: 0,
      refetchInterval: (query) => (isJobFinished(query.state.data) ? false : JOB_POLL_MS),
      refetchIntervalInBackground: true,
    },
  );
}
