/**
 * What the UI needs to know about any error it may meet: tRPC client errors
 * (which carry `data.httpStatus` when the server answered), `HttpError`s from
 * plain fetches, and fetch's TypeError when the network failed. Duck-typed so
 * this stays pure and testable without the client libraries.
 */
export const NETWORK_ERROR_MESSAGE = "Can't reach Mnemo. Check your connection and try again.";
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Try again.";

/** Gateways between the browser and the API say these when the API is briefly away. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof status === "number") return status;
  if (typeof data === "object" && data !== null) {
    const httpStatus = (data as { httpStatus?: unknown }).httpStatus;
    if (typeof httpStatus === "number") return httpStatus;
  }
  return undefined;
}

/** True when no answer came from the API itself: offline, DNS, reset, or a gateway's error page. */
export function isNetworkFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined) return GATEWAY_STATUSES.has(status);
  if (error instanceof TypeError) return true;
  // tRPC wraps fetch's TypeError (or a JSON parse error on an HTML page) without `data`.
  return error instanceof Error && error.name === "TRPCClientError";
}

/** Text to show a user. Server messages are written for users; network failures get a plain hint. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
