/**
 * Writing cloze text: what is wrong with it (the server's rule, plus braces
 * that do not make a gap, which would otherwise show up as stray braces on the
 * card), and turning a selection into the next gap.
 */
// The rules (and their words) are the server's: one parser in @mnemo/api-contract.
export { CLOZE_REQUIRED_MESSAGE, clozeProblem, nextClozeNumber } from "@mnemo/api-contract";
import { nextClozeNumber } from "@mnemo/api-contract";

export type TClozeEdit = { text: string; selectionStart: number; selectionEnd: number };

/**
 * Wraps the selected words in the next gap (`{{c2::words}}`), leaving spaces
 * around the selection outside it; with nothing selected, inserts an empty gap
 * with the caret inside, ready to type the answer.
 */
export function wrapClozeSelection(text: string, start: number, end: number): TClozeEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to);
  const leading = selected.length - selected.trimStart().length;
  const trailing = selected.length - selected.trimEnd().length;
  const core = selected.trim();
  const open = `{{c${nextClozeNumber(text)}::`;
  if (core === "") {
    const inserted = `${open}}}`;
    return {
      text: text.slice(0, from) + inserted + text.slice(from),
      selectionStart: from + open.length,
      selectionEnd: from + open.length,
    };
  }
  const innerStart = from + leading;
  const innerEnd = to - trailing;
  const wrapped = `${open}${core}}}`;
  return {
    text: text.slice(0, innerStart) + wrapped + text.slice(innerEnd),
    selectionStart: innerStart,
    selectionEnd: innerStart + wrapped.length,
  };
}
