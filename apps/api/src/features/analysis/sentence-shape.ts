import { INSTRUCTION_VERBS } from "./text-signals.ts";
import type { TToken } from "./analysis-types.ts";

/*
 * How a sentence is built, read from its tagged words: whether it has a main
 * clause with a finite verb and a subject, whether it is an order to the
 * reader, whether it is a glossary line ("Term: a noun phrase").
 */

/** Tags the first word of a short lower-cased text (the opening words of a sentence): its POS and lemma. */
export type TOpenerTagger = (text: string) => { pos: string; lemma: string } | undefined;
/** The verbs of a homework sheet's instructions, glossed for students ("Sketch: draw by hand ..."). */
const TASK_WORDS =
  /^(?:sketch|explain|describe|discuss|compare|contrast|define|list|identify|evaluate|analyse|analyze|justify|outline|calculate|compute|derive|prove|show|estimate|predict|summarise|summarize|illustrate|interpret|plot|draw)$/;

/**
 * "Watch this video", "Create a table", "Be honest": a base-form verb opens
 * the sentence and no subject comes before it. wink tags a capitalised opener
 * as a proper noun, so the opener is re-read in lower case.
 */
export function isImperative(tokens: TToken[], tagOpener: TOpenerTagger | undefined): boolean {
  const first = tokens[0];
  const next = tokens[1];
  if (!first || !/^\p{L}/u.test(first.value)) return false;
  const opening = tokens
    .slice(0, 5)
    .map((token) => token.value)
    .join(" ")
    .toLowerCase();
  const tagged = /^\p{Lu}/u.test(first.value) && tagOpener ? tagOpener(opening) : { pos: first.pos, lemma: first.lemma };
  const isBaseVerb =
    tagged !== undefined && (tagged.pos === "VERB" || tagged.pos === "AUX") && tagged.lemma === first.lower && first.lower !== "is";
  if (!isBaseVerb && !INSTRUCTION_VERBS.has(first.lower)) return false;
  if (!next) return true;
  // "Study participants were asked ...", "Use of X is ...": the word is a noun opening a subject.
  if (next.lower === "of" || next.value === "'s" || next.value === "’s") return false;
  const verbSoon = tokens.slice(1, 4).findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  // "Generate questions before ...": wink may read the object as a verb; re-read alone, it is a noun again.
  const nextIsNoun =
    verbSoon === 0 &&
    tagOpener?.(
      tokens
        .slice(1, 5)
        .map((token) => token.value)
        .join(" ")
        .toLowerCase(),
    )?.pos === "NOUN";
  if (nextIsNoun) return true;
  if (verbSoon >= 0 && tokens.slice(1, verbSoon + 1).every((token) => token.pos === "NOUN" || token.pos === "ADJ")) return false;
  return /^(DET|PRON|ADJ|ADV|ADP|PART|NUM|PROPN|NOUN|SCONJ)$/.test(next.pos) || next.value === ",";
}

/** "In the lab interactive, use the Collisions tab to ...": an instruction after an opening phrase and a comma. */
export function hasInstructionAfterOpening(tokens: TToken[], tagOpener: TOpenerTagger | undefined): boolean {
  // "Never have more memory than swap", "Always check ...": an adverb before the order.
  if (/^(never|always|only|just|please|first|then)$/.test(tokens[0]?.lower ?? "") && isImperative(tokens.slice(1), tagOpener)) return true;
  // "Not switched on, see manual", "..., so utilize MCMC carefully": an order after a comma.
  if (
    tokens.some(
      (token, i) =>
        (token.value === "," || token.value === ";" || (token.lower === "so" && tokens[i - 1]?.value === ",")) &&
        INSTRUCTION_VERBS.has(tokens[i + 1]?.lower ?? "") &&
        /^(DET|NOUN|PROPN|ADJ|PRON|ADV)$/.test(tokens[i + 2]?.pos ?? "") &&
        tokens[i + 2]?.lower !== "of",
    )
  )
    return true;
  const comma = tokens.findIndex((token, i) => token.value === "," && i <= 10);
  if (comma < 1 || !/^(ADP|SCONJ|ADV)$/.test(tokens[0]!.pos)) return false;
  const before = tokens.slice(0, comma);
  // "If the bit is set, send ...": a condition may have its own verb; any other opening phrase may not.
  if (
    !/^(if|when|once|whenever|before|after|unless)$/.test(tokens[0]!.lower) &&
    before.some((token) => token.pos === "VERB" || token.pos === "AUX")
  )
    return false;
  return isImperative(tokens.slice(comma + 1), tagOpener);
}

/**
 * "Postulate: A statement that we accept as true without justification.",
 * "Parallel lines: two lines that don't meet": a term, a colon and a noun
 * phrase. Slides and glossaries state definitions this way, without a verb.
 */
export function isGlossaryLine(tokens: TToken[]): boolean {
  const colon = tokens.findIndex((token) => token.value === ":");
  if (colon < 1 || colon > 5) return false;
  const term = tokens.slice(0, colon);
  // "double coincidence of wants", "commodity-backed currencies": a term may hold "of"/"and" and a participle.
  const isTermWord = (token: TToken, i: number) =>
    /^(NOUN|PROPN|ADJ|NUM)$/.test(token.pos) ||
    token.value === "-" ||
    token.value === "'s" ||
    (/^(of|and|&)$/.test(token.lower) && i > 0 && i < term.length - 1) ||
    (token.pos === "VERB" && /(ed|ing)$/.test(token.lower) && i < term.length - 1) ||
    // "coincidence of wants": a plural noun wink read as a verb.
    (token.pos === "VERB" && /[^s]s$/.test(token.lower) && i === term.length - 1 && i > 0);
  if (!term.every(isTermWord)) return false;
  // "Bad: deny from example", "Purposeful: objectives ...": a lone adjective names nothing.
  if (term.length === 1 && term[0]!.pos === "ADJ") return false;
  // "Sketch: hand draw a plot ...", "Explain: give reasons": a homework sheet's task words, not the subject's terms.
  if (term.length === 1 && TASK_WORDS.test(term[0]!.lower)) return false;
  const body = tokens.slice(colon + 1).filter((token) => /[\p{L}\p{N}]/u.test(token.value));
  // "ulimit: files and processes", "SSL Processing: a Perfect Storm": too short to define anything.
  if (body.length < 4) return false;
  const head = tokens[colon + 1]!;
  // "Standard of payment: money must also be acceptable ...": a sentence after the colon, not a definition.
  if (
    tokens
      .slice(colon + 2, colon + 4)
      .some((token) => token.pos === "AUX" && /^(must|can|could|should|will|would|may|might|is|are|was|were|has|have)$/.test(token.lower))
  )
    return false;
  // "PHP & prefork: every child makes a connection": a subject and its verb after the colon make a statement, not a definition.
  const afterColon = tokens.slice(colon + 1, colon + 6);
  const verbAt = afterColon.findIndex((token, i) => {
    const before = afterColon[i - 1];
    // "a statement that we accept", "lines that never meet": a verb inside the definition's own relative clause.
    if (afterColon.slice(0, i).some((word) => /^(that|which|who|whom|whose|where|when|in)$/.test(word.lower))) return false;
    if (token.pos !== "VERB" || !before || !/^(NOUN|PROPN|PRON)$/.test(before.pos) || /^(that|which|who)$/.test(before.lower)) return false;
    // "every child makes", "people become": a verb agreeing with the noun before it.
    // "land kept around a city" is a participle after its noun; "the crowd destroyed the tea" a verb with its object.
    const next = afterColon[i + 1];
    const isPast = /ed$/.test(token.lower) || (token.lemma !== token.lower && !/s$/.test(token.lower));
    if (isPast) return /^(DET|PRON|PROPN)$/.test(next?.pos ?? "");
    return !/ing$/.test(token.lower) && (before.pos !== "PROPN" || /[^s]s$/.test(token.lower));
  });
  if (verbAt > 0) return false;
  // "Courts: where rulings are made": a clause about the label, not a definition of it.
  if (/^(where|when|which|that|who|whose|whom|while|because)$/.test(head.lower)) return false;
  // "PHP: uses many libraries": a verb after the colon states something about the label, it defines nothing.
  if (
    head.pos === "VERB" ||
    head.pos === "AUX" ||
    (head.pos !== "DET" && /^\p{Ll}+s$/u.test(head.value) && tokens[colon + 2]?.pos === "DET")
  )
    return false;
  // "Shares: program code, shared memory", "LogLevel: debug, info, notice": a list of items, not a definition.
  const items = tokens
    .slice(colon + 1)
    .map((token) => token.value)
    .join(" ")
    .split(/\s*(?:,|;|\bor\b|\band\b)\s*/);
  if (items.length >= 2 && items.every((item) => item.split(/\s+/).filter(Boolean).length <= 2)) return false;
  // "Origins, Developments and Future Directions": a title's capitalised words define nothing.
  const words = tokens.slice(colon + 1, colon + 5).filter((token) => /\p{L}/u.test(token.value));
  if (!words.some((token) => /^\p{Ll}/u.test(token.value))) return false;
  if (tokens.slice(colon + 1).some((token) => /\d/.test(token.value))) return false;
  return /^(DET|NOUN|ADJ|NUM|PROPN)$/.test(head.pos) || /^[a-z]/.test(head.value);
}

/** A verb that makes a clause: not "to be translated", not a bare "-ing" form. */
export function hasFiniteVerb(tokens: TToken[]): boolean {
  return tokens.some((token, i) => {
    if (token.pos !== "VERB" && token.pos !== "AUX") return false;
    const before = tokens[i - 1]?.lower ?? "";
    if (before === "to" || /ing$/.test(token.lower)) return false;
    if (/^(be|been|being)$/.test(token.lower)) return false;
    // A participle counts only after a finite auxiliary ("is translated", not "to be translated").
    if (/(ed|en)$/.test(token.lower) && /^(be|been|being)$/.test(before)) return tokens[i - 2]?.lower !== "to" && i >= 2;
    return true;
  });
}

/**
 * "Human society relies on nature", "Implementation is where battles occur":
 * a noun (or pronoun) right before a finite verb, or an auxiliary after the
 * first word; not a verb opening the line.
 */
export function hasSubjectVerb(tokens: TToken[]): boolean {
  if (/^(VERB|AUX)$/.test(tokens[0]?.pos ?? "")) return false;
  const i = mainVerbAt(tokens);
  const token = tokens[i];
  const before = tokens[i - 1];
  if (!token || !before) return false;
  if (token.pos === "AUX") return !/^(be|been|being)$/.test(token.lower);
  return (
    /^(NOUN|PROPN|PRON)$/.test(before.pos) &&
    !/^(that|which|who|what)$/.test(before.lower) &&
    (/(s|ed)$/.test(token.lower) || (before.pos === "NOUN" && before.lemma !== before.lower) || before.pos === "PRON")
  );
}

/** The runs of tokens between the tokens equal to `value`. */
export function splitAt(tokens: TToken[], value: string): TToken[][] {
  const parts: TToken[][] = [[]];
  for (const token of tokens) {
    if (token.value === value) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts;
}

/**
 * "Regulations that require firms to have permits if they plan to emit
 * pollutants": every verb belongs to a clause that opened with "that", "if",
 * "where"...; the phrase states nothing. A verb is the main clause's when no
 * such word is waiting for one.
 */
export function hasMainClause(tokens: TToken[]): boolean {
  return mainVerbAt(tokens) >= 0;
}

/** Where the main clause's verb is: the first verb no "that", "if", "which"... is waiting for; -1 if there is none. */
function mainVerbAt(tokens: TToken[]): number {
  let waiting = false;
  let inChain = false;
  for (const [i, token] of tokens.entries()) {
    const isVerb = (token.pos === "VERB" || token.pos === "AUX") && tokens[i - 1]?.lower !== "to" && !/ing$/.test(token.lower);
    // The clause's own verb takes its auxiliaries and adverbs with it ("that may be harmed").
    if (inChain && (isVerb || /^(PART|ADV)$/.test(token.pos))) continue;
    inChain = false;
    if (
      (/^(that|which|who|whom|whose|where|when|if|because|although|though|while|whereas|unless|until|since|as|how|why|whether)$/.test(
        token.lower,
      ) &&
        (token.pos !== "DET" || /^(which|whose)$/.test(token.lower))) ||
      // "What the laws say": a clause opening the line is its subject, still waiting for the main verb.
      (i === 0 && /^(what|whatever|whoever|wherever)$/.test(token.lower))
    ) {
      waiting = true;
      continue;
    }
    if (!isVerb) continue;
    if (!waiting) return i;
    waiting = false;
    inChain = true;
  }
  return -1;
}
