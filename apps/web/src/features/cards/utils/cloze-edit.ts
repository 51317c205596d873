/**
 * Writing cloze text: what is wrong with it (the server's rule, plus braces
 * that do not make a gap, which would otherwise show up as stray braces on the
 * card), and turning a selection into the next gap.
 */
export const CLOZE_REQUIRED_MESSAGE = "Cloze text needs at least one deletion like {{c1::answer}}.";

/** The server's test for a deletion (ZClozeContentSchema). */
const DELETION = /\{\{c\d+::[^}]+\}\}/g;

export function clozeProblem(text: string): string | null {
  const deletions = [...text.matchAll(DELETION)];
  const starts = new Set(deletions.map((match) => match.index));
  for (let index = text.indexOf("{{"); index !== -1; index = text.indexOf("{{", index + 2)) {
    if (!starts.has(index)) {
      const near = text.slice(index, index + 24).split("\n")[0];
      return `Each gap must look like {{c1::answer}}; check the braces at “${near}”.`;
    }
    // Skip past this deletion, so a brace inside it is not read as the start of another.
    const match = deletions.find((deletion) => deletion.index === index);
    if (match) index += match[0].length - 2;
  }
  return deletions.length === 0 ? CLOZE_REQUIRED_MESSAGE : null;
}

/** The number the next gap gets: one more than the highest cN used so far. */
export function nextClozeNumber(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(/\{\{c(\d+)::/g)) highest = Math.max(highest, Number(match[1]));
  return highest + 1;
}

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
