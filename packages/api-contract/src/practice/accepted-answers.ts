/**
 * The answers a card's answer accepts (docs/practice-tests.md, "How written answers are graded"): the answer itself
 * first, then the alternatives written in it:
 * - "A / B" (a slash with spaces: "km/h", "1/2" and "and/or" stay whole) and "A; B";
 * - "A, B" when every part is short (at most 3 words: "UK, Britain") and none holds a digit, so a sentence with commas,
 *   a date ("July 14, 1789") and a number ("1,000") stay whole;
 * - "A (B)": "A" without its bracket, and "B" too when one of the two abbreviates the other ("DNA (deoxyribonucleic
 *   acid)", "United States (USA)"): a bracket that only explains ("Paris (France)") is not an answer on its own.
 * A part loses a trailing full stop ("Paris." is "Paris"). Duplicates are dropped; the list is empty for an empty answer.
 */
export function acceptedAnswers(answer: string): string[] {
  const whole = answer.trim();
  if (whole === "") return [];
  const parts = whole.split(/\s+\/\s+|\s*;\s*/).flatMap((part) => {
    const commaParts = part.split(/\s*,\s*/);
    const areShort = commaParts.length > 1 && commaParts.every((piece) => piece !== "" && piece.split(/\s+/).length <= 3);
    // "1,000" has no space after its comma, and "July 14, 1789" is one date: numbers are never split.
    return areShort && /,\s/.test(part) && !/\d/.test(part) ? commaParts : [part];
  });
  const alternatives = parts
    .map((part) =>
      part
        .trim()
        .replace(/(?<!\.)\.$/, "")
        .trim(),
    )
    .filter((part) => part !== "")
    .flatMap(withoutBracket);
  return [...new Set([whole, ...alternatives])];
}

/** "A (B)" → "A (B)", "A", and "B" when one abbreviates the other. */
function withoutBracket(part: string): string[] {
  const match = /^(.*\S)\s*\(([^()]+)\)$/u.exec(part);
  if (!match) return [part];
  const outside = (match[1] ?? "").trim();
  const inside = (match[2] ?? "").trim();
  const isAbbreviation = abbreviates(inside, outside) || abbreviates(outside, inside);
  return isAbbreviation ? [part, outside, inside] : [part, outside];
}

/**
 * Whether `short` is an abbreviation of `long`: 2-6 capitals or digits ("DNA", "USA", "ATP", "WW2") whose letters come
 * in order in `long` and start with its first letter ("DNA" in "deoxyribonucleic acid").
 */
function abbreviates(short: string, long: string): boolean {
  if (!/^[\p{Lu}\d.]{2,8}$/u.test(short) || long.length <= short.length) return false;
  const letters = short.replace(/\./g, "").toLowerCase();
  const text = long.toLowerCase();
  if (letters.length < 2 || letters.length > 6 || text[0] !== letters[0]) return false;
  let at = 0;
  for (const letter of letters) {
    at = text.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
