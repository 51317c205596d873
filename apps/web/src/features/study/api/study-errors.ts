import { httpStatusOf, isNetworkFailure } from "@/lib/error-info.ts";

/**
 * What a failed study call means for the session: the card changed since it
 * was fetched (409: another tab answered it), it is gone or not the learner's
 * (404), the network is away (try again), or anything else.
 */
export type TStudyErrorKind = "conflict" | "not_found" | "network" | "other";

export function studyErrorKind(error: unknown): TStudyErrorKind {
  const status = httpStatusOf(error);
  if (status === 409) return "conflict";
  if (status === 404) return "not_found";
  return isNetworkFailure(error) ? "network" : "other";
}
