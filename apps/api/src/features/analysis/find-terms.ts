import type { TTerm, TToken, TUnit } from "./analysis-types.ts";

/**
 * Key-term candidates in one unit: dates and numbers from wink's entities,
 * runs of proper nouns, and noun chunks. Proper runs get the provisional kind
 * "proper"; classify-names.ts decides person/place/name across the document.
 */

/** Nouns too vague to quiz on alone ("the process", "a type"). */
const GENERIC = new Set(
  "process part way type kind example number lot thing place time year form use result amount area case fact group level point role stage step aspect feature factor idea issue matter method order purpose reason sort term word period member end side".split(
    " ",
  ),
);
/** Leading adjectives that say nothing about the concept itself. */
const VAGUE_ADJECTIVES = new Set(
  "main other many several various different certain important such same own few more most much key major minor whole entire specific particular basic actual existing enormous extreme excessive increased decreased reduced definite immediate simple general typical proper tight random new old good bad great small large big little given".split(
    " ",
  ),
);
const MONTHS = /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(tember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;

export function findTerms(unit: TUnit): TTerm[] {
  const tokens = unit.tokens;
  const terms: TTerm[] = [];
  const add = (first: number, last: number, kind: string) => {
    const head = tokens[first];
    const tail = tokens[last - 1];
    if (!head || !tail || last <= first) return;
    const text = unit.section.text.slice(head.start, tail.end);
    const key = tokens
      .slice(first, last)
      .map((token) => (token.pos === "PROPN" || token.pos === "NUM" ? token.lower : token.lemma))
      .join(" ")
      .replace(/ ?- ?/g, "-");
    terms.push({ text, key, kind, unitId: unit.id, first, last, start: head.start, end: tail.end });
  };

  const pos = tokens.map((token) => token.pos);
  const addConcept = (from: number, last: number) => {
    let first = from;
    while (first < last && VAGUE_ADJECTIVES.has(tokens[first]!.lower)) first += 1;
    // "Maintaining homeostasis requires ...": a gerund opening the sentence is its verb, not part of the term.
    if (first === 0 && first < last && /ing$/.test(tokens[0]!.lower) && tokens[0]!.lemma !== tokens[0]!.lower) first += 1;
    let end = last;
    while (end >= first && pos[end] !== "NOUN") end -= 1;
    if (end < first || (end === first && (GENERIC.has(tokens[first]!.lemma) || tokens[first]!.isStop))) return;
    const head = tokens[end]!;
    add(first, end + 1, end > first ? `concept:${head.lemma}` : `concept:${head.lemma === head.lower ? "sg" : "pl"}`);
  };

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (token.entity) {
      let last = i;
      while (tokens[last + 1]?.entityId === token.entityId) last += 1;
      // Leading "about"/"over" stay outside the term: they are not part of the answer.
      let first = i;
      while (first <= last && !/\d|\p{Sc}/u.test(tokens[first]!.value) && !MONTHS.test(tokens[first]!.value)) first += 1;
      const kind = first <= last ? entityKind(tokens, first, last + 1) : undefined;
      if (kind) add(first, last + 1, kind);
      i = last + 1;
      continue;
    }
    // "French Revolution": a capitalised adjective opens the name it stands before.
    const titledAdjective = pos[i] === "ADJ" && /^\p{Lu}/u.test(token.value) && pos[i + 1] === "PROPN" && !tokens[i + 1]!.entity;
    if (pos[i] === "PROPN" || titledAdjective) {
      const last = properEnd(tokens, pos, titledAdjective ? i + 1 : i);
      const next = tokens[last + 1];
      if (next && pos[last + 1] === "NOUN" && !next.entity && !next.isStop) {
        // "Calvin cycle", "ATP synthase": a name used as a modifier makes a concept.
        const chunk = nounChunk(tokens, pos, last + 1);
        addConcept(i, chunk.last);
        i = chunk.resume;
      } else {
        add(i, last + 1, "proper");
        i = last + 1;
      }
      continue;
    }
    if (pos[i] === "NOUN" || pos[i] === "ADJ") {
      if (isVerbAfterRelative(tokens, i)) {
        i += 1;
        continue;
      }
      const chunk = nounChunk(tokens, pos, i);
      addConcept(i, chunk.last);
      i = chunk.resume;
      continue;
    }
    i += 1;
  }
  return terms;
}

/** Last token of a proper-noun run: "Committee of Public Safety", "Estates-General", "Louis XVI". */
function properEnd(tokens: TToken[], pos: string[], from: number): number {
  let last = from;
  for (;;) {
    const next = tokens[last + 1];
    if (!next || next.entity) break;
    if (pos[last + 1] === "PROPN" || (next.pos === "NUM" && pos[last] === "PROPN")) last += 1;
    else if (next.value === "-" && next.isJoined && tokens[last + 2]?.isJoined && pos[last + 2] === "PROPN") last += 2;
    else if (/^(of|de|du|von|van|the)$/.test(next.lower) && nextProper(tokens, pos, last + 2)) last += 1;
    else break;
  }
  while (last > from && !/^(PROPN|NUM)$/.test(pos[last]!)) last -= 1;
  return last;
}

/**
 * A run of adjectives and nouns from `from`. The small model often tags a
 * present-tense verb as a noun ("plants use sunlight", "respiration releases
 * carbon"); English compounds rarely put a plural-form noun before another
 * noun, so such a word ends the chunk: after a noun it is the verb, as the
 * chunk's first noun the word after it is the verb. The verb is skipped.
 */
function nounChunk(tokens: TToken[], pos: string[], from: number): { last: number; resume: number } {
  let last = from;
  for (;;) {
    const next = tokens[last + 1];
    if (!next || next.entity) break;
    const current = tokens[last]!;
    const continues = (pos[last + 1] === "NOUN" || pos[last + 1] === "ADJ") && !next.isStop;
    if (continues && isPluralForm(current, pos[last]!) && pos[last + 1] === "NOUN") {
      const nounBefore = tokens.slice(from, last).some((_, k) => pos[from + k] === "NOUN");
      return nounBefore ? { last: last - 1, resume: last + 1 } : { last, resume: last + 2 };
    }
    if (continues) last += 1;
    else if (next.value === "-" && next.isJoined && tokens[last + 2]?.isJoined && /^(NOUN|ADJ|VERB)$/.test(pos[last + 2]!)) last += 2;
    else break;
  }
  return { last, resume: last + 1 };
}

function isPluralForm(token: TToken, tag: string): boolean {
  return tag === "NOUN" && token.lemma !== token.lower && /[^s]s$/.test(token.lower);
}

/** "that stores energy", "which release energy": a noun-tagged word right after a relative pronoun is its verb. */
function isVerbAfterRelative(tokens: TToken[], at: number): boolean {
  const before = tokens[at - 1]?.lower ?? "";
  const token = tokens[at]!;
  if (!/^(that|which|who)$/.test(before) || token.pos !== "NOUN") return false;
  return /s$/.test(token.lower) || /^(DET|ADJ|NOUN)$/.test(tokens[at + 1]?.pos ?? "");
}

function nextProper(tokens: TToken[], pos: string[], at: number): boolean {
  if (tokens[at]?.lower === "the") return pos[at + 1] === "PROPN" && !tokens[at + 1]?.entity;
  return pos[at] === "PROPN" && !tokens[at]?.entity;
}

/** Units of measure written as symbols after a number. */
const UNIT =
  /^(?:°C?|°F|%|K|km|kg|m|cm|mm|nm|µm|μm|g|mg|µg|μg|L|mL|ml|s|ms|Hz|kHz|MHz|GHz|V|mV|kV|W|kW|MW|J|kJ|kcal|cal|Pa|kPa|atm|mol|mM|dB|bpm|mph|km\/h|m\/s)$/;

/** Dates are grouped by granularity so a year is only ever swapped for a year. */
function entityKind(tokens: TToken[], first: number, last: number): string | undefined {
  const span = tokens.slice(first, last);
  const text = span.map((token) => token.value).join(" ");
  const type = span[0]!.entity;
  if (type === "DATE") {
    if (/^\d{3,4}$/.test(text) || /^\d{1,4} (AD|CE)$|^AD \d{1,4}$/.test(text)) return "date:year";
    // Years BC count backwards: they only stand in for each other.
    if (/^\d{1,4} (BC|BCE)$/.test(text)) return "date:bc";
    if (/\b\d{3,4}s$/.test(text)) return "date:decade";
    if (MONTHS.test(text) && /\b\d{3,4}\b/.test(text)) return /\b\d{1,2}(st|nd|rd|th)?\b/.test(text) ? "date:full" : "date:month";
    return undefined;
  }
  if (type === "PERCENT") return "number:percent";
  if (type === "MONEY") return "number:money";
  if (type === "CARDINAL") {
    // "6 find it easy to recover from errors": a numeral opening a sentence is an item's label (prose spells it out).
    if (first === 0 && /^\d+$/.test(text)) return undefined;
    // "Apollo 11" is a name, "stage 1" and "type 2" are labels, not quantities.
    if (first > 0 && (tokens[first - 1]!.pos === "PROPN" || tokens[first - 1]!.pos === "NOUN")) return undefined;
    // "IEEE-754", "ISO 9001-2": a number hyphenated to a name is part of that name.
    if (/^[-–]$/.test(tokens[first - 1]?.value ?? "") && /^\p{Lu}/u.test(tokens[first - 2]?.value ?? "")) return undefined;
    // The model misses some years: "moved the capital to Constantinople in 330".
    if (
      /^\d{3,4}$/.test(text) &&
      /^(in|by|since|until|during|from|after|before)$/.test(tokens[first - 1]?.lower ?? "") &&
      tokens[last]?.pos !== "NOUN"
    )
      return "date:year";
    const next = tokens[last];
    // "raised by 10 °C", "about 20 km": an amount with its unit.
    const unit = `${next?.value ?? ""}${next && tokens[last + 1]?.isJoined ? tokens[last + 1]!.value : ""}`;
    if (UNIT.test(unit) || UNIT.test(next?.value ?? "")) return `number:${UNIT.test(unit) ? unit : next!.value}`;
    // "the 10 item scales", "a 6 point scale": the number names an instrument, it is no amount to recall.
    if (next && next.pos === "NOUN" && tokens[last + 1]?.pos === "NOUN") return undefined;
    if (next && next.pos === "NOUN") return `number:${next.lemma}`;
    return undefined;
  }
  return undefined;
}
