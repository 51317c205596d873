import { trpc } from "@/lib/trpc.ts";
import { useSaveTimeZone } from "./use-save-time-zone.ts";

/**
 * /study's numbers: every deck with what it has for today. Always fresh on
 * arrival, since a session just changed them. The first time, the account has
 * no time zone yet: the browser's is saved (the study day starts at 04:00
 * there) and the numbers are fetched again for it.
 */
export function useStudyOverview() {
  const overview = trpc.study.overview.useQuery(undefined, { staleTime: 0, refetchOnMount: "always" });
  useSaveTimeZone(overview.data?.time_zone_set);
  return overview;
}
