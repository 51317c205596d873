import type { TPracticeFormat } from "@mnemo/api-contract";

/** What a key press does on a question: choose an option, submit the answer, or go to the next question. */
export type TPracticeKeyAction = { type: "choose"; index: number } | { type: "submit" } | { type: "next" };

type TKey = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };
type TKeyContext = {
  format: TPracticeFormat;
  /** Options a number or letter can choose (multiple choice: 3 or 4; true/false: 2). */
  optionCount: number;
  isAnswered: boolean;
  /** Where the key was pressed (keyTarget): text fields keep every key, buttons and links their Enter. */
  target: TKeyTarget;
};

const LETTERS = "abcdefghi";

/**
 * The test's keyboard (docs/practice-tests.md): 1-4 or A-D choose an option (T and F a true/false answer), Enter
 * submits the answer (or, once it is saved, goes on), N goes to the next question. Keys typed into a field, Enter on a
 * button or a link, and keys with a modifier held are the browser's.
 */
export function practiceKeyAction(event: TKey, { format, optionCount, isAnswered, target }: TKeyContext): TPracticeKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || target === "text") return null;
  const key = event.key.toLowerCase();
  if (key === "enter" && target === "button") return null;
  if (key === "enter") return isAnswered ? { type: "next" } : { type: "submit" };
  if (key === "n") return { type: "next" };
  if (isAnswered || (format !== "multiple_choice" && format !== "true_false")) return null;
  if (format === "true_false" && (key === "t" || key === "f")) return { type: "choose", index: key === "t" ? 0 : 1 };
  const index = /^[1-9]$/.test(key) ? Number(key) - 1 : format === "multiple_choice" ? LETTERS.indexOf(key) : -1;
  return index >= 0 && index < optionCount ? { type: "choose", index } : null;
}

export type TKeyTarget = "text" | "button" | "other";

/** What kind of element a key was pressed on: a text field or a select (its own keys), a button or link (its own Enter), or anything else (a radio, the page). */
export function keyTarget(element: { tagName: string; type?: string; isContentEditable?: boolean } | null): TKeyTarget {
  if (!element) return "other";
  const tag = element.tagName.toLowerCase();
  if (tag === "input")
    return element.type === "radio" || element.type === "checkbox"
      ? "other"
      : element.type === "button" || element.type === "submit"
        ? "button"
        : "text";
  if (tag === "textarea" || tag === "select" || element.isContentEditable === true) return "text";
  return tag === "button" || tag === "a" ? "button" : "other";
}
