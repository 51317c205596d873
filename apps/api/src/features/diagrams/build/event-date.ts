import { findDiagramDates, type TFoundDate } from "./find-diagram-date.ts";

/**
 * The date of the event a sentence tells: its first date that is no
 * citation, lifespan, data range, comparison year or date of another event
 * told in a clause of its own. Undefined when none is left: the sentence is
 * then no event of a timeline.
 *
 * - "(Smith, 2016)", "(Smith et al. 2016; Jones 2019)", "Smith (2016) argues":
 *   when a work was published, not when anything happened.
 * - "Adam Smith (1723–1790)": a person's life, not an event of the sentence.
 * - "1941–2010 model predictions: quarterly measles notifications": the period
 *   of a chart's or table's data.
 * - "twice as high as in 1980", "compared with 2010": a year compared against.
 * - "Britain passed reforms that prevented the revolutions that occurred in
 *   1848": the date belongs to the clause about the revolutions, not to the
 *   reforms the sentence is about.
 */
export function findEventDate(text: string, options: { isDated: boolean }): TFoundDate | undefined {
  return findDiagramDates(text, options).find(
    (found) =>
      !isCitation(text, found) &&
      !isLifespan(text, found) &&
      !isDataRange(text, found) &&
      !isComparison(text, found) &&
      !isOtherClause(text, found) &&
      !isPassingCentury(text, found),
  );
}

/** A sentence glued to the words before it without its full stop ("…the seventeenth century It should come…"). */
const GLUED_START = /(?<=[\p{Ll}\p{N}])\s+(?=(?:It|The|This|These|Those|There|They|We|He|She|In|As|An?)\s)/gu;

/**
 * A century said in passing dates no event: "the thinkers of the seventeenth
 * century", "since the 5th century", or a heading's "the seventeenth century"
 * glued to the next sentence. A century dates an event only in a clause of its
 * own with a verb: "In the 5th century BC Athens built the Parthenon", "The
 * 18th century saw…".
 */
function isPassingCentury(text: string, found: TFoundDate): boolean {
  if (found.date.precision !== "century") return false;
  if (/\b(?:of|since)\s+$/i.test(text.slice(0, found.start))) return true;
  const before = text.slice(0, found.start);
  let start = Math.max(before.search(/[^.!?;:]*$/), 0);
  let end = found.end + text.slice(found.end).search(/[.!?;:](?:\s|$)|$/);
  for (const glued of text.matchAll(GLUED_START)) {
    if (glued.index < found.start) start = Math.max(start, glued.index);
    else if (glued.index >= found.end) end = Math.min(end, glued.index);
  }
  return !VERB.test(`${text.slice(start, found.start)} ${text.slice(found.end, end)}`);
}

/** A capitalised name, possibly with particles ("von Neumann", "de Gaulle") and initials. */
const NAME = String.raw`(?:(?:von|van|de|der|den|da|di|du|le|la|al)\s+)?\p{Lu}[\p{L}'’.-]*`;
/** What is in the brackets of "(by John Launchbury, March 2017)", "(Smith et al., 2016; Jones 2019)", "(WHO, 2024)". */
const CITED = new RegExp(
  String.raw`^(?:by\s+|see\s+|cf\.\s+|e\.g\.,?\s+)?${NAME}(?:\s+${NAME}){0,3}(?:\s*(?:,|and|&)\s*${NAME}(?:\s+${NAME}){0,3})*(?:\s+et al\.?)?,?\s`,
  "u",
);

function isCitation(text: string, found: TFoundDate): boolean {
  const open = text.lastIndexOf("(", found.start);
  const close = text.indexOf(")", found.end);
  if (open >= 0 && close >= 0 && !text.slice(open, found.start).includes(")")) {
    const inside = text.slice(open + 1, close);
    if (inside.length <= 120 && CITED.test(inside.trim()) && !/^\s*\d/.test(inside)) return true;
  }
  // "Smith (2016) argues", "by Herbert A Simon (1957)", "Searle (1980) and Moravec (1988)": a year alone in
  // brackets after a name dates a work, unless the name is an event's ("The Treaty of Paris (1763)").
  const named = /((?:\p{Lu}[\p{L}'’.-]*|of|the|de|von|van)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|of|the|de|von|van)){0,5}|\bet al\.?)\s*\(\s*$/u.exec(
    text.slice(0, found.start),
  );
  if (!named || !/^\s*\)/.test(text.slice(found.end)) || found.date.end) return false;
  // An author takes no article: "The Estates-General (1789)" names a thing.
  const name = named[1]!;
  return !EVENT_WORDS.test(name) && !/^the\b/i.test(name) && /\p{Lu}|et al/u.test(name);
}

/** Words that name an event or an era, not a person: "The First World War (1914–1918)". */
const EVENT_WORDS =
  /\b(?:war|wars|revolution|battle|treaty|era|age|period|dynasty|empire|republic|kingdom|crisis|depression|movement|reign|rule|conference|congress|council|act|plan|pact|union|reformation|renaissance|enlightenment|revolt|rebellion|uprising|campaign|expedition|siege|occupation|administration|government|presidency|ministry|games|olympics|exhibition|trial|case|famine|plague|pandemic|epidemic|outbreak|boom|recession|program|programme|project|mission|regime|constitution|declaration|charter|settlement|conquest|crusade|migration|colonisation|colonization|independence|partition)\b/i;
const MIN_LIFE_YEARS = 15;
const MAX_LIFE_YEARS = 110;

function isLifespan(text: string, found: TFoundDate): boolean {
  const { date } = found;
  const before = text.slice(0, found.start);
  const bracket =
    /(\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:von|van|de|der|da|di|du|le|la)\s+)?\p{Lu}[\p{L}'’.-]*){0,3})\s*\(\s*(?:c\.\s*|ca\.\s*|b\.\s*|born\s+)?$/u.exec(
      before,
    );
  if (!bracket || !/^\s*\)/.test(text.slice(found.end))) return false;
  if (/\b(?:the|a|an)\s*$/i.test(before.slice(0, bracket.index)) || EVENT_WORDS.test(bracket[1]!)) return false;
  // "(b. 1738)": born.
  if (/\b(?:b\.|born)\s*$/i.test(before)) return true;
  if (!date.end || date.end.era !== date.era) return false;
  const years = date.era === "AD" ? date.end.year - date.year : date.year - date.end.year;
  return years >= MIN_LIFE_YEARS && years <= MAX_LIFE_YEARS;
}

/** What marks a range as the period of some data: a chart's or a table's, a study's. */
const DATA_CUE =
  /\b(?:data|dataset|model(?:led|ed|s)?|predictions?|notifications?|incidence|prevalence|rates?|series|trends?|survey(?:ed|s)?|samples?|records?|observations?|quarterly|monthly|weekly|annual(?:ly)?|yearly|figure|fig\.|table|chart|graph|plot|study period|analysis|estimates?|averages?|per\s+(?:\d|capita|year|month|week))\b/i;

/** "January 2015 to June 2019": a date that runs on to a second one, and that second one. */
const RUNS_TO = /^\s*(?:[-–—]|to|until|through)\s*(?:\p{Lu}\p{Ll}+\.?\s+)?\d{3,4}\b/u;
const RUNS_FROM = /(?:\p{Lu}\p{Ll}+\.?\s+)?\d{3,4}\s*(?:[-–—]|to|until|through)\s*$/u;

function isDataRange(text: string, found: TFoundDate): boolean {
  const runs = found.date.end || RUNS_TO.test(text.slice(found.end)) || RUNS_FROM.test(text.slice(0, found.start));
  if (runs && DATA_CUE.test(text)) return true;
  // "data from 2019", "figures for 2020": a year of data, whatever kind of date.
  return /\b(?:data|figures|statistics|estimates|numbers)\s+(?:from|for|of)\s+(?:the\s+)?$/i.test(text.slice(0, found.start));
}

function isComparison(text: string, found: TFoundDate): boolean {
  return /\b(?:compared (?:with|to)|than(?: (?:in|during|at))?|as (?:in|during|at)|relative to|versus|vs\.?|(?:up|down|increased?|decreased?|rose|fell) from)\s+(?:the\s+)?$/i.test(
    text.slice(0, found.start),
  );
}

/** A verb, as far as plain text shows one: an auxiliary, a modal, a regular past, or a common irregular one. */
const VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|did|does|do|will|would|can|could|shall|should|may|might|must|\p{Ll}{2,}ed|took|takes?|made|makes?|began|begins?|led|leads?|won|wins?|fought|gave|gives?|became|becomes?|came|went|saw|built|wrote|left|held|fell|rose|brought|sought|kept|met|spread|grew|drew|sent|chose|broke|spoke|passes|prevents?|creates?|causes?|ends?|starts?)\b/u;
const RELATIVE = /\s(?:that|which|who|whom|whose|where)\s/g;

/**
 * The date, a year, decade or century, sits in a relative clause of its own
 * ("…the revolutions that occurred in 1848") that follows the sentence's main
 * verb: it dates what that clause tells, not the sentence's event.
 */
function isOtherClause(text: string, found: TFoundDate): boolean {
  // "…the sequencer that was used in the first sequencing in space in August 2016": a month or a day marks an
  // event worth its place, whichever clause tells it.
  if (found.date.precision === "month" || found.date.precision === "day") return false;
  const before = text.slice(0, found.start);
  const sentenceStart = Math.max(before.search(/[^.!?]*$/), 0);
  const sentence = before.slice(sentenceStart);
  let relative: RegExpExecArray | undefined;
  for (const match of sentence.matchAll(RELATIVE)) relative = match;
  if (!relative) return false;
  const main = sentence.slice(0, relative.index);
  const clause = sentence.slice(relative.index + relative[0].length);
  if (/[;:]/.test(clause)) return false;
  return VERB.test(main) && VERB.test(clause) && !VERB.test(text.slice(found.end).split(/[.!?;]/)[0]!);
}
