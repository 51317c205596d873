import { ZCreateSuggestionInputSchema, type TCreateSuggestionInput } from "@mnemo/api-contract";

/*
 * The form checks what the server checks, with the server's own schema and
 * words, so a message never differs between browser and API.
 */
export const SUGGESTION_FIELDS = ["title", "details", "email"] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
export type SuggestionValues = Record<SuggestionField, string>;
export type SuggestionErrors = Partial<Record<SuggestionField, string>>;

/** docs/product.md's message for a form submitted with problems. */
export const FORM_INCOMPLETE = "Form incomplete.";

export const EMPTY_SUGGESTION: SuggestionValues = { title: "", details: "", email: "" };

function isSuggestionField(value: unknown): value is SuggestionField {
  return typeof value === "string" && (SUGGESTION_FIELDS as readonly string[]).includes(value);
}

/** The first message per field, from zod issues or the API's `data.issues` ({path, message}). */
export function fieldErrorsFromIssues(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[] | null | undefined,
): SuggestionErrors {
  const errors: SuggestionErrors = {};
  for (const issue of issues ?? []) {
    const field = typeof issue.path === "string" ? issue.path.split(".")[0] : issue.path[0];
    if (isSuggestionField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type SuggestionCheck = { ok: true; input: TCreateSuggestionInput } | { ok: false; errors: SuggestionErrors };

/**
 * `withEmail` is false for signed-in users: the field is not shown and the
 * server answers at their account's address.
 */
export function validateSuggestion(values: SuggestionValues, { withEmail }: { withEmail: boolean }): SuggestionCheck {
  const input = { title: values.title, details: values.details, ...(withEmail ? { email: values.email } : {}) };
  const parsed = ZCreateSuggestionInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
  return { ok: true, input };
}

/** The field focus goes to after a failed submit: the first with a problem, in form order. */
export function firstInvalidField(errors: SuggestionErrors): SuggestionField | undefined {
  return SUGGESTION_FIELDS.find((field) => errors[field]);
}

/** '123 / 2000': what the server will count (surrounding spaces are trimmed). */
export function characterCount(text: string, max: number): { count: number; isOver: boolean; label: string } {
  const count = text.trim().length;
  return { count, isOver: count > max, label: `${count} / ${max}` };
}
