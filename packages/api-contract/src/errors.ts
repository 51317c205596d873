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
  // Generation: what was wrong with an upload or a request to make cards.
  /** The file is not a .docx, .pdf, .pptx, .png, .jpg or .webp (by its bytes). */
  "FILE_TYPE_NOT_SUPPORTED",
  /** The upload is over the server's file size limit. */
  "FILE_TOO_LARGE",
  /** A password-protected PDF (or Office file). */
  "FILE_ENCRYPTED",
  /** Corrupt or truncated: the file could not be read. */
  "FILE_CORRUPT",
  /** Decompresses to more than the server allows (a zip bomb). */
  "FILE_TOO_COMPLEX",
  /** The document holds no text at all. */
  "EMPTY_DOCUMENT",
  /** An image (or image-only page) in which OCR found no readable text. */
  "NO_TEXT_FOUND",
  /** Text in a language the offline generator cannot handle. */
  "LANGUAGE_NOT_SUPPORTED",
  /** Over the plan's characters or pages per upload. */
  "INPUT_LIMIT_EXCEEDED",
  /** A card type the user's plan does not include. */
  "CARD_TYPE_NOT_IN_PLAN",
  /** Not enough words left in this month's quota. */
  "QUOTA_EXCEEDED",
  /** The model or generator failed (after retries). */
  "GENERATION_FAILED",
  /** The input gave no cards: nothing in it read as facts to learn. Asking again with `relaxed` may give some. */
  "NO_CARDS",
  /** Every card the input gave is in the deck already. */
  "NO_NEW_CARDS",
  // Exports and imports.
  /** An export format the user's plan does not include (details.plan names the plan that does). */
  "EXPORT_NOT_IN_PLAN",
  /** An export's download link is older than a day. */
  "EXPORT_EXPIRED",
  /** An Anki package of a version Mnemo cannot read (details.version). */
  "PACKAGE_VERSION_NOT_SUPPORTED",
  /** A file with more notes than one import may hold (details.limit). */
  "TOO_MANY_NOTES",
  /** The import's pictures and sounds would take the user over their media storage (details.limit, details.used). */
  "MEDIA_LIMIT_EXCEEDED",
  /** An export larger than its format allows (a PDF over PDF_MAX_CARDS), or one that ran out of the time or memory an export may take. */
  "EXPORT_TOO_LARGE",
  // Billing.
  /** This server takes no payments (no STRIPE_SECRET_KEY); an operator gives plans with `pnpm admin set-plan`. */
  "BILLING_DISABLED",
  /** The account has had its free trial (details.usedAt). */
  "TRIAL_ALREADY_USED",
  /** The account already has a paid or trialing subscription: switch plans or manage billing instead. */
  "ALREADY_SUBSCRIBED",
  /** The account has no Stripe customer yet (nothing to manage, no plan to switch). */
  "NO_BILLING_ACCOUNT",
  /** Stripe did not answer, or answered an error; nothing was changed. Try again. */
  "PAYMENT_PROVIDER_ERROR",
  /** A webhook whose Stripe-Signature header is missing or does not match its body. */
  "INVALID_SIGNATURE",
  // Diagrams (DIAGRAM_ERRORS in diagrams.ts).
  /** A saved graph that breaks the diagram's rules (details.problems lists them). */
  "DIAGRAM_INVALID",
  /** An unknown diagram, or another learner's. */
  "DIAGRAM_NOT_FOUND",
  /** The diagram's source is gone, or not the learner's. */
  "DIAGRAM_NO_SOURCE",
  /** The source or deck holds nothing this kind of diagram can show (the message says why). */
  "DIAGRAM_NOTHING_TO_DRAW",
  /** A model was asked for, and none is configured on this server. */
  "DIAGRAM_NO_MODEL",
  /** The diagram's job has not made it yet. */
  "DIAGRAM_NOT_READY",
  /** A save of a version that is no longer the stored one (another tab saved first). */
  "DIAGRAM_STALE",
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The body of every REST error answer. */
export type TRestError = {
  error: string;
  code: TErrorCode;
  issues?: { path: string; message: string }[];
  /** Facts behind the error a client may show (a limit, the amount found, the plan that allows it). */
  details?: Record<string, string | number | boolean | null | string[]>;
  /** On INTERNAL errors: the id the server's log files the details under, to quote when reporting it. */
  requestId?: string;
};

/** What a 500 says: nothing internal, only the id of the log entry that has the details. */
export function internalErrorMessage(requestId: string | undefined): string {
  const reference = requestId ? ` (reference ${requestId})` : "";
  return `Something went wrong on our end${reference}. Try again in a moment.`;
}

export const GROUP_NOT_FOUND = "Group not found";
export const NOTE_NOT_FOUND = "Card not found";
export const SOURCE_NOT_FOUND = "Source not found";
export const NO_COUNTS_RETURNED = "No counts returned";
export const NOT_SIGNED_IN = "You are not signed in. Sign in and try again.";
