import { trpc } from "../../../lib/trpc.ts";

/** /study's numbers: every deck with what it has for today. Always fresh on arrival, since a session just changed them. */
export function useStudyOverview() {
  return trpc.study.overview.useQuery(undefined, { staleTime: 0, refetchOnMount: "always" });
}
