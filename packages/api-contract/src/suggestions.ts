import { z } from "zod";
import { cleanLine, cleanText } from "./text.ts";

/*
 * 'Suggest a Feature': the form (web) and `suggestions.create` (API) check the
 * same limits with the same words, so a message never differs between the two.
 * Messages follow the generic form rules of docs/product.md ("Forms": 'X is required.',
 * 'Please enter a valid email address.').
 */
export const SUGGESTION_TITLE_MIN = 3;
export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DETAILS_MIN = 10;
export const SUGGESTION_DETAILS_MAX = 2000;
export const SUGGESTION_EMAIL_MAX = 254;

/** Suggestions one person (a user, or a visitor's IP) may send per window. */
export const SUGGESTION_RATE_LIMIT = 5;
export const SUGGESTION_RATE_WINDOW_MS = 60 * 60 * 1000;

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address.";

function boundedText(label: string, min: number, max: number, clean: (value: string) => string) {
  return z
    .string({ error: `${label} is required.` })
    .overwrite(clean)
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .min(min, { error: `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

export const ZSuggestionTitleSchema = boundedText("Title", SUGGESTION_TITLE_MIN, SUGGESTION_TITLE_MAX, cleanLine);
/** Called 'Description' on the form. */
export const ZSuggestionDetailsSchema = boundedText("Description", SUGGESTION_DETAILS_MIN, SUGGESTION_DETAILS_MAX, cleanText);

/** Optional contact address: blank means none. */
export const ZSuggestionEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(SUGGESTION_EMAIL_MAX, { error: INVALID_EMAIL_MESSAGE })
  .pipe(z.union([z.literal(""), z.email({ error: INVALID_EMAIL_MESSAGE })]))
  .nullish()
  .transform((email) => (email ? email.toLowerCase() : null));

export const ZCreateSuggestionInputSchema = z.object({
  title: ZSuggestionTitleSchema,
  details: ZSuggestionDetailsSchema,
  email: ZSuggestionEmailSchema,
});
export type TCreateSuggestionInput = z.input<typeof ZCreateSuggestionInputSchema>;
export type TCreateSuggestion = z.output<typeof ZCreateSuggestionInputSchema>;

export const ZCreateSuggestionOutputSchema = z.object({ id: z.string(), created_at: z.string() });
export type TCreateSuggestionOutput = z.infer<typeof ZCreateSuggestionOutputSchema>;

/** What the operator sees (`pnpm admin list-suggestions`). */
export const ZSuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  details: z.string(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export type TSuggestion = z.infer<typeof ZSuggestionSchema>;

/** The 429 answer's text: how many were sent, and when the next one is accepted. */
export function suggestionRateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `You've sent ${SUGGESTION_RATE_LIMIT} suggestions in the last hour. Please try again in ${wait}.`;
}
