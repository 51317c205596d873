import { trpc } from "@/lib/trpc.ts";
import { useSession } from "@/lib/auth/use-session.ts";

const FRESH_MS = 5 * 60_000;

/**
 * The signed-in user's subscription and usage. docs/product.md's re-fetch rule: fetch
 * again whenever it is missing (never loaded, or status 'missing'), but never
 * start a second fetch while one is running (react-query shares in-flight ones).
 */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return trpc.subscription.get.useQuery(undefined, {
    enabled: enabled && user !== null,
    staleTime: (query) => (query.state.data && query.state.data.subscription.status !== "missing" ? FRESH_MS : 0),
  });
}
