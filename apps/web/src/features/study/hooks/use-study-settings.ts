import { trpc } from "@/lib/trpc.ts";

/* The profile's Study card: the settings, and the changes that make the study screens read again. */

/** The account's study settings (study.settings), fresh on arrival. */
export function useStudySettings() {
  return trpc.study.settings.useQuery(undefined, { staleTime: 0 });
}

/** Saves changed settings (study.saveSettings); everything of study is read again. */
export function useSaveStudySettings() {
  const utils = trpc.useUtils();
  return trpc.study.saveSettings.useMutation({ onSuccess: () => utils.study.invalidate() });
}

/** Saves or clears a deck's own daily limits (study.saveDeckLimits); /study's overview is read again. */
export function useSaveDeckLimits() {
  const utils = trpc.useUtils();
  return trpc.study.saveDeckLimits.useMutation({ onSuccess: () => utils.study.overview.invalidate() });
}

/** Recomputes every review card's due date from the current settings (study.rescheduleAll); everything of study is read again. */
export function useRescheduleAll() {
  const utils = trpc.useUtils();
  return trpc.study.rescheduleAll.useMutation({ onSuccess: () => utils.study.invalidate() });
}
