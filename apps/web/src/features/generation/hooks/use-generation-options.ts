import { trpc } from "@/lib/trpc.ts";

/** The plan's limits, card types and words left, for the live checks on the create screen. */
export function useGenerationOptions({ enabled }: { enabled: boolean }) {
  return trpc.generation.options.useQuery(undefined, { enabled, staleTime: 30_000 });
}
