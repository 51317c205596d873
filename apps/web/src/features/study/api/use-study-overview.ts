import { isTimeZone } from "@mnemo/api-contract";
import { useEffect, useRef } from "react";
import { trpc } from "../../../lib/trpc.ts";

/** The browser's IANA time zone ("Europe/London"), or null when it reports none the server would accept. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}

/**
 * /study's numbers: every deck with what it has for today. Always fresh on
 * arrival, since a session just changed them. The first time, the account has
 * no time zone yet: the browser's is saved (the study day starts at 04:00
 * there) and the numbers are fetched again for it.
 */
export function useStudyOverview() {
  const overview = trpc.study.overview.useQuery(undefined, { staleTime: 0, refetchOnMount: "always" });
  const utils = trpc.useUtils();
  const saveSettings = trpc.study.saveSettings.useMutation({ onSuccess: () => void utils.study.invalidate() });
  const isSent = useRef(false);
  const needsZone = overview.data?.time_zone_set === false;
  useEffect(() => {
    if (!needsZone || isSent.current) return;
    const timeZone = browserTimeZone();
    if (!timeZone) return;
    isSent.current = true;
    saveSettings.mutate({ timeZone });
  }, [needsZone, saveSettings]);
  return overview;
}
