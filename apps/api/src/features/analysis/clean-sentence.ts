import { LINKING_OPENERS } from "./text-signals.ts";
import type { TReplacement, TSentenceFlaw, TToken, TUnit } from "./analysis-types.ts";

/*
 * What the judge (judge-sentence.ts) may drop from a sentence without changing
 * what it says: a linking opener ("Therefore,", "In contrast,", "Recall:"), a
 * heading a PDF ran into it, in-text citations, figure panel labels, footnote
 * marks and notation asides (", denoted A ∩ B,").
 */

/** Labels that open a line and can go: "Recall: X is ...". */
const DROPPABLE_LABELS =
  /^(?:recall|note|remember|definition|summary|recap|conclusion|key (?:point|idea|term)|important|remark|fact|tip)$/i;
/** Labels that mark what follows as something other than a fact. */
const TASK_LABELS =
  /^(?:example|exercise|problem|question|hint|solution|proof|answer|task|activity|quiz|homework|demo|demonstration|given|goal|aim|objective|objectives|premise(?: \d+)?|conclusion|ex|e\.g\.?|eg|illustration|case study|scenario)s?$/i;
/** Section headings that run into the sentence after them when a PDF or a scan loses the line break. */
const SECTION_WORDS =
  /^(?:Abstract|Introduction|Conclusions?|Summary|Background|Methods?|Methodology|Discussion|Overview|Acknowledge?ments|Objectives?|Motivation|Preface)$/;
/** Words that open a sentence; after a verbless run of words ending in lower case they mark a heading run into the text. */
const OPENING_WORDS =
  /^(?:The|In|With|Prior|For|As|At|On|Although|While|When|Since|After|Before|During|To|Most|Many|Some|Several|Each|Every|One|Two|Three)$/;
/** Linking adverbs that can sit inside a sentence between commas; dropped there like at its start. */
const MID_LINKS =
  /^(?:however|thus|therefore|consequently|hence|indeed|furthermore|moreover|nonetheless|nevertheless|instead|also|too|further)$/;
const FOOTNOTE_MARKS = /^[*†‡§¶|#]+$|^[¹²³⁴⁵⁶⁷⁸⁹⁰]+$/u;
/** "(Davis, 1989)", "(Lee, Kozar, & Larsen, 2003; Ma and Liu, 2004)", "[12]", and the year after an author: "Davis (1985)". */
const CITATION =
  /\s?\((?=[^()]*\b(?:1[5-9]|20)\d{2}[a-z]?\b)(?:see |e\.g\.,? |cf\. )?\p{Lu}[^()]{0,160}\)|\s?\[\d+(?:[,–-] ?\d+)*\]|(?<=\p{Lu}[\p{L}'’-]+)\s\((?:1[5-9]|20)\d{2}[a-z]?\)/gu;
const FIGURE_REFERENCE =
  /\s?\((?:see |cf\. )?(?:(?:figure|fig\.|table|chart|panel|plate)s? ?[\dA-Z][\w.]*(?:[a-z])?|[a-h]|[ivx]{1,4})\)/giu;
const NOTATION_ASIDE =
  /,?\s\(?(?:denoted|written|symboli[sz]ed|abbreviated)(?: by| as)?\s[^,;)]{1,25}?(?:\)|,|(?=\s(?:is|are|was|were|means|refers)\b))/giu;

/** "(covered next)", "(see below)", "(discussed later)": where the text goes next, not what it says. */
const POINTER_ASIDE =
  /\s?\((?:(?:covered|discussed|explained|described|shown|defined|introduced|treated|see|more) )?(?:next|later|below|above|earlier|previously|in (?:the )?(?:next|previous|following) (?:section|chapter|lecture|lesson))\)|\s?\(see (?:the )?(?:table|figure|chart|diagram|slide|graph)s?\)/giu;
/** "(15)", "(3, 7)": a numbered citation or an equation number after a word. */
const NUMBERED_CITATION = /(?<=\p{L})\s?\(\d{1,3}(?:\s?[,–-]\s?\d{1,3})*\)(?=[\s.,;:]|$)/gu;
/** A one-word label that opens a block in lecture notes: "Definition Latent variables are ...". */
const LEAD_LABEL =
  /^(?:Definition|Theorem|Lemma|Corollary|Remark|Note|Proof|Property|Properties|Recall|Summary|Idea|Intuition|Motivation|Background|Theory|Overview)$/;
/** Words that open a sentence after a heading in Title Case that a PDF ran into it ("Kullback-Leibler Divergence The KL ..."). */
const SENTENCE_STARTERS = /^(?:The|A|An|This|These|Those|It|Its|In|We|Each|All|There|Our|Every|When|If)$/;
const TITLE_GLUE = /^(?:of|and|the|for|in|on|to|with|vs\.?|versus|a|an|&|-|–)$/;

/**
 * Drops linking openers and harmless labels, one or two deep ("However, for
 * example, ..."). Returns the token the body starts at, or why the unit is
 * rejected: a task label ("Example:", "Hint:") marks what follows as no fact.
 */
export function stripOpeners(unit: TUnit, skip: number): { at: number; isExample: boolean } | TSentenceFlaw {
  const tokens = unit.tokens;
  let at = skip;
  let isExample = false;
  // "Conclusions The Technology Acceptance Model is ...": a section heading run into its first sentence.
  if (SECTION_WORDS.test(tokens[at]?.value ?? "") && /^\p{Lu}/u.test(tokens[at + 1]?.value ?? "")) at += 1;
  at = titleHeadingEnd(tokens, at);
  const fused = fusedHeadingEnd(tokens, at);
  if (fused > at) at = fused;
  // "Definition Latent variables are ...": a label without its colon.
  if (
    LEAD_LABEL.test(tokens[at]?.value ?? "") &&
    /^\p{Lu}/u.test(tokens[at + 1]?.value ?? "") &&
    tokens[at + 1]?.pos !== "AUX" &&
    tokens[at + 1]?.pos !== "VERB"
  )
    at += 1;
  // "3.2 Recap of terminology Recall: The sample space ...": a numbered heading run into the text.
  if (/^\d+(\.\d+)*\.?$/.test(tokens[at]?.value ?? "") && /^\p{Lu}/u.test(tokens[at + 1]?.value ?? "")) {
    const colon = tokens.findIndex((token, i) => i > at + 1 && i <= at + 12 && token.value === ":");
    if (colon < 0) return "fragment";
    at = colon + 1;
  }
  // "which consists of ...", "and the ...": the rest of a sentence that began elsewhere.
  if (
    /^(which|who|whose|whom|where|and|or|but|nor|so|then|that|because|while|whereas|although|since|unless|until|as)$/.test(
      tokens[at]?.value ?? "",
    )
  )
    return "dependent";
  for (let round = 0; round < 3; round += 1) {
    const colon = tokens.findIndex((token, i) => i >= at && i <= at + 3 && token.value === ":");
    if (colon > at) {
      const label = tokens
        .slice(at, colon)
        .map((token) => token.value)
        .join(" ");
      if (TASK_LABELS.test(label))
        return /^(example|premise|conclusion|ex|e\.?g|illustration|case|scenario)/i.test(label) ? "example" : "exercise";
      if (DROPPABLE_LABELS.test(label) && colon + 1 < tokens.length) {
        at = colon + 1;
        continue;
      }
    }
    const linking = matchLinking(tokens, at);
    if (linking === undefined) break;
    if (/^for (example|instance)$/.test(linking.phrase)) isExample = true;
    at = linking.next;
  }
  return { at, isExample };
}

/** A linking phrase at `at` followed by a comma (or, for "and", "but", "note that", nothing). */
function matchLinking(tokens: TToken[], at: number): { phrase: string; next: number } | undefined {
  for (const phrase of LINKING_OPENERS) {
    const words = phrase.split(" ");
    if (!words.every((word, i) => tokens[at + i]?.lower === word)) continue;
    const after = tokens[at + words.length];
    if (!after) return undefined;
    if (after.value === "," || after.value === ":") return { phrase, next: at + words.length + 1 };
    // "And the events ...", "Note that X is ...": no comma needed.
    if (/^(and|but|yet|so|note that|notice that|recall that|remember that)$/.test(phrase)) return { phrase, next: at + words.length };
    return undefined;
  }
  return undefined;
}

/** Deletions that leave the statement intact: citations, figure-panel labels, footnote marks, notation asides. */
export function findEdits(unit: TUnit, at: number): TReplacement[] {
  const from = unit.tokens[at]?.start ?? unit.start;
  const text = unit.section.text.slice(from, unit.end);
  const edits: TReplacement[] = [];
  for (const pattern of [CITATION, FIGURE_REFERENCE, NOTATION_ASIDE, POINTER_ASIDE, NUMBERED_CITATION]) {
    for (const match of text.matchAll(pattern)) {
      const start = from + match.index;
      // A notation aside ending in "," keeps one comma's worth of sentence intact only when it opened with one.
      edits.push({ start, end: start + match[0].length, text: match[0].startsWith(",") && match[0].endsWith(",") ? "," : "" });
    }
  }
  for (const [i, token] of unit.tokens.entries()) {
    if (i < at) continue;
    if (token.isJoined && FOOTNOTE_MARKS.test(token.value)) edits.push({ start: token.start, end: token.end, text: "" });
    // "Organisms are also responsible for ...": "also" adds to what came before; the fact stands without it.
    if (
      i > at &&
      token.lower === "also" &&
      token.pos === "ADV" &&
      !/^(but|and|not)$/.test(unit.tokens[i - 1]?.lower ?? "") &&
      /^(VERB|AUX|ADJ|DET|ADP|NOUN)$/.test(unit.tokens[i + 1]?.pos ?? "")
    ) {
      edits.push({ start: token.start, end: token.end, text: "" });
      continue;
    }
    // "Davis however, made ...", "The theory, therefore, explains ...": a link to the sentence before, inside this one.
    const next = unit.tokens[i + 1];
    if (i > at && MID_LINKS.test(token.lower) && next?.value === ",") {
      const before = unit.tokens[i - 1]!;
      const start = before.value === "," ? before.start : token.start;
      edits.push({ start, end: next.end, text: before.value === "," ? "" : "" });
    }
  }
  // A quotation that spans several sentences leaves this one with half a pair of quotes: the stray mark goes.
  const body = unit.tokens.slice(at);
  const opens = body.filter((token) => /^[“]$/.test(token.value)).length;
  const closes = body.filter((token) => /^[”]$/.test(token.value)).length;
  if (opens > closes && body[0]?.value === "“") edits.push({ start: body[0].start, end: body[0].end, text: "" });
  if (closes > opens) {
    const last = body.findLast((token) => token.value === "”");
    if (last && body.indexOf(last) >= body.length - 2) edits.push({ start: last.start, end: last.end, text: "" });
  }
  edits.sort((a, b) => a.start - b.start);
  return edits.filter((edit, i) => i === 0 || edit.start >= edits[i - 1]!.end);
}

/** The sentence from `from` to its end, with the edits applied and its spaces collapsed. */
export function spliceText(unit: TUnit, from: number, edits: TReplacement[]): string {
  let out = "";
  let cursor = from;
  for (const edit of edits) {
    if (edit.start < cursor) continue;
    out += unit.section.text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return (out + unit.section.text.slice(cursor, unit.end)).replace(/\s+/g, " ").trim();
}

/**
 * "Related studies on perceived usefulness Prior to the work of Davis, ...":
 * a run of words without a verb, ending in lower case, then a capitalised
 * word that opens sentences. Returns where the sentence starts, or `at`.
 */
function fusedHeadingEnd(tokens: TToken[], at: number): number {
  for (let i = at + 1; i < Math.min(tokens.length - 3, at + 30); i += 1) {
    const token = tokens[i]!;
    const heading = tokens.slice(at, i);
    // A heading has no clause of its own: no verb but a participle used as an adjective, no pronoun, no "that", no sentence punctuation.
    const isHeading = !heading.some(
      (word, k) =>
        word.pos === "AUX" ||
        (word.pos === "PRON" && !/^(its|their|his|her)$/.test(word.lower)) ||
        word.pos === "SCONJ" ||
        word.lower === "that" ||
        /^[.;!?]$/.test(word.value) ||
        (word.pos === "VERB" && !(/(ed|ing)$/.test(word.lower) && /^(NOUN|ADJ)$/.test(heading[k + 1]?.pos ?? token.pos))),
    );
    if (!isHeading) return at;
    // "... Indiana, USA Abstract User acceptance ...": a section word inside the run ends it.
    if (SECTION_WORDS.test(token.value) && /^\p{Lu}/u.test(tokens[i + 1]?.value ?? "")) return i + 1;
    if (i < at + 2 || i > at + 14 || !/^\p{Ll}/u.test(tokens[i - 1]!.value) || heading.some((word) => word.value === ",")) continue;
    if (OPENING_WORDS.test(token.value)) return i;
    // "Limitations in the variables ... within the TAM model Yang and Yoo suggested": a heading of four words or more,
    // starting with a content word, then a name opening the sentence.
    const startsLikeHeading = /^\p{Lu}/u.test(tokens[at]!.value) && !OPENING_WORDS.test(tokens[at]!.value) && tokens[at]!.pos !== "PROPN";
    if (token.pos === "PROPN" && heading.length >= 4 && startsLikeHeading && /^(VERB|AUX|PROPN|CCONJ)$/.test(tokens[i + 1]?.pos ?? ""))
      return i;
  }
  return at;
}

/**
 * "Kullback-Leibler Divergence The KL divergence provides ...", "Theory The
 * goal of MCMC is ...": a heading in Title Case a PDF ran into the sentence
 * after it; the sentence opens with a capitalised word that only opens
 * sentences. Returns where the sentence starts, or `at`.
 */
function titleHeadingEnd(tokens: TToken[], at: number): number {
  const first = tokens[at];
  if (!first || !/^\p{Lu}/u.test(first.value) || OPENING_WORDS.test(first.value) || SENTENCE_STARTERS.test(first.value)) return at;
  for (let i = at + 1; i < Math.min(tokens.length - 3, at + 9); i += 1) {
    const token = tokens[i]!;
    if (SENTENCE_STARTERS.test(token.value) && !TITLE_GLUE.test(tokens[i - 1]!.lower)) return i;
    const isTitleWord = /^[\p{Lu}\d][\p{L}\d'’-]*$/u.test(token.value) || TITLE_GLUE.test(token.value);
    if (!isTitleWord) return at;
  }
  return at;
}
