import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { trpc } from "@/lib/trpc.ts";
import { dropPrefetchedStudyQueues, SETTINGS_STALE_MS } from "./study-queue-prefetch.ts";
import { browserTimeZone } from "../utils/browser-time-zone.ts";

/**
 * The study day starts at 04:00 in the learner's time zone, which the server
 * learns from the browser: once the server says it has none (`isSet` false),
 * the browser's is saved, once, and every study figure is fetched again for
 * it. `isSet` undefined (not known yet) or true sends nothing.
 */
export function useSaveTimeZone(isSet: boolean | undefined): { isSaving: boolean } {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // A batch fetched ahead was for the old study day.
  const saveSettings = trpc.study.saveSettings.useMutation({
    onSettled: () => {
      dropPrefetchedStudyQueues(queryClient);
      return utils.study.invalidate();
    },
  });
  const isSent = useRef(false);
  const { mutate } = saveSettings;
  const wantedZone = isSet === false ? browserTimeZone() : null;
  useEffect(() => {
    if (!wantedZone || isSent.current) return;
    isSent.current = true;
    mutate({ timeZone: wantedZone });
  }, [wantedZone, mutate]);
  // Until the save is settled; afterwards the refetched settings say the zone is set.
  return { isSaving: wantedZone !== null && !saveSettings.isSuccess && !saveSettings.isError };
}

/**
 * For screens that have no study figures of their own to ask (a session opened
 * straight from a link): asks study.settings whether a time zone is saved, and
 * saves the browser's when not. Ready once that is settled, so the first cards
 * are fetched for the learner's own study day (a failed check does not hold
 * the session up: the server's zone, UTC, is used).
 */
export function useEnsureTimeZone(): { isReady: boolean } {
  const utils = trpc.useUtils();
  // Coming from /study, its figures already said a zone is saved: nothing to ask before the first cards.
  const isKnownSet = utils.study.overview.getData()?.time_zone_set === true;
  const settings = trpc.study.settings.useQuery(undefined, { staleTime: SETTINGS_STALE_MS, enabled: !isKnownSet });
  const { isSaving } = useSaveTimeZone(isKnownSet ? true : settings.data?.time_zone_set);
  return { isReady: isKnownSet || (!settings.isPending && !isSaving) };
}
