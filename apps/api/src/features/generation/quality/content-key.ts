import { clozeAnswerText, type TNoteContent } from "@mnemo/api-contract";

/**
 * The text two cards are compared on to call them duplicates, per type:
 * question and answer for qna (and manual cards, which are the same thing
 * written by hand), question and right option for mcq, the statement for
 * true/false, the sentence with deletions revealed for cloze, the concept and
 * its facts for concept lists. Cards of different families never duplicate
 * each other: a cloze and a true/false card on one sentence are two exercises.
 */
export function contentKey(content: TNoteContent): string {
  return `${familyOf(content)}|${normaliseText(keyText(content))}`;
}

function familyOf(content: TNoteContent): string {
  return content.type === "manual" || content.type === "qna" ? "qa" : content.type;
}

function keyText(content: TNoteContent): string {
  switch (content.type) {
    case "qna":
      return `${content.question} ${content.answer}`;
    case "manual":
      return `${content.front} ${content.back}`;
    case "mcq":
      return `${content.question} ${content.options[content.correctIndex] ?? ""}`;
    case "truefalse":
      return content.statement;
    case "clozedel":
      return content.text;
    case "concept_fact_list":
      return `${content.concept} ${content.facts.join(" ")}`;
  }
}

/** Lower case, cloze markup reduced to its answer, punctuation and accents gone, spaces collapsed. */
export function normaliseText(text: string): string {
  const plain = stripCloze(text);
  // Accents only exist outside ASCII: most card text skips the Unicode decomposition.
  return (/[\u0080-\uFFFF]/.test(plain) ? plain.normalize("NFKD").replace(/\p{M}/gu, "") : plain)
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "{{c1::Paris::capital}}" -> "Paris": Anki's deletion with its optional hint. */
export const stripCloze = clozeAnswerText;

/** Token-set Jaccard similarity of two content keys; 0 across families. */
export function keySimilarity(a: string, b: string): number {
  const [familyA, textA = ""] = splitKey(a);
  const [familyB, textB = ""] = splitKey(b);
  if (familyA !== familyB) return 0;
  return jaccard(tokenSet(textA), tokenSet(textB));
}

export function splitKey(key: string): [string, string] {
  const bar = key.indexOf("|");
  return [key.slice(0, bar), key.slice(bar + 1)];
}

export function tokenSet(text: string): Set<string> {
  return new Set(text.split(" ").filter(Boolean));
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return shared / (a.size + b.size - shared);
}
