import {
  CAPTION,
  CODE,
  EXERCISE,
  FORMULA,
  FUSED_NUMBERS,
  LOGISTICS,
  SECOND_PERSON,
  SELF_REFERENCE,
  URL_OR_EMAIL,
  hasUnbalancedBrackets,
  looksGarbled,
} from "./text-signals.ts";
import type { TSentenceFlaw, TToken, TUnit } from "./analysis-types.ts";
import { findEdits, spliceText, stripOpeners } from "./clean-sentence.ts";
import { dependsOnContext } from "./depends-on-context.ts";
import {
  type TOpenerTagger,
  hasFiniteVerb,
  hasInstructionAfterOpening,
  hasMainClause,
  hasSubjectVerb,
  isGlossaryLine,
  isImperative,
  splitAt,
} from "./sentence-shape.ts";

const MIN_WORDS = 5;
const MAX_WORDS = 45;
const MIN_SLIDE_LINE_WORDS = 6;
/** Sample sizes and procedures: how a study was run, not what it found. */
const SAMPLE_SIZE =
  /\b\d[\d,]* (?:experienced |undergraduate |graduate |knowledge )?(?:participants|respondents|employees|users|students|subjects|workers|items|articles|studies|patients|people|organizations|organisations|questionnaires|interviews|measurements)\b/i;
const METHOD_VERB =
  /^(?:replicated|interviewed|conducted|carried|administered|surveyed|recruited|gathered|collected|tested|asked|analy[sz]ed|refined)$/i;
/** Verbs that name what a person gave a field: a card may ask who did it. */
export const CONTRIBUTION_VERBS = new Set(
  "propose develop introduce define coin found invent discover formulate create establish write publish describe identify design build devise originate pioneer".split(
    " ",
  ),
);
/**
 * Labels of a paper's or a journal's front matter: "Keywords:", "Copyright:", "Managing Editor:". Most are a label only
 * with their colon ("Funding for schools comes from taxes", "Copyright protects original works" are sentences); a few
 * never open a sentence, or carry their value without one ("Keywords memory, sleep", "Copyright 2020 Elsevier",
 * "© 2011 ...", "Received 3 March 2020", "DOI 10.1000/x", "Acknowledgements We thank ...").
 */
const FURNITURE_LABEL =
  /^(?:appendix|keywords?|key words|copyright|©|reference|references|citation|cite as|permanent url|url|doi|issn|isbn|editors?|managing editor|editorial board|advisory board|sponsors?|office|email|e-mail|address|correspondence|affiliations?|received|accepted|published|license|licence|acknowledge?ments?|funding|conflicts? of interest|author(?:s|'s)? (?:note|contributions?))\s*:/i;
const FURNITURE_VALUE =
  /^(?:keywords?\b|key words\b|cite as\b|permanent url\b|acknowledge?ments?\b|appendix\s+[a-z0-9]\b|(?:doi|issn|isbn)\b|copyright\s*(?:\(c\)|©|\d{4})|©|(?:received|accepted|published)(?:\s+online)?(?:\s+(?:on|in))?\s+(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d))/i;
/** One entry of a reference list: "Adams, D., Nelson, R. & Todd, P. (1992). Title. Journal, 16(2), 227-247." */
const REFERENCE_ENTRY =
  /\(\d+(?:st|nd|rd|th) ed\.?\)|\b\d+\s?\(\d+\)[.,]|\(\d{4}[a-z]?\)\.\s|\b\d+\s?\(\d+\),?\s?\d+\s?[-–]\s?\d+|\bpp\.\s?\d|\(Eds?\.\)|\bet al\.,? \(?\d{4}\)?[.,]\s\p{Lu}/u;

/** "μ1", "θ(b)", "Θ0", "q(θ|θ(b))": a Greek letter used as a variable, or notation only a formula uses. */
const MATH_VARIABLE = /(?<!\p{L})\p{Script=Greek}(?![\p{L}-])|[∼∗]/u;
/** Predicates that say only that something varies or has "several factors": nothing to remember. */
const VAGUE_PREDICATE =
  /\b(?:vary|varies|differ|differs) (?:greatly|widely|considerably|a lot|enormously|significantly)\s*\.?$|\b(?:several|many|various|numerous|a number of|a variety of|a range of|multiple|different) (?:\w+ )?(?:factors|parameters|things|ways|variables|reasons|consequences|aspects|effects|features|purposes|functions|roles|applications|forms|types|kinds|issues|problems|benefits|advantages|disadvantages)\s*\.?$/i;
/**
 * A review talking about its literature rather than its subject: how often a
 * work is cited, how popular it is, that studies followed or can be found
 * elsewhere, that a topic received attention.
 */
const ABOUT_THE_LITERATURE =
  /\b(?:cited|citations?|citing)\b|\bcan be found in\b|\b(?:many|several|some|other|various) (?:scholars|researchers|critics|authors|sociologists|scientists|economists|psychologists|historians) have (?:criticized|criticised|questioned|challenged|argued|debated|disputed)\b|\b(?:several|many|numerous|other|various|a number of|few|subsequent|later|further) (?:other |more |later )?(?:studies|researchers|authors|papers|scholars|works|articles)\b[^.]*\b(?:followed|have (?:been )?(?:conducted|done|published|carried out)|exist|emerged|appeared)\b|\b(?:is|was|remains|has become) (?:indeed |still |now )?(?:a |the )?(?:very |most |highly |extremely |so )?(?:popular|well[- ]known|famous|influential|widely used)\b|\b(?:received|attracted|gained) (?:much|considerable|a lot of|little|growing|increasing|significant) (?:attention|interest)\b|\bhas been (?:widely |extensively )?(?:studied|investigated|researched|examined|discussed)\b/i;
/** A belief reported, not asserted. */
const REPORTED_BELIEF =
  /\b(?:folklore|legend|myth|popular belief|common belief|conventional wisdom) (?:has it|says|holds|suggests)\b|\bit is (?:often|commonly|widely|popularly|sometimes) (?:believed|thought|assumed|claimed|said)\b|\bmany people (?:think|believe|assume)\b/i;

/**
 * Decides whether a unit states a self-contained fact a card can stand on,
 * and cleans what can be cleaned without changing what it says: a linking
 * opener ("Therefore,", "In contrast,", "Recall:"), in-text citations, figure
 * panel labels, footnote marks and notation asides (", denoted A ∩ B,") are
 * dropped. Anything else that fails is rejected whole, with the reason: a card
 * is only ever as good as the sentence it quotes. Sets unit.flaw, and on
 * success unit.bodyStart, unit.tokens (trimmed to the body) and unit.edits.
 * What may be dropped is clean-sentence.ts, how the sentence is built
 * sentence-shape.ts, what it needs a sentence before for depends-on-context.ts;
 * the order of the checks here decides which reason a sentence is given.
 */
export function judgeSentence(
  unit: TUnit,
  tagOpener?: TOpenerTagger,
  furniture: { start: number; end: number }[] = [],
): TSentenceFlaw | undefined {
  const flaw = findFlaw(unit, tagOpener, furniture);
  unit.flaw = flaw;
  return flaw;
}

function findFlaw(
  unit: TUnit,
  tagOpener: TOpenerTagger | undefined,
  furniture: { start: number; end: number }[],
): TSentenceFlaw | undefined {
  // Running heads and the reference list: dropped where they touch the sentence, the sentence rejected if nothing else is left.
  const pageWords = furniture.filter((span) => span.start < unit.end && span.end > unit.start);
  const kept = unit.tokens.filter((token) => !pageWords.some((span) => token.start >= span.start && token.end <= span.end));
  if (kept.length === 0 || (kept.length < unit.tokens.length && pageWords.some((span) => span.end >= unit.end))) return "furniture";
  const skip = unit.tokens.indexOf(kept[0]!);
  const raw = unit.section.text.slice(kept[0]!.start, unit.end);
  if (URL_OR_EMAIL.test(raw)) return "furniture";
  if (FURNITURE_LABEL.test(raw) || FURNITURE_VALUE.test(raw) || REFERENCE_ENTRY.test(raw)) return "furniture";
  if (looksGarbled(raw) || FUSED_NUMBERS.test(raw) || hasOcrDebris(kept)) return "garbled";
  if (CAPTION.test(raw) || /\[(?:figure|fig\.|table)\b|\b(?:figure|fig\.|table) \d+[.:]/i.test(raw)) return "caption";
  if (/\[[a-z]/.test(raw)) return "formula";
  // "/ is the fraction of CPU time ...": the formula that began the line was lost in extraction.
  if (/^[/=+*^<>|]/.test(raw.trim())) return "garbled";
  // "must draw graph for 60 days": a slide line that begins mid-sentence, with its subject lost.
  if (/^(?:must|can|could|should|will|would|may|might|is|are|was|were|has|have|had)\b/.test(raw.trim())) return "fragment";
  // "ARM | MIPS" rows: a table's cells joined on one line lose the headers that said what each one is.
  if (/\s\|\s/.test(raw) || unit.section.part === "table") return "fragment";
  // The rest of a sentence a page break cut ("extensions proposed to ..."), or its start ("... who was interested in the").
  // A glossary's "commodity money: a good used as money ..." starts in lower case and is whole.
  if (!unit.isBullet && unit.section.slide === undefined && /^[\p{Ll}(]/u.test(raw) && !isGlossaryLine(kept)) return "fragment";
  if (/\b(?:the|a|an|of|to|in|and|or|for|with|by|on|at|from|that|which|is|are)\s?\.?$/i.test(raw)) return "fragment";

  const opener = stripOpeners(unit, skip);
  if (typeof opener === "string") return opener;
  // A heading or formula run into the sentence ("BI=A+SN The Theory of ...") was dropped; a formula there still means a broken line.
  if (FORMULA.test(unit.section.text.slice(kept[0]!.start, unit.tokens[opener.at]?.start ?? unit.end))) return "formula";
  const edits = [
    ...findEdits(unit, opener.at),
    ...pageWords.filter((span) => span.start > unit.tokens[opener.at]!.start).map((span) => ({ ...span, text: "" })),
  ].sort((a, b) => a.start - b.start);
  const body = unit.tokens.slice(opener.at).filter((token) => !edits.some((edit) => token.start >= edit.start && token.end <= edit.end));
  if (body.length === 0) return "fragment";
  const text = spliceText(unit, body[0]!.start, edits);

  if (FORMULA.test(text) || CODE.test(text) || CODE.test(raw) || MATH_VARIABLE.test(raw)) return "formula";
  if (looksGarbled(text)) return "garbled";
  if (hasUnbalancedBrackets(text)) return "brackets";
  if (/\?["'”’)]?$/.test(text)) return "question";
  if (SECOND_PERSON.test(text)) return "reader";
  if (hasFirstPersonClaim(body)) return "first_person";
  if (SELF_REFERENCE.test(text) || /\b(?:figure|fig\.|table|chart|diagram) \d/i.test(text)) return "self_reference";
  // "... and so they proposed that additional variables!": an exclamation is an aside, or a sentence a scan cut short.
  if (/!["'”’)]?$/.test(text)) return "fragment";
  if (SAMPLE_SIZE.test(text) || isMethodDetail(body)) return "example";
  // "The loop on lines 4-5 becomes hot", "at line 1": a walk through a listing the card cannot show.
  if (/\b(?:on|at|in|of) lines? \d/i.test(text)) return "example";
  if (LOGISTICS.test(text)) return "logistics";
  if (EXERCISE.test(text)) return "exercise";
  if (isImperative(body, tagOpener) || hasInstructionAfterOpening(body, tagOpener)) return "instruction";

  const words = body.filter((token) => /[\p{L}\p{N}]/u.test(token.value)).length;
  // "Purposeful: objectives and ...": a lone adjective (re-read in lower case, as a capital makes it a name to wink) names nothing.
  const colon = body.findIndex((token) => token.value === ":");
  const loneAdjective = colon === 1 && tagOpener?.(body[0]!.lower)?.pos === "ADJ";
  const glossary = isGlossaryLine(body) && !loneAdjective;
  if (loneAdjective) return "fragment";
  if (!glossary) {
    if (text.endsWith(":") && isDefinitionBeforeColon(text)) edits.push({ start: unit.end - 1, end: unit.end, text: "." });
    else if (text.endsWith(":") || text.endsWith(",") || text.endsWith(";")) return "fragment";
    // "The 5 common notions have logical base – for example": a line that stops where its point begins.
    if (/(?:\bfor (?:example|instance)|\bsuch as|\be\.g\.|\bi\.e\.|\bincluding|\bnamely|\blike|[–—-])$/i.test(text)) return "fragment";
    if (words < MIN_WORDS || !hasFiniteVerb(body) || !hasMainClause(body)) return "fragment";
    // "Shares: program code, shared memory", "Courts: where rulings are made": a label, then no statement of its own.
    const label = body.findIndex((token, i) => token.value === ":" && i >= 1 && i <= 5);
    if (label > 0) {
      const rest = body.slice(label + 1);
      if (!hasMainClause(rest) || /^(VERB|AUX)$/.test(rest[0]?.pos ?? "")) return "fragment";
    }
    // A slide's line without a full stop is a note, not a sentence: it needs more words to state a fact alone.
    const isNote = !/[.!]["'”’)]?$/.test(text);
    if (unit.section.slide !== undefined && isNote && words < MIN_SLIDE_LINE_WORDS) return "fragment";
    // Notes drop their articles and verbs ("Regulations that require firms ... permits"): a line without a full stop
    // states a fact only with a clear subject-verb pair.
    if (isNote && !hasSubjectVerb(body)) return "fragment";
    // "States lacked expertise; years for agencies to establish themselves": every part after a semicolon must be a clause too.
    if (body.some((token) => token.value === ";") && splitAt(body, ";").some((part) => part.length > 0 && !hasMainClause(part)))
      return "fragment";
    // "Wrote the famous book Elements", "Also wrote ...": a slide line whose subject is the slide's title.
    const opener = body.find((token) => token.pos !== "ADV");
    if (opener && /^(VERB|AUX)$/.test(opener.pos) && !/ing$/.test(opener.lower)) return "dependent";
    // "A Point is that has no part": a relative clause with nothing for it to qualify.
    if (
      body.some(
        (token, i) =>
          /^(is|are|was|were)$/.test(token.lower) && body[i + 1]?.lower === "that" && /^(VERB|AUX)$/.test(body[i + 2]?.pos ?? ""),
      )
    )
      return "garbled";
  }
  if (words > MAX_WORDS) return "too_long";
  // "For example, ...", "Wednesday, for example, is ...": a worked example's detail, not what the text teaches.
  if (opener.isExample || /,\s(?:for example|for instance|e\.g\.),\s/i.test(text)) return "example";
  if (VAGUE_PREDICATE.test(text)) return "vague";
  if (ABOUT_THE_LITERATURE.test(text)) return "literature";
  // "Folklore has it that ...", "It is widely believed that ...": a belief the text reports, often to refute it.
  if (REPORTED_BELIEF.test(text)) return "dependent";
  // "... in females Comment: Hmmm ...": a reader's annotation or a label fused into the sentence.
  if (/\s(?:Comment|Comments|Note|Answer|Hint|Question|Source|Example|Solution):\s/.test(text)) return "garbled";
  const dependent = dependsOnContext(unit, body);
  if (dependent) return dependent;

  unit.bodyStart = body[0]!.start;
  unit.tokens = body;
  unit.edits = edits;
  unit.isExample = opener.isExample;
  return undefined;
}

/**
 * "We will give two examples", "From my mother, ...": the author or narrator
 * talking. A "we" inside a relative clause ("a statement that we accept as
 * true") is the generic one and does not count.
 */
function hasFirstPersonClaim(tokens: TToken[]): boolean {
  return tokens.some((token, i) => {
    // "Books I-IV": a roman numeral, not the narrator.
    if (token.value === "I" && token.pos === "PRON")
      return !(tokens[i + 1]?.value === "-" || tokens[i - 1]?.value === "-" || /^[IVX]+$/.test(tokens[i + 2]?.value ?? ""));
    if (!/^(me|my|mine|myself|we|us|our|ours|ourselves)$/.test(token.lower)) return false;
    return !(token.lower === "we" && /^(that|which|whom)$/.test(tokens[i - 1]?.lower ?? ""));
  });
}

/**
 * "A normal range is ... :" ends in a colon that only introduced a figure or
 * a list: the sentence before it is complete. "There are two outcomes:" is
 * not: it promises what it does not say.
 */
function isDefinitionBeforeColon(text: string): boolean {
  return (
    /\b(is|are) (the|a|an)\b|\b(refers? to|means)\b/.test(text) &&
    !/\b(following|as follows|these|those|two|three|four|five|six|several|below)\b/i.test(text)
  );
}

/** OCR's debris: two-letter shards in mixed case after an ordinary word ("study user Mi acceptance"). */
function hasOcrDebris(tokens: TToken[]): boolean {
  return tokens.some((token, i) => {
    const before = tokens[i - 1]?.value ?? "";
    if (i === 0 || !/^\p{Ll}+$/u.test(before)) return false;
    // Capitalised short words a heading run into its text leaves ("... enzymes In 1926 ...") are words, not shards.
    return (
      /^(?:[A-Z][a-z]|[a-z][A-Z])$/.test(token.value) &&
      !/^(In|On|At|As|An|It|If|Is|Of|Or|To|By|Do|Go|He|Me|My|No|So|Up|Us|We|Be|Am|Mr|Ms|Dr|St|Co|Jr|Sr|Mt|Ft)$/.test(token.value)
    );
  });
}

/** "Subramanian also replicated TAM ...", "Davis interviewed ...": who ran which study how, with the author as subject. */
function isMethodDetail(tokens: TToken[]): boolean {
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (verbAt < 1 || verbAt > 14) return false;
  const subject = tokens.slice(0, verbAt);
  const verb = tokens[verbAt]!.pos === "AUX" ? tokens.slice(verbAt + 1).find((token) => token.pos === "VERB") : tokens[verbAt];
  return subject.some((token) => token.pos === "PROPN") && verb !== undefined && METHOD_VERB.test(verb.value);
}
