import type { TOutlinePoint, TOutlineSpan } from "@mnemo/api-contract";
import { upperFirst } from "./label-text.ts";
import type { TSourceTexts } from "./source-texts.ts";

/**
 * What makes a point a step of a process: the analyser's process_step kind,
 * an ordinal cue in front ("First,", "Then", "Next,", "Finally,", "Step 2:"),
 * a number in front of its line in the source ("1.", "2)"), or an
 * "If …, then …" sentence, a decision.
 */
export type TStep = {
  point: TOutlinePoint;
  /** The point's text without its cue or number. */
  text: string;
  decision?: TDecision | undefined;
};
export type TDecision = { condition: string; yes: TBranch; no?: TBranch | undefined };
export type TBranch = { text: string; sources: TOutlineSpan[] };

const ORDINAL_CUE = new RegExp(
  `^(?:${[
    "(?:first|second|third|fourth|fifth|sixth)(?:ly)?\\s*[,:]",
    "(?:first|second|third)(?=\\s+(?:the|a|an|we|you|it|they)\\s)",
    "firstly|secondly|thirdly|lastly|finally|afterwards?|subsequently",
    "after (?:that|this)",
    "then",
    "next\\s*,|next(?=\\s+\\p{Ll})",
    "last\\s*,",
    "(?:in )?the (?:first|second|third|next|final|last) (?:step|stage|phase)(?: is(?: to)?)?",
    "(?:step|stage|phase) \\d{1,2}",
  ].join("|")})(?![\\p{L}])[\\s,:.)–-]*`,
  "iu",
);
/** "1. ", "2) ", "(3) " in front of a line. */
const NUMBER = /^\s*(?:\(?\d{1,2}[.)]|\(\d{1,2}\))\s+/;
const IF = /^if\s+/i;
const OTHERWISE = /\s*[;,.]?\s*\b(?:otherwise|if not|or else|else)\b[,:]?\s*/i;
const THEN = /,?\s+then\s+|,\s+/i;

export function readStep(point: TOutlinePoint, texts: TSourceTexts): TStep | undefined {
  const numbered = NUMBER.exec(point.text) ?? (isNumberedInSource(point, texts) ? [""] : null);
  const bare = numbered ? point.text.slice(numbered[0].length) : point.text;
  const cue = ORDINAL_CUE.exec(bare);
  const text = upperFirst(cue ? bare.slice(cue[0].length) : bare);
  const decision = readDecision(text, point);
  if (!numbered && !cue && !decision && point.kind !== "process_step") return undefined;
  return { point, text, decision };
}

/** The point's first line in the source starts with a number ("1. The DNA of a gene is copied…"). */
function isNumberedInSource(point: TOutlinePoint, texts: TSourceTexts): boolean {
  const span = point.spans[0]!;
  const text = texts.get(span.sectionIndex);
  if (text === undefined) return false;
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  return NUMBER.test(`${text.slice(lineStart, span.start)}${span.quote.slice(0, 6)}`);
}

/**
 * "If the wound is small, then the platelet plug seals it; otherwise, fibrin
 * forms a mesh." as a condition and its branches, each in the source's words.
 */
function readDecision(text: string, point: TOutlinePoint): TDecision | undefined {
  if (!IF.test(text)) return undefined;
  const otherwise = OTHERWISE.exec(text);
  const ifPart = otherwise ? text.slice(0, otherwise.index) : text;
  const then = THEN.exec(ifPart);
  if (!then || then.index <= 3) return undefined;
  const yes = branch(ifPart.slice(then.index + then[0].length), point);
  const no = otherwise ? branch(text.slice(otherwise.index + otherwise[0].length), point) : undefined;
  if (!yes) return undefined;
  return { condition: ifPart.slice(0, then.index), yes, no };
}

function branch(text: string, point: TOutlinePoint): TBranch | undefined {
  const words = text.replace(/[.;,\s]+$/, "").trim();
  if (!/\p{L}/u.test(words)) return undefined;
  // The quote is searched for the words as written; only the label starts with a capital.
  return { text: upperFirst(words), sources: spansOf(words, point) };
}

/** Where the branch's words are in the point's quote, else the point's whole spans. */
function spansOf(words: string, point: TOutlinePoint): TOutlineSpan[] {
  for (const span of point.spans) {
    const at = span.quote.indexOf(words);
    if (at >= 0) return [{ sectionIndex: span.sectionIndex, start: span.start + at, end: span.start + at + words.length, quote: words }];
  }
  return point.spans;
}
