/**
 * The answers a card's answer accepts: the answer itself and the alternatives written in it as "A / B", "A; B",
 * or "A, B" when every part is short (at most 3 words: "UK, Britain"), so a list written as a sentence stays whole.
 * Kept small: the written-answer grader extends it (docs/practice-tests.md).
 */
export function acceptedAnswers(answer: string): string[] {
  const whole = answer.trim();
  if (whole === "") return [];
  const parts = whole.split(/\s+\/\s+|\s*;\s*/).flatMap((part) => {
    const commaParts = part.split(/\s*,\s*/);
    const areShort = commaParts.length > 1 && commaParts.every((piece) => piece !== "" && piece.split(/\s+/).length <= 3);
    // "1,000" has no space after its comma: a number, not two answers.
    return areShort && /,\s/.test(part) ? commaParts : [part];
  });
  const alternatives = parts.map((part) => part.trim()).filter((part) => part !== "");
  return [...new Set([whole, ...alternatives])];
}
