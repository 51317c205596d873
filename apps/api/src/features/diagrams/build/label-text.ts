import { DIAGRAM_LABEL_MAX } from "@mnemo/api-contract";

/**
 * Labels are the source's own words, shortened: never reworded. A label must
 * read as a self-contained phrase:
 *
 * - the whole text when it fits in DIAGRAM_LABEL_MAX characters;
 * - else its longest head that ends at a clause boundary (a sentence's end,
 *   "; ", a spaced dash, a colon, a bracket, a comma before a clause such as
 *   ", which…" or ", because…", a subordinator such as " because ") and still
 *   reads complete: at least three words, no unclosed bracket or quote, never
 *   ending on a function word ("by", "of", "that", "is"…) and never cut inside
 *   a list ("air, water");
 * - else the text cut at a word, backed off past any trailing function word,
 *   and ended with "…".
 *
 * The whole text goes in the node's detail, so nothing is lost.
 */

/** Words a label never ends on: articles, prepositions, conjunctions, relatives, auxiliaries, determiners. */
const FUNCTION_WORDS = new Set(
  `a an the of to in into on onto for by with without within from at as than via per about above below across after before
  during through throughout toward towards under over upon among amongst between behind beyond like unlike despite
  and or but nor so yet if then because although though while whereas since unless until whether
  that which who whom whose where when what how why
  is are was were be been being am has have had do does did will would shall should can could may might must
  not no its their his her our your my this these those such some any each every either neither more most less very
  also both other another own same one
  i we you he she they`
    .split(/\s+/)
    .filter(Boolean),
);

/** "e.g." or "Dr." is no sentence's end. */
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|cf|al|approx|ca|no|fig|eq|dr|mr|mrs|ms|prof|st|jr|sr|inc|ltd|co|p|pp|vol|ch)|\b\p{L})\.$/iu;

/** What may follow ", " when the comma ends a clause rather than an item of a list. */
const CLAUSE_AFTER_COMMA =
  /^(?:which|who|whose|whom|where|when|while|whereas|although|though|because|since|but|yet|so|thus|hence|therefore|as|including|such as|especially|particularly|e\.g\.|i\.e\.|for example|for instance|unlike|meaning|leading|resulting|making|allowing|causing|giving|creating|according|and|or|not|rather|whether|if|unless|until|even)\b/i;
/** A subordinate clause opening without a comma ("…cellular respiration which…"): the head before it may stand alone. */
const SUBORDINATOR =
  /\s(?=(?:which|who|whose|because|although|whereas|while|so that|when|where|since|unless|until|such as|including|as well as)\s)/g;
const HARD_BREAK = /(?:[;:](?=\s)|\s[–—]\s|\s--?\s|\s(?=\())/g;
const SENTENCE_END = /[.!?](?=["'”’)]?\s+["'“‘(]?[\p{Lu}\p{N}])/gu;
const MIN_HEAD_WORDS = 3;
const MIN_HEAD_CHARS = 36;
/** A head "Term: definition" says something only with this many words after its colon. */
const MIN_GLOSS_WORDS = 3;

export function labelOf(text: string, max = DIAGRAM_LABEL_MAX): string {
  const flat = tidy(text);
  if (flat.length <= max) return flat;
  const sentence = firstSentence(flat);
  // "Refugee laws, therefore, have a role": a connective set off by commas goes before anything is cut.
  const plain = sentence.replace(ASIDE, (aside, at: number) =>
    // "Unlike in X, however, the president…": the comma closes an opening phrase and stays.
    INTRODUCED.test(sentence.slice(0, at).split(/,\s/).at(-1)!) ? "," : "",
  );
  if (plain.length <= max) return plain;
  return headOf(plain, max) ?? atWord(plain, max);
}

/** A clause or phrase that opens with one of these needs the comma after it. */
const INTRODUCED =
  /^(?:unlike|like|in|on|at|for|as|while|although|though|if|when|because|since|after|before|by|with|without|despite|during|once|under|over|from|to|of|given|following|whereas|unless|until|even)\b/i;
const SUBORDINATE_OPENER = /^(?:while|although|though|if|when|because|since|as|whereas|unless|once|after|before|even though|until)\s/i;
const ASIDE =
  /,\s(?:therefore|however|moreover|furthermore|thus|hence|in turn|for example|for instance|of course|in fact|in particular|on the other hand|as a result|then|too|also|though|indeed|nevertheless|instead|in short|that is|in other words)\s*,(?=\s)/gi;

/**
 * A point's label: labelOf, after the pure discourse marker that only ties it
 * to the sentence before ("However,", "In addition,", "In light of these
 * findings,", "In this section,"). An opening attribution, condition, scope or
 * time ("According to the data,", "Following the ruling,", "In many states,",
 * "As Peters argues,", "Today,") is part of what the sentence says and stays:
 * when the sentence is too long, the rest is shortened instead.
 */
export function pointLabel(text: string, max = DIAGRAM_LABEL_MAX): string {
  const bare = withoutOpener(tidy(text));
  if (bare.length <= max) return upperFirst(bare);
  const sentence = firstSentence(bare);
  if (sentence.length <= max) return upperFirst(sentence);
  const framed = INTRO_PHRASE.exec(sentence);
  const rest = framed ? sentence.slice(framed[0].length) : "";
  // "By improving products, or finding…": a frame whose list runs past its first comma is no frame.
  if (framed && max - framed[0].length >= MIN_FRAMED_REST && !/^(?:and|or|but|nor)\b/i.test(rest)) {
    return upperFirst(framed[0] + labelOf(rest, max - framed[0].length));
  }
  return upperFirst(labelOf(sentence, max));
}

/** Room left after a kept frame for the statement it frames; with less, the sentence is cut as a whole. */
const MIN_FRAMED_REST = 24;

/** Connectives and phrases that tie a sentence to the one before: never a label's start. */
const OPENER = new RegExp(
  [
    String.raw`(?:however|moreover|furthermore|therefore|thus|hence|also|additionally|consequently|similarly|likewise|nevertheless|nonetheless|indeed|instead|meanwhile|overall|finally|firstly|first|secondly|second|thirdly|third|lastly|notably|importantly|interestingly|accordingly|specifically|ultimately|besides|alternatively|conversely|admittedly|of course|in fact|in addition|in other words|in short|in sum|in summary|in conclusion|in particular|in contrast|by contrast|on the other hand|on the contrary|that is|simply put|put simply|as a result|for example|for instance|to summari[sz]e|to sum up|at the same time|after all|above all|even so|here)\s*,\s+`,
    // "In light of these findings,": only a phrase pointing back at what was just said; "Given a budget," is a condition.
    String.raw`(?:(?:in light of|in view of|given)\s+(?:this|these|that|those|such|the above)\b[^,]{0,40}|with this in mind|against this background)\s*,\s+`,
    String.raw`as (?:mentioned|noted|discussed|seen|shown|explained|described|stated) (?:above|earlier|before|previously|below)?\s*,\s+`,
    String.raw`in this (?:section|chapter|paper|article|essay|lecture|course|unit|module|study|report)\s*,\s+`,
    String.raw`(?:and|but|so|yet|or)\s+(?=\S)`,
  ].join("|"),
  "iuy",
);
/** "According to X,", "By focusing on Y,", "In many states,": a frame kept whole while the rest of a long sentence is shortened. */
const INTRO_PHRASE =
  /^(?:according to|in order to|by|following|with regard to|with respect to|regarding|in terms of|in the case of|for|in|on|at|under|during|among|from|to)\b[^,;:]{3,70},\s+(?=\p{L})/iu;

function withoutOpener(text: string): string {
  let rest = text;
  for (let guard = 0; guard < 3; guard += 1) {
    OPENER.lastIndex = 0;
    const match = OPENER.exec(rest);
    if (!match || wordCount(rest.slice(match[0].length)) < MIN_HEAD_WORDS) break;
    rest = rest.slice(match[0].length);
  }
  return rest;
}

/** "An ecosystem" names the thing "Ecosystem": a leading article is no part of a term's label. */
export function termLabel(term: string): string {
  const bare = term.trim().replace(/^(?:the|an?)\s+(?=\S)/i, "");
  return labelOf(upperFirst(bare));
}

/**
 * The text with its first letter capitalised when it starts with an ordinary lowercase English word ("the time
 * needed" reads "The time needed"). A symbol, formula, variable, file name or identifier keeps its case: "dQ/dt = UA
 * ΔT", "θ b = C c /S b", "n = S t / ri", "atherton_ro_design", "pH", "e.g.", "x-axis".
 */
export function upperFirst(text: string): string {
  return PLAIN_WORD_START.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * An ordinary word: "a", or at least two lowercase letters (a hyphen or an apostrophe inside), ending at a space,
 * a comma-like mark, a full stop or the end; not a variable of a formula ("ri = …", "rate(t)") nor a file's name.
 */
const PLAIN_WORD_START = /^(?:a|\p{Ll}{2,}(?:['’-]\p{Ll}+)*)(?=$|[\s,;:!?)"”’]|\.(?:\s|$))(?!\s*[=<>≤≥≈+*/^])(?!\s?\.\w)/u;

/** Text as a node's detail: whole, unless it runs past the detail's limit (then cut at a word). */
export function detailOf(text: string, max: number): string {
  return text.length <= max ? text : atWord(text, max);
}

/** Whether a phrase ends on a word that leads somewhere else ("…procedures through", "…a process by"). */
export function endsOnFunctionWord(text: string): boolean {
  const last = /([\p{L}']+)[^\p{L}]*$/u.exec(text)?.[1];
  return last !== undefined && FUNCTION_WORDS.has(last.toLowerCase());
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,]+$/, "");
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;
}

/** The longest head of `flat` within `max` that ends at a clause boundary and reads complete. */
function headOf(flat: string, max: number): string | undefined {
  let best: string | undefined;
  const consider = (end: number) => {
    if (end > max) return;
    const head = flat
      .slice(0, end)
      .replace(/[\s,;:–—-]+$/, "")
      .trim();
    if (head.length > (best?.length ?? 0) && readsComplete(head)) best = head;
  };
  for (const match of flat.matchAll(HARD_BREAK)) consider(match.index);
  for (const match of flat.matchAll(SUBORDINATOR)) consider(match.index);
  for (const match of flat.matchAll(/,\s/g)) {
    const after = flat.slice(match.index + 2);
    const participle = /^\p{Ll}+ing\b(?![,;]|\s+(?:and|or)\s)/u.test(after);
    if (!CLAUSE_AFTER_COMMA.test(after) && !participle) continue;
    // "air, water, and soil": a comma inside a list ends no clause; after the list's "and soil" it may.
    const segment = flat
      .slice(0, match.index)
      .split(/[,;:]\s/)
      .at(-1)!
      .trim();
    if (/^(?:and|or)\s/i.test(after) && wordCount(segment) < 4 && !/^(?:and|or)\s/i.test(segment)) continue;
    consider(match.index);
  }
  return best;
}

/** The text up to its first sentence's end ("e.g." and "Dr." end none), without the full stop. */
function firstSentence(flat: string): string {
  for (const match of flat.matchAll(SENTENCE_END)) {
    if (!ABBREVIATION.test(flat.slice(0, match.index + 1))) return tidy(flat.slice(0, match.index + 1));
  }
  return flat;
}

function readsComplete(head: string): boolean {
  if (head.length < MIN_HEAD_CHARS || wordCount(head) < MIN_HEAD_WORDS) return false;
  // "…are now asserting that environmental damage": a "that" clause cut before its verb.
  const clause = /\s(?:that|whether)\s+((?:\S+\s*){0,3})$/i.exec(head);
  if (clause && wordCount(clause[1]!) < 4) return false;
  // "While a country can be democratic": a subordinate clause alone, its main clause cut off.
  if (INTRODUCED.test(head) && SUBORDINATE_OPENER.test(head) && !/,\s/.test(head)) return false;
  const gloss = /^[^:]{1,60}:\s(.*)$/.exec(head);
  if (gloss && wordCount(gloss[1]!) < MIN_GLOSS_WORDS) return false;
  if (endsOnFunctionWord(head)) return false;
  return isBalanced(head);
}

/** No bracket or quote left open. */
function isBalanced(text: string): boolean {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  if (count(/\(/g) !== count(/\)/g) || count(/\[/g) !== count(/]/g)) return false;
  if (count(/[“]/g) !== count(/[”]/g)) return false;
  return count(/"/g) % 2 === 0;
}

/** At most `max` characters, cut after a whole word, backed off past function words and open brackets, ended with "…". */
function atWord(flat: string, max: number): string {
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  let words = space > max / 2 ? cut.slice(0, space) : cut;
  for (let guard = 0; guard < 8; guard += 1) {
    const before = words;
    words = words.replace(/[\s,;:.(–—-]+$/, "");
    // "…folds into a…" ends on a word that leads nowhere: the cut goes back to the word before it.
    const last = /\s+([\p{L}']+)$/u.exec(words);
    if (last && FUNCTION_WORDS.has(last[1]!.toLowerCase())) words = words.slice(0, last.index);
    // An aside cut open ("(such as time, money…") goes whole.
    const open = words.lastIndexOf("(");
    if (open > 0 && words.indexOf(")", open) < 0) words = words.slice(0, open);
    if (words === before) break;
  }
  return `${words}…`;
}
