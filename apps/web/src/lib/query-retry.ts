import { isNetworkFailure } from "./error-info.ts";

/** docs/product.md's "data fetches retry up to 3 times on network failure". */
export const MAX_QUERY_RETRIES = 3;

/**
 * react-query's `retry` for queries. A 4xx (or a 500 from the API itself) will
 * answer the same again, so only network failures are worth retrying.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isNetworkFailure(error);
}
