/**
 * docs/product.md's generic form rules: required, email, min, max,
 * length, between, url and confirm, with its default messages. A field's rules
 * run in order and the first failing one gives its message; a form submitted
 * with any failing field shows FORM_INCOMPLETE_MESSAGE as well.
 */
export const FORM_INCOMPLETE_MESSAGE = "Form incomplete.";

export type FormValues = Record<string, string>;
/** A message when the value breaks the rule, else undefined. `values` holds the whole form (for confirm). */
export type Rule = (value: string, values: FormValues) => string | undefined;
/** A rule given the field's label (for its message). */
export type RuleFactory = (label: string) => Rule;
export type FormSchema<V extends FormValues> = { [K in keyof V]?: { label: string; rules: RuleFactory[] } };
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

// Deliberately loose: the server has the final word, this only catches typos like a missing '@'.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const characters = (count: number) => `${count} character${count === 1 ? "" : "s"}`;
/** Length in characters as people count them: an emoji is one, not two UTF-16 units. */
const lengthOf = (value: string) => [...value].length;

/** Every rule but `required` passes an empty value: emptiness is `required`'s to report. */
export const rules: {
  required: RuleFactory;
  email: RuleFactory;
  url: RuleFactory;
  min: (count: number) => RuleFactory;
  max: (count: number) => RuleFactory;
  length: (count: number) => RuleFactory;
  between: (least: number, most: number) => RuleFactory;
  confirm: (field: string, fieldLabel: string) => RuleFactory;
} = {
  required: (label) => (value) => (value.trim() === "" ? `${label} is required.` : undefined),
  email: () => (value) => (value.trim() !== "" && !EMAIL.test(value.trim()) ? "Please enter a valid email address." : undefined),
  url: () => (value) => (value.trim() !== "" && !isHttpUrl(value.trim()) ? "Please enter a valid URL." : undefined),
  min:
    (count: number): RuleFactory =>
    (label) =>
    (value) =>
      value !== "" && lengthOf(value) < count ? `${label} must be at least ${characters(count)}.` : undefined,
  max:
    (count: number): RuleFactory =>
    (label) =>
    (value) =>
      lengthOf(value) > count ? `${label} must be at most ${characters(count)}.` : undefined,
  length:
    (count: number): RuleFactory =>
    (label) =>
    (value) =>
      value !== "" && lengthOf(value) !== count ? `${label} must be exactly ${characters(count)}.` : undefined,
  between:
    (least: number, most: number): RuleFactory =>
    (label) =>
    (value) =>
      value !== "" && (lengthOf(value) < least || lengthOf(value) > most)
        ? `${label} must be between ${least} and ${most} characters.`
        : undefined,
  /** The value must equal another field's, e.g. a repeated password. */
  confirm:
    (field: string, fieldLabel: string): RuleFactory =>
    (label) =>
    (value, values) =>
      value !== "" && value !== values[field] ? `${label} does not match ${fieldLabel.toLowerCase()}.` : undefined,
};

export function validateForm<V extends FormValues>(values: V, schema: FormSchema<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(schema) as (keyof V)[]) {
    const entry = schema[field];
    if (!entry) continue;
    for (const makeRule of entry.rules) {
      const message = makeRule(entry.label)(values[field] ?? "", values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname.includes(".");
  } catch {
    return false;
  }
}
