/**
 * Stable error codes every API answer uses. The server maps each to an HTTP
 * status (apps/api/src/lib/app-error.ts); clients may switch on them.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "INTERNAL",
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The body of every REST error answer. */
export type TRestError = {
  error: string;
  code: TErrorCode;
  issues?: { path: string; message: string }[];
};

export const GROUP_NOT_FOUND = "Group not found";
export const NOTE_NOT_FOUND = "Card not found";
export const NO_COUNTS_RETURNED = "No counts returned";
export const NOT_SIGNED_IN = "You are not signed in. Sign in and try again.";
