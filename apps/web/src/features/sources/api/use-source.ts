import { httpStatusOf } from "@/lib/error-info.ts";
import { trpc } from "@/lib/trpc.ts";

/**
 * One source with its text and the decks made from it. A missing source (or
 * another learner's) answers 404: that is final, so it is not retried.
 */
export function useSource(id: string) {
  return trpc.sources.get.useQuery({ id }, { retry: (failureCount, error) => httpStatusOf(error) !== 404 && failureCount < 2 });
}
