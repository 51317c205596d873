import type { TPracticeResponse } from "@mnemo/api-contract";
import type { TPracticePrompt } from "./practice-session.ts";

/** A question's answer before the learner touches it: empty, no choice, no pairs, the items as shown. */
export function emptyResponse(prompt: TPracticePrompt): TPracticeResponse | null {
  switch (prompt.format) {
    case "written":
    case "fill_in":
      return { format: prompt.format, text: "" };
    case "matching":
      return { format: "matching", pairs: prompt.left.map(() => -1) };
    case "ordering":
      return { format: "ordering", order: prompt.items.map((_, i) => i) };
    case "multiple_choice":
    case "true_false":
      return null;
  }
}

/** Whether an answer can be submitted: text written, an option chosen, every prompt matched. */
export function isCompleteResponse(response: TPracticeResponse | null): response is TPracticeResponse {
  if (!response) return false;
  switch (response.format) {
    case "written":
    case "fill_in":
      return response.text.trim() !== "";
    case "matching":
      return response.pairs.every((pair) => pair >= 0);
    default:
      return true;
  }
}

/** Whether two answers are the same (a saved answer and the draft on screen). */
export function isSameResponse(a: TPracticeResponse | null, b: TPracticeResponse | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
