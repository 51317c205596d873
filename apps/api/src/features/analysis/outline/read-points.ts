import type { TOutlineExample, TOutlineLeftOut, TOutlinePoint, TOutlinePointKind } from "@mnemo/api-contract";
import { isCodeLine } from "./code-line.ts";
import { isExampleCueOnly, isExampleLead, isExampleUnit, opensExampleRun } from "./example-cue.ts";
import { GENERALISES } from "./example-part.ts";
import type { TOutlinePart } from "./find-outline-parts.ts";
import { type TLine, joinLines } from "./join-lines.ts";
import { leftOutReason } from "./left-out-reason.ts";
import { isCellRow, isMarkupLine, isSpecimen, isUnreadable } from "./line-shape.ts";
import { outlineSpan } from "./outline-span.ts";
import { leadKind, pointKind } from "./point-kind.ts";
import { splitTimeline } from "./split-timeline.ts";

export type TPointContext = {
  isEnglish: boolean;
  /** Unit ids the finders read as a definition or a dated event. */
  definitions: ReadonlySet<number>;
  dates: ReadonlySet<number>;
  leftOut: TOutlineLeftOut;
};

/** Items at most this long are a list of names ("Nucleus", "Ribosome"): one point, lead and all. */
const SHORT_ITEM_WORDS = 3;
const SENTENCE_END = /[.!?。！？]["'”’)]?$/;
/** A slide line longer than this is a statement of its own, not an item under the lead. */
const MAX_ITEM_WORDS = 16;
const MAX_SUBHEADING_WORDS = 3;
/** "TCP", "UDP", "DNS": capitals alone on a slide's line. */
const ACRONYM = /^\p{Lu}{2,5}\d?$/u;
/** A line after a would-be sub-heading this short, capitalised and without a full stop is its sibling. */
const MAX_SIBLING_WORDS = 8;
/** A notebook's cell and what it printed is one worked example: its first lines, the rest left out. */
const CODE_RUN_LINES = 6;
/** After code, a line this short is a printed value; a longer one is output only when it is mostly digits and symbols. */
const MAX_OUTPUT_WORDS = 3;
const OUTPUT_LETTER_SHARE = 0.5;
const PRINTED = /^[\p{Ll}\d'"{}[\]()<>%#-]/u;
/** At most this many cases under "Examples:" or "Eg." */
const MAX_LEAD_EXAMPLES = 6;
/** At most this many lines after an example's opener are its details. */
const EXAMPLE_RUN_LINES = 4;
/** An opener that announces the example the next paragraphs tell ("Let us take the example of potatoes…"). */
const ANNOUNCES =
  /\b(?:let(?:'s| us) take the example|take the (?:case|example)|consider the (?:case|example)|as an example, let|here is an example|to illustrate)\b|[:：]$/i;
/** "By scope of responsibility: Managers can also be classified…": a term or a label and what it says. */
const GLOSS_ENTRY = /^\p{L}[\p{L}\s'’-]{0,40}[:：]\s+\S/u;
/** A sentence quoted as a specimen ("‘John knopinions that it will rain’", "# Jakub believes where…"). */
const QUOTED_INSTANCE = /^(?:#\s|[‘"“'][^‘"“']{3,}[’"”']\.?$)/;
const DEBRIS_MIN_WORDS = 5;
const DEBRIS_SHARE = 0.6;
const TERM_GLOSS = /^\p{Lu}[\p{L}\s-]{1,40}\s[–—-]\s\p{L}/u;

type TDraft = Omit<TOutlinePoint, "id">;

/**
 * The points a part teaches, in reading order. A list item keeps its lead-in
 * ("Conditions to call something a capital: long life span"), a slide's line
 * keeps its slide title, and an example is attached to the point before it
 * (or the next one, when it comes first), never made a point itself.
 */
export function readPoints(part: TOutlinePart, context: TPointContext, orphanExamples: TOutlineExample[]): TDraft[] {
  const points: TDraft[] = [];
  let pending = orphanExamples.splice(0);
  let lead: TLine | undefined;
  let items: TLine[] = [];
  let exampleRun: { section: TOutlinePart["units"][number]["section"]; block: number; announces: boolean; left: number } | undefined;
  let afterSpecimen = false;
  let codeRun: { example: TOutlineExample; lines: number; section: TOutlinePart["units"][number]["section"] } | undefined;
  /** Examples under the current lead-in (a specimen, a cell of code): they illustrate what the lead says. */
  let leadExamples: TOutlineExample[] = [];
  const addPoint = (point: TDraft) => {
    point.examples.push(...pending);
    pending = [];
    points.push(point);
  };
  const attach = (example: TOutlineExample) => {
    if (lead) leadExamples.push(example);
    else if (points.at(-1)) points.at(-1)!.examples.push(example);
    else pending.push(example);
  };
  const closeList = () => {
    const firstNew = points.length;
    if (lead && items.length === 0 && leadExamples.length > 0) {
      if (isExampleLead(lead.text)) {
        // "E.g. knopinion:" and its cases illustrate what came before.
        const before = points.at(-1);
        if (before) before.examples.push(...leadExamples);
        else pending.push(...leadExamples);
      } else if (lead.words >= 3) {
        // "'Know' is veridical wrt declarative complements:" followed only by its cases: the lead is the point.
        addPoint({
          kind: leadKind(lead.text) ?? kindOf(lead, context),
          text: withContext({ ...lead, text: withoutColon(lead.text) }, part, undefined),
          spans: lead.units.map(outlineSpan),
          examples: [],
        });
      } else pending.push(...leadExamples);
    }
    if (lead && items.length > 0) {
      const short = items.length >= 2 && items.every((item) => item.words <= SHORT_ITEM_WORDS);
      const groups = short ? [items] : items.map((item) => [item]);
      for (const group of groups) {
        addPoint({
          kind: leadKind(lead.text) ?? kindOf(group[0]!, context),
          text: `${withoutColon(lead.text)}: ${group.map((item) => item.text.replace(/[;,]$/, "")).join("; ")}`,
          spans: [...lead.units, ...group.flatMap((item) => item.units)].map(outlineSpan),
          examples: [],
        });
      }
    }
    const first = points[firstNew];
    if (first && leadExamples.length > 0 && !first.examples.includes(leadExamples[0]!)) first.examples.push(...leadExamples);
    lead = undefined;
    items = [];
    leadExamples = [];
  };
  const titled = part.isSlide && !part.isCut && part.title.trim() !== "";
  /** Short lines under a slide's title, waiting to be read as its list (two or more) or a point of their own. */
  let shortRun: TLine[] = [];
  const flushShortRun = () => {
    const run = shortRun;
    shortRun = [];
    const texts = run.map((line) => line.text.toLowerCase());
    // A diagram repeats its boxes ("Goals", "Strategies", … three times): its labels are no list.
    if ((run.length === 1 && run[0]!.words < 2) || new Set(texts).size < texts.length) context.leftOut.other += run.length;
    else if (run.length > 0)
      addPoint({
        kind: pointKind(run.map((line) => line.text).join("; ")),
        text: `${part.title
          .replace(/\s+/g, " ")
          .trim()
          .replace(/[:：]$/, "")}: ${run.map((line) => line.text.replace(/[;,]$/, "")).join("; ")}`,
        spans: run.flatMap((line) => line.units).map(outlineSpan),
        examples: [],
      });
  };
  const lines = joinLines(part.units);
  const cellRows = new Set(lines.filter((line, at) => isCellRow(line, part, lines[at - 1], lines[at + 1])));
  for (const [at, line] of lines.entries()) {
    // A page number, an MDX "import … from" line or a component tag ("<ReactPlayer url=… />") is the page's furniture.
    if (/^[\d\s/.|-]{1,8}$/.test(line.text) || isMarkupLine(line.units.map((unit) => unit.text).join("\n"))) {
      context.leftOut.furniture += 1;
      continue;
    }
    // Code and what it printed, until prose resumes: one example of the point it follows.
    const isCode = isCodeLine(line.text);
    if (isCode || (codeRun && continuesCode(line, codeRun.section))) {
      if (lead && lead.first.section !== line.first.section) closeList();
      if (codeRun && codeRun.lines < CODE_RUN_LINES) {
        codeRun.example.text = `${codeRun.example.text} ${line.text}`;
        codeRun.example.spans.push(...line.units.map(outlineSpan));
        codeRun.lines += 1;
      } else if (codeRun) context.leftOut.other += 1;
      else {
        codeRun = { example: { text: line.text, spans: line.units.map(outlineSpan) }, lines: 1, section: line.first.section };
        attach(codeRun.example);
      }
      continue;
    }
    codeRun = undefined;
    const inList =
      lead !== undefined &&
      lead.first.section === line.first.section &&
      // The line right after a lead-in is always what it introduces, however long.
      (isSubheading(lead, part) || isListItem(line, part) || (items.length === 0 && leadExamples.length === 0)) &&
      !endsExamples(lead, line, leadExamples.length, context);
    if (!inList) closeList();
    const isLead =
      ((!line.first.isBullet || isExampleLead(line.text)) && /[:：]$/.test(line.text) && line.first.flaw !== "furniture") ||
      isExampleCueOnly(line.text);
    if (isLead || (isSubheading(line, part) && !hasSiblingAfter(line, lines[at + 1])) || isLeadSibling(line, lead, part)) {
      // A new lead-in on the same slide ends the list of the one before.
      if (lead) closeList();
      lead = line;
      continue;
    }
    // A timeline run into one line is one dated point per year, whatever the judge made of the whole.
    const entries = !inList && line.units.length === 1 ? splitTimeline(line.first) : undefined;
    if (entries) {
      const section = line.first.section;
      for (const { start, end } of entries) {
        const quote = section.text.slice(start, end);
        addPoint({
          kind: "date_event",
          text: withContext({ ...line, text: quote.replace(/\s+/g, " ") }, part, undefined),
          spans: [{ sectionIndex: section.index, start, end, quote }],
          examples: [],
        });
      }
      continue;
    }
    const opensExample = isExampleUnit(line.first);
    // Only a sentence opens a run, and only sentences continue it: a slide's "examples : air, water" is one line.
    if (opensExample)
      exampleRun =
        line.last.isSentence && opensExampleRun(line.text)
          ? { section: line.first.section, block: line.last.block, announces: ANNOUNCES.test(line.text), left: EXAMPLE_RUN_LINES }
          : undefined;
    else if (
      exampleRun &&
      (exampleRun.section !== line.first.section ||
        line.first.isBullet ||
        !line.last.isSentence ||
        GENERALISES.test(line.text) ||
        // "For example, …" tells its case in its own paragraph; only an announced example goes on past it.
        (!exampleRun.announces && line.first.block !== exampleRun.block) ||
        // A glossary entry or a definition after an example is the lesson again.
        GLOSS_ENTRY.test(line.text) ||
        line.units.some((unit) => context.definitions.has(unit.id)))
    )
      exampleRun = undefined;
    // The sentences after "Let us take the example of potatoes…" are the example's details until the text generalises again.
    const continuesExample = !opensExample && exampleRun !== undefined && exampleRun.left-- > 0 && !inList;
    // "Jakub knows where ESSLLI is / & ESSLLI is in Ireland": the "&" line goes on with the case before it.
    const joinsSpecimen: boolean = /^&\s/.test(line.text) && afterSpecimen;
    const specimen: boolean = QUOTED_INSTANCE.test(line.text) || isSpecimen(line, part.units) || joinsSpecimen;
    afterSpecimen = specimen;
    if (opensExample || continuesExample || specimen || (inList && (isExampleLead(lead!.text) || isExampleCueOnly(lead!.text)))) {
      const example = { text: withContext(line, part, inList ? lead : undefined), spans: line.units.map(outlineSpan) };
      if (inList) leadExamples.push(example);
      else if (points.at(-1)) points.at(-1)!.examples.push(example);
      else pending.push(example);
      continue;
    }
    // A table's row run into one line ("True False False False") says nothing without its header.
    if (cellRows.has(line) || isUnreadable(line.text)) {
      context.leftOut.other += 1;
      continue;
    }
    // "Identity Proofing – how sure are you that…?": a term glossed as a question is still the term's meaning.
    const isGloss = line.first.flaw === "question" && TERM_GLOSS.test(line.text);
    if (!inList && isTitleSlide(line, part)) {
      context.leftOut.furniture += 1;
      continue;
    }
    const judged = isGloss ? undefined : leftOutReason(line.first.flaw, context, line.text);
    // On a titled slide, short lines one after another ("Media-Access Layer", "Error checking") are the title's list.
    // (A PowerPoint slide's text boxes, not a PDF page's, whose scattered labels are a chart's more often than a list.)
    if (!judged && !inList && titled && line.first.section.slide !== undefined && isTooSmall(line, false) && /\p{L}/u.test(line.text)) {
      if (shortRun.length > 0 && shortRun.at(-1)!.first.section !== line.first.section) flushShortRun();
      shortRun.push(line);
      continue;
    }
    flushShortRun();
    const reason = judged ?? (isTooSmall(line, inList) ? "other" : undefined);
    if (reason) {
      context.leftOut[reason] += 1;
      continue;
    }
    if (inList) {
      items.push(line);
      continue;
    }
    addPoint({ kind: kindOf(line, context), text: withContext(line, part, undefined), spans: line.units.map(outlineSpan), examples: [] });
  }
  closeList();
  flushShortRun();
  orphanExamples.push(...pending);
  return points;
}

/**
 * Under "Examples:", the cases end after MAX_LEAD_EXAMPLES ("Eg." alone cues one), or at a definition or a glossary entry: in notes
 * written as one long list, "Example – the position of states towards the war:" does not make the rest of the lecture
 * its examples.
 */
function endsExamples(lead: TLine, line: TLine, examples: number, context: TPointContext): boolean {
  if (!isExampleLead(lead.text) && !isExampleCueOnly(lead.text)) return false;
  // "Eg." alone, without a colon, cues one example: the line after it. "Examples:" leads a list of them.
  if (examples >= (/[:：]\s*$/.test(lead.text) ? MAX_LEAD_EXAMPLES : 1)) return true;
  return examples > 0 && (GLOSS_ENTRY.test(line.text) || line.units.some((unit) => context.definitions.has(unit.id)));
}

export function kindOf(line: TLine, context: TPointContext): TOutlinePointKind {
  if (line.units.some((unit) => context.definitions.has(unit.id))) return "definition";
  if (line.units.some((unit) => context.dates.has(unit.id))) return "date_event";
  return pointKind(line.text);
}

/**
 * A slide's own sub-heading ("Perfect competition", "Nudge Theory"): a short
 * capitalised noun phrase on a line of its own, heading the lines under it
 * on that slide, sentences included.
 */
function isSubheading(line: TLine, part: TOutlinePart): boolean {
  if (!part.isSlide || line.first.section.part === "table" || line.first.isBullet || line.units.length > 1) return false;
  // "TCP" over "Connection oriented", "Reliable": an acronym heads the lines under it.
  if (ACRONYM.test(line.text)) return true;
  // One word ("Schools", "Peers") is a diagram's label; a sub-heading names its topic in two or three.
  if (line.words > MAX_SUBHEADING_WORDS || line.words < 2 || /\b(?:vs|versus)\b/i.test(line.text)) return false;
  const tokens = line.first.tokens.filter((token) => /\p{L}/u.test(token.value));
  return (
    /^\p{Lu}/u.test(line.text) &&
    !/[.!?;,:)]$/.test(line.text) &&
    tokens.length > 0 &&
    tokens[0]!.pos !== "DET" &&
    // "Routed Protocol": a participle in front names a kind, as an adjective does.
    (tokens[0]!.pos !== "VERB" || /ed$/.test(tokens[0]!.lower)) &&
    // A name alone ("Dalai Lama") is a picture's label more often than a heading.
    tokens.some((token) => token.pos === "NOUN") &&
    tokens.every(
      (token, at) =>
        token.pos === "NOUN" ||
        token.pos === "PROPN" ||
        token.pos === "ADJ" ||
        token.pos === "ADP" ||
        token.pos === "CCONJ" ||
        (at === 0 && token.pos === "VERB") ||
        // "Well-known ports": a hyphenated compound's parts are one adjective.
        ((token.pos === "ADV" || token.pos === "VERB") && hyphenated(line, token)),
    )
  );
}

/**
 * "Registered ports" under "Well-known ports": a short line ending in the sub-heading's last word is the next
 * sub-heading, not one of its items.
 */
function isLeadSibling(line: TLine, lead: TLine | undefined, part: TOutlinePart): boolean {
  if (!lead || lead.first.section !== line.first.section || !isSubheading(lead, part) || ACRONYM.test(lead.text)) return false;
  if (line.words > MAX_SUBHEADING_WORDS || line.words < 2 || line.first.isBullet || !/^\p{Lu}/u.test(line.text)) return false;
  const last = (text: string) => text.toLowerCase().match(/\p{L}+$/u)?.[0];
  return last(line.text) !== undefined && last(line.text) === last(lead.text);
}

/** The token is part of a hyphenated word ("Well-known"). */
function hyphenated(line: TLine, token: TLine["first"]["tokens"][number]): boolean {
  const text = line.first.section.text;
  return text[token.end] === "-" || text[token.start - 1] === "-";
}

/**
 * A short line followed by another of its shape on the slide (capitalised, no full stop, a few words) is one item of
 * a list of names ("Homogeneity of population" / "Accuracy required" / "Nature of the study"), not the sub-heading
 * of the lines after it: a sub-heading heads sentences or longer lines.
 */
function hasSiblingAfter(line: TLine, next: TLine | undefined): boolean {
  if (next === undefined || next.first.section !== line.first.section) return false;
  // "IEEE", "IETF", "IANA": acronyms one after another are a list; "TCP" then "Connection oriented" heads it.
  if (ACRONYM.test(line.text)) return ACRONYM.test(next.text) || next.first.isBullet !== line.first.isBullet;
  return isSiblingShaped(next);
}

/**
 * A line of a sub-heading's shape: capitalised, no full stop, a few words, and no verb to say something about a
 * topic ("Accuracy required" is a sibling; "Ranges from 0 to 1023" and "Protocols that are used for…" say what the
 * line before them names).
 */
function isSiblingShaped(line: TLine): boolean {
  if (!/^\p{Lu}/u.test(line.text) || SENTENCE_END.test(line.text) || /[:：]$/.test(line.text) || line.words > MAX_SIBLING_WORDS)
    return false;
  const tokens = line.first.tokens.filter((token) => /\p{L}/u.test(token.value));
  return tokens[0]?.pos !== "VERB" && !tokens.some((token) => token.pos === "AUX") && !/\d/.test(line.text);
}

/** A deck's first slide names the talk, its author and the occasion: no lesson unless it says one in a sentence. */
function isTitleSlide(line: TLine, part: TOutlinePart): boolean {
  const section = line.first.section;
  return part.isSlide && (section.slide ?? section.page) === 1 && !line.last.isSentence;
}

/** Under a lead-in: a bullet, or on a slide any line that is not a sentence of its own. */
function isListItem(line: TLine, part: TOutlinePart): boolean {
  if (line.first.isBullet) return true;
  return part.isSlide && !SENTENCE_END.test(line.text) && line.words <= MAX_ITEM_WORDS;
}

/**
 * One word outside a list, a scrap without letters, a line of code (a prompt,
 * a notebook cell) or OCR debris ("3 wd raf Gir - 7, 3 J") teaches nothing
 * on its own.
 */
function isTooSmall(line: TLine, inList: boolean): boolean {
  if (!/\p{L}/u.test(line.text)) return true;
  if (line.first.section.ocr === true && isDebris(line.text)) return true;
  const cjk = (line.text.match(/\p{Script=Han}/gu) ?? []).length;
  if (cjk > 0) return cjk < 4;
  return inList ? false : line.words < 3;
}

/** Most "words" one or two characters long, or not words at all: what OCR makes of a picture. */
function isDebris(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => !/\p{Script=Han}/u.test(word));
  if (words.length < DEBRIS_MIN_WORDS) return false;
  const scraps = words.filter((word) => word.replace(/[^\p{L}]/gu, "").length <= 2).length;
  return scraps / words.length >= DEBRIS_SHARE;
}

/**
 * The line as a statement that stands alone: on a slide, or when it is no
 * full sentence, the part's title goes in front ("Capital: used for producing
 * something else"), unless the line already names it.
 */
function withContext(line: TLine, part: TOutlinePart, lead: TLine | undefined): string {
  if (lead) return `${withoutColon(lead.text)}: ${line.text}`;
  // "Part 3" names a cut the outline made, not a heading the source gave.
  const title = part.isCut ? "" : part.title.replace(/\s+/g, " ").trim();
  // In prose a sentence leaning on the one before ("These scientists…") reads better bare than under a box's title.
  const needs = part.isSlide || !line.last.isSentence;
  if (!needs || title === "" || line.text.toLowerCase().includes(title.toLowerCase())) return line.text;
  return `${title.replace(/[:：]$/, "")}: ${line.text}`;
}

/**
 * What a program printed, after its code: a short value ("protein", "Barrel
 * Fold"), a line opened by a small letter, a digit or a symbol and ending
 * without a full stop, or a line mostly of digits and symbols. A run of code stops at
 * anything else: a sentence, a list's lead-in ("Lists are:") and its items,
 * a new section or a slide's speaker notes, which say what the code shows.
 */
function continuesCode(line: TLine, section: TLine["first"]["section"]): boolean {
  if (line.first.section !== section || line.first.isBullet || /[:：]$/.test(line.text)) return false;
  if (line.words <= MAX_OUTPUT_WORDS) return true;
  if (SENTENCE_END.test(line.text)) return false;
  // A line that prints a result ("the absolute value of -5 is 5", "5 is a factor of 10") opens without a capital.
  if (PRINTED.test(line.text)) return true;
  const letters = (line.text.match(/\p{L}/gu) ?? []).length;
  return letters / line.text.replace(/\s/g, "").length < OUTPUT_LETTER_SHARE;
}

function withoutColon(text: string): string {
  return text.replace(/\s*[:：]$/, "");
}
