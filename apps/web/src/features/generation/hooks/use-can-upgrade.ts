import { trpc } from "@/lib/trpc.ts";

/** Whether plans can be bought on this server (billing.config): only then are they named as the way to more. */
export function useCanUpgrade(): boolean {
  return trpc.billing.config.useQuery(undefined, { staleTime: 60 * 60_000 }).data?.enabled === true;
}
