import type { TToken, TUnit } from "./analysis-types.ts";
import { capitalise, collapse, isNounPhrase, lowerOpening, numberWord, tokenText, withoutEndPunctuation } from "./text-tools.ts";

/**
 * Lists a card can ask for whole: "X include(s)/consist(s) of/comprise(s) A, B
 * and C", "... stages: A and B", and bullet items under a lead line (or under
 * the section's heading when the bullets open the section).
 */
export type TListFact = {
  units: TUnit[];
  /** Section offsets of the whole list (lead line through last item). */
  start: number;
  end: number;
  concept: string;
  items: string[];
  /** Bullet items can be clauses; they are listed with "; " rather than woven into a sentence. */
  isBullets: boolean;
  question: string;
};

const MAX_ITEM_WORDS = 8;

export function findInlineList(unit: TUnit): TListFact | undefined {
  if (!unit.isSentence) return undefined;
  const tokens = unit.tokens;
  const endAt = /[.!?]/.test(tokens.at(-1)?.value ?? "") ? tokens.length - 1 : tokens.length;
  for (let at = 1; at < endAt - 2; at += 1) {
    const token = tokens[at]!;
    const isColon = token.value === ":";
    const verb = token.pos === "VERB" ? token.lemma : "";
    const takesOf = (verb === "consist" || verb === "compose") && tokens[at + 1]?.lower === "of";
    if (!isColon && verb !== "include" && verb !== "comprise" && !takesOf) continue;
    const itemsAt = at + (takesOf ? 2 : 1);
    const items = splitItems(unit, itemsAt, endAt);
    if (!items) return undefined;
    const head = tokenText(unit, 0, at);
    if (isColon) {
      return {
        units: [unit],
        start: unit.start,
        end: unit.end,
        concept: head,
        items,
        isBullets: false,
        question: `${head}: what are they?`,
      };
    }
    if (!isNounPhrase(tokens, 0, at, 10)) return undefined;
    const subject = lowerOpening(head, tokens[0]);
    const plural = token.lower === token.lemma;
    const question =
      tokens[0]?.lower === "the" && plural
        ? `What are the ${numberWord(items.length)} ${subject.replace(/^the /, "")}?`
        : `What ${plural ? "do" : "does"} ${subject} ${takesOf ? "consist of" : verb}?`;
    return { units: [unit], start: unit.start, end: unit.end, concept: capitalise(head), items, isBullets: false, question };
  }
  return undefined;
}

/** "A, B and C" -> [A, B, C]; undefined unless every item is a short noun phrase. */
function splitItems(unit: TUnit, first: number, last: number): string[] | undefined {
  const groups: TToken[][] = [[]];
  for (let i = first; i < last; i += 1) {
    const token = unit.tokens[i]!;
    const isBreak = token.value === "," || token.value === ";" || ((token.lower === "and" || token.lower === "or") && i > first);
    if (isBreak) {
      if (groups.at(-1)!.length > 0) groups.push([]);
    } else groups.at(-1)!.push(token);
  }
  const items = groups.filter((group) => group.length > 0);
  const hasSeparator = unit.tokens.slice(first, last).some((token) => /^(,|and|or)$/.test(token.lower));
  if (items.length < 2 || items.length > 12 || !hasSeparator) return undefined;
  if (
    items.some(
      (group) =>
        group.length > MAX_ITEM_WORDS || group.some((token) => token.pos === "VERB" || token.pos === "AUX" || token.pos === "PRON"),
    )
  )
    return undefined;
  return items.map((group) => collapse(unit.section.text.slice(group[0]!.start, group.at(-1)!.end)));
}

/** Bullet runs in one section, each with the lead line above it (or the heading). */
export function findBulletLists(units: TUnit[]): TListFact[] {
  const lists: TListFact[] = [];
  for (let i = 0; i < units.length; i += 1) {
    if (!units[i]!.isBullet || units[i - 1]?.isBullet) continue;
    const bullets: TUnit[] = [];
    for (let j = i; j < units.length && units[j]!.isBullet; j += 1) {
      if (units[j]!.block !== bullets.at(-1)?.block) bullets.push(units[j]!);
    }
    if (bullets.length < 2) continue;
    const lead = units[i - 1]?.isLead ? units[i - 1] : undefined;
    const heading = bullets[0]!.section.heading?.trim();
    const title = lead ? withoutEndPunctuation(collapse(lead.text)) : heading;
    if (!title) continue;
    const items = bullets.map((bullet) => withoutEndPunctuation(collapse(bullet.text))).filter((item) => item.length > 0);
    const context = lead && heading && !title.toLowerCase().includes(heading.toLowerCase()) ? `${heading}: ` : "";
    // "Key stages:" reads as "What are the two key stages?"; a bare title line does not.
    const leadHead = lead?.tokens.findLast((token) => /\p{L}/u.test(token.value));
    const isPluralPhrase = lead !== undefined && lead.text.endsWith(":") && leadHead?.pos === "NOUN" && leadHead.lemma !== leadHead.lower;
    let question = `What are the ${numberWord(items.length)} points listed under "${title}"?`;
    if (lead && lead.tokens.some((token) => token.pos === "VERB" || token.pos === "AUX")) question = `${context}${title}: what are they?`;
    else if (isPluralPhrase) {
      const phrase = lowerOpening(title, lead.tokens[0]).replace(/^the /i, "");
      question = `${context}${context ? "what" : "What"} are the ${numberWord(items.length)} ${phrase}?`;
    }
    lists.push({
      units: lead ? [lead, ...bullets] : bullets,
      start: (lead ?? bullets[0]!).start,
      end: bullets.at(-1)!.end,
      concept: context ? `${title} (${heading})` : title,
      items,
      isBullets: true,
      question,
    });
  }
  return lists;
}
