import {
  CAPTION,
  CODE,
  DEPENDENT_OPENERS,
  EXERCISE,
  FORMULA,
  FUSED_NUMBERS,
  INSTRUCTION_VERBS,
  LINKING_OPENERS,
  LOGISTICS,
  SECOND_PERSON,
  SELF_REFERENCE,
  URL_OR_EMAIL,
  hasUnbalancedBrackets,
  looksGarbled,
} from "../quality/text-signals.ts";
import type { TReplacement, TSentenceFlaw, TToken, TUnit } from "./analysis-types.ts";

/**
 * Decides whether a unit states a self-contained fact a card can stand on,
 * and cleans what can be cleaned without changing what it says: a linking
 * opener ("Therefore,", "In contrast,", "Recall:"), in-text citations, figure
 * panel labels, footnote marks and notation asides (", denoted A ∩ B,") are
 * dropped. Anything else that fails is rejected whole, with the reason: a card
 * is only ever as good as the sentence it quotes. Sets unit.flaw, and on
 * success unit.bodyStart, unit.tokens (trimmed to the body) and unit.edits.
 */
/** Tags the first word of a short lower-cased text (the opening words of a sentence): its POS and lemma. */
export type TOpenerTagger = (text: string) => { pos: string; lemma: string } | undefined;

const MIN_WORDS = 5;
const MAX_WORDS = 45;
const MIN_SLIDE_LINE_WORDS = 6;
/** Labels that open a line and can go: "Recall: X is ...". */
const DROPPABLE_LABELS =
  /^(?:recall|note|remember|definition|summary|recap|conclusion|key (?:point|idea|term)|important|remark|fact|tip)$/i;
/** Labels that mark what follows as something other than a fact. */
const TASK_LABELS =
  /^(?:example|exercise|problem|question|hint|solution|proof|answer|task|activity|quiz|homework|demo|demonstration|given|goal|aim|objective|objectives|premise(?: \d+)?|conclusion|ex|e\.g\.?|eg|illustration|case study|scenario)s?$/i;
/** Nouns that as "the X" subject only make sense after the sentence that introduced them. */
const CONTEXT_NOUNS = new Set(
  "system process value result results event outcome situation case cases example problem method approach model models author authors study studies paper experiment experiments figure table one ones former latter same other others cycle step stage effect change data procedure technique question answer reason way thing things idea point scenario variable variables scale scales item items sample participant participants respondent respondents response responses finding findings test tests analysis".split(
    " ",
  ),
);
/** A study's own cast, as a bare subject: "Participants were MBA students", "Results obtained showed ...". */
const STUDY_SUBJECTS = /^(?:participants|respondents|responses|results|findings|subjects|data|students)$/i;
const STUDY_NOUNS =
  /^(?:experiment|study|survey|sample|participants|respondents|authors|researchers|questionnaire|interviews|trial|results|findings)$/i;
/** Phrases inside a sentence that answer to the one before it. */
const CONTEXT_PHRASES =
  /\b(?:instead|on the other hand|at the same time|in both cases|in (?:this|that|each|either|such a|the latter|the former) case|likewise|the latter|the former|as well as before|mentioned above|more recently|the most recent one|in turn,? (?:their|the)|additional change|further tested)\b/i;
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
/** Labels of a paper's or a journal's front matter: "Keywords:", "Copyright:", "Managing Editor:". */
const FURNITURE_LABEL =
  /^(?:appendix|keywords?|key words|copyright|©|reference|references|citation|cite as|permanent url|url|doi|issn|isbn|editors?|managing editor|editorial board|advisory board|sponsors?|office|email|e-mail|address|correspondence|affiliations?|received|accepted|published|license|licence|acknowledge?ments?|funding|conflicts? of interest|author(?:s|'s)? (?:note|contributions?))\b\s*:?/i;
/** One entry of a reference list: "Adams, D., Nelson, R. & Todd, P. (1992). Title. Journal, 16(2), 227-247." */
const REFERENCE_ENTRY =
  /\(\d+(?:st|nd|rd|th) ed\.?\)|\b\d+\s?\(\d+\)[.,]|\(\d{4}[a-z]?\)\.\s|\b\d+\s?\(\d+\),?\s?\d+\s?[-–]\s?\d+|\bpp\.\s?\d|\(Eds?\.\)|\bet al\.,? \(?\d{4}\)?[.,]\s\p{Lu}/u;
/** Section headings that run into the sentence after them when a PDF or a scan loses the line break. */
const SECTION_WORDS =
  /^(?:Abstract|Introduction|Conclusions?|Summary|Background|Methods?|Methodology|Discussion|Overview|Acknowledge?ments|Objectives?|Motivation|Preface)$/;
/** Words that open a sentence; after a verbless run of words ending in lower case they mark a heading run into the text. */
const OPENING_WORDS =
  /^(?:The|In|With|Prior|For|As|At|On|Although|While|When|Since|After|Before|During|To|Most|Many|Some|Several|Each|Every|One|Two|Three)$/;
/** Linking adverbs that can sit inside a sentence between commas; dropped there like at its start. */
const MID_LINKS =
  /^(?:however|thus|therefore|consequently|hence|indeed|furthermore|moreover|nonetheless|nevertheless|instead|also|too|further)$/;
const PRONOUNS = new Set(["it", "its", "they", "them", "their", "theirs", "he", "him", "his", "she", "her", "hers"]);
const DEMONSTRATIVES = new Set(["this", "these", "those", "such", "aforementioned", "said"]);
const FOOTNOTE_MARKS = /^[*†‡§¶|#]+$|^[¹²³⁴⁵⁶⁷⁸⁹⁰]+$/u;
/** "(Davis, 1989)", "(Lee, Kozar, & Larsen, 2003; Ma and Liu, 2004)", "[12]", and the year after an author: "Davis (1985)". */
const CITATION =
  /\s?\((?=[^()]*\b(?:1[5-9]|20)\d{2}[a-z]?\b)(?:see |e\.g\.,? |cf\. )?\p{Lu}[^()]{0,160}\)|\s?\[\d+(?:[,–-] ?\d+)*\]|(?<=\p{Lu}[\p{L}'’-]+)\s\((?:1[5-9]|20)\d{2}[a-z]?\)/gu;
const FIGURE_REFERENCE =
  /\s?\((?:see |cf\. )?(?:(?:figure|fig\.|table|chart|panel|plate)s? ?[\dA-Z][\w.]*(?:[a-z])?|[a-h]|[ivx]{1,4})\)/giu;
const NOTATION_ASIDE =
  /,?\s\(?(?:denoted|written|symboli[sz]ed|abbreviated)(?: by| as)?\s[^,;)]{1,25}?(?:\)|,|(?=\s(?:is|are|was|were|means|refers)\b))/giu;

/** "μ1", "θ(b)", "Θ0", "q(θ|θ(b))": a Greek letter used as a variable, or notation only a formula uses. */
const MATH_VARIABLE = /(?<!\p{L})\p{Script=Greek}(?![\p{L}-])|[∼∗]/u;
/** "(covered next)", "(see below)", "(discussed later)": where the text goes next, not what it says. */
const POINTER_ASIDE =
  /\s?\((?:(?:covered|discussed|explained|described|shown|defined|introduced|treated|see|more) )?(?:next|later|below|above|earlier|previously|in (?:the )?(?:next|previous|following) (?:section|chapter|lecture|lesson))\)|\s?\(see (?:the )?(?:table|figure|chart|diagram|slide|graph)s?\)/giu;
/** "(15)", "(3, 7)": a numbered citation or an equation number after a word. */
const NUMBERED_CITATION = /(?<=\p{L})\s?\(\d{1,3}(?:\s?[,–-]\s?\d{1,3})*\)(?=[\s.,;:]|$)/gu;
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
/** The verbs of a homework sheet's instructions, glossed for students ("Sketch: draw by hand ..."). */
const TASK_WORDS =
  /^(?:sketch|explain|describe|discuss|compare|contrast|define|list|identify|evaluate|analyse|analyze|justify|outline|calculate|compute|derive|prove|show|estimate|predict|summarise|summarize|illustrate|interpret|plot|draw)$/;
/** A belief reported, not asserted. */
const REPORTED_BELIEF =
  /\b(?:folklore|legend|myth|popular belief|common belief|conventional wisdom) (?:has it|says|holds|suggests)\b|\bit is (?:often|commonly|widely|popularly|sometimes) (?:believed|thought|assumed|claimed|said)\b|\bmany people (?:think|believe|assume)\b/i;
/** A one-word label that opens a block in lecture notes: "Definition Latent variables are ...". */
const LEAD_LABEL =
  /^(?:Definition|Theorem|Lemma|Corollary|Remark|Note|Proof|Property|Properties|Recall|Summary|Idea|Intuition|Motivation|Background|Theory|Overview)$/;
/** Words that open a sentence after a heading in Title Case that a PDF ran into it ("Kullback-Leibler Divergence The KL ..."). */
const SENTENCE_STARTERS = /^(?:The|A|An|This|These|Those|It|Its|In|We|Each|All|There|Our|Every|When|If)$/;
const TITLE_GLUE = /^(?:of|and|the|for|in|on|to|with|vs\.?|versus|a|an|&|-|–)$/;

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
  if (FURNITURE_LABEL.test(raw) || REFERENCE_ENTRY.test(raw)) return "furniture";
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
 * Drops linking openers and harmless labels, one or two deep ("However, for
 * example, ..."). Returns the token the body starts at, or why the unit is
 * rejected: a task label ("Example:", "Hint:") marks what follows as no fact.
 */
function stripOpeners(unit: TUnit, skip: number): { at: number; isExample: boolean } | TSentenceFlaw {
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
function findEdits(unit: TUnit, at: number): TReplacement[] {
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

function spliceText(unit: TUnit, from: number, edits: TReplacement[]): string {
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
 * "Watch this video", "Create a table", "Be honest": a base-form verb opens
 * the sentence and no subject comes before it. wink tags a capitalised opener
 * as a proper noun, so the opener is re-read in lower case.
 */
function isImperative(tokens: TToken[], tagOpener: TOpenerTagger | undefined): boolean {
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

/** Why the body needs another sentence to be understood, if it does. */
function dependsOnContext(unit: TUnit, tokens: TToken[]): TSentenceFlaw | undefined {
  const first = tokens[0]!;
  const second = tokens[1];
  // "It"/"They"/"He"/"She" may stand for the previous sentence's subject: link-antecedents.ts decides later.
  const mayResolve = /^(it|they|he|she)$/.test(first.lower) && /^(VERB|AUX)$/.test(second?.pos ?? "");
  if (!mayResolve && DEPENDENT_OPENERS.has(first.lower) && !isExistentialFact(tokens)) return "dependent";
  // "Some were disguised as Mohawks", "Many died": a quantity standing for people or things named before.
  if (/^(some|many|most|few|others|all|several|none)$/.test(first.lower) && /^(VERB|AUX)$/.test(second?.pos ?? "")) return "dependent";
  // "The former", "The same", "A second example", "The following".
  if (/^(the|a|an)$/.test(first.lower) && second) {
    if (/^(former|latter|same|other|others|following|above|next|previous|preceding|second|third|fourth|last)$/.test(second.lower))
      return "dependent";
  }
  if (hasUnintroducedVariable(tokens) || opensWithVariable(tokens)) return "dependent";
  // "Theta waves still dominate": "still" before the verb carries on from the stage described before.
  if (tokens.some((token, i) => token.lower === "still" && /^(VERB|AUX)$/.test(tokens[i + 1]?.pos ?? "") && i > 0)) return "dependent";
  // "v1 and v2", "x2", "as long as m is close to 1": variables from a worked example.
  if (
    tokens.some((token, i) => /^[a-z][0-9]$/.test(token.value) || (/^[b-hj-z]$/.test(token.value) && i > 0 && tokens[i - 1]?.value !== "("))
  )
    return "dependent";
  // "In one implementation, they generated ...": a pronoun opening the main clause needs a noun of its number before it.
  if (hasStrayPronoun(tokens)) return "dependent";
  const text = tokens.map((token) => token.value).join(" ");
  if (CONTEXT_PHRASES.test(text)) return "dependent";
  const verbIndex = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (verbIndex > 0 && verbIndex <= 3 && tokens.slice(0, verbIndex).some((token) => STUDY_SUBJECTS.test(token.value))) return "dependent";
  // "the experiment", "the study": a study the sentence does not name ("the study by Davis" names it).
  const isStudyHead = (i: number) => STUDY_NOUNS.test(tokens[i]?.value ?? "") && tokens[i + 1]?.pos !== "NOUN";
  if (
    tokens.some(
      (token, i) =>
        token.lower === "the" && isStudyHead(i + 1) && !(/^(by|of)$/.test(tokens[i + 2]?.lower ?? "") && tokens[i + 3]?.pos === "PROPN"),
    )
  )
    return "dependent";
  // "the most recent one is ...": "one" standing for a noun of the sentence before (not "a dilute solution ... a concentrated one").
  const firstNoun = tokens.findIndex((token) => token.pos === "NOUN" || token.pos === "PROPN");
  const standsForNoun = (token: TToken, i: number) =>
    token.lower === "one" &&
    /^(ADJ|DET)$/.test(tokens[i - 1]?.pos ?? "") &&
    tokens[i - 1]?.lower !== "no" &&
    (firstNoun < 0 || i < firstNoun);
  if (tokens.some(standsForNoun)) return "dependent";
  // "their study", "their results": a possessive standing for authors the sentence does not name.
  const namesSomeone = tokens.some((token) => token.pos === "PROPN" && !/^[A-Z0-9]{2,}$/.test(token.value));
  if (
    !namesSomeone &&
    tokens.some(
      (token, i) =>
        /^(their|his|her)$/.test(token.lower) &&
        /^(study|studies|results|findings|work|experiment|model|data|sample|participants|proposal|research|paper|analysis)$/.test(
          tokens[i + 1]?.lower ?? "",
        ),
    )
  )
    return "dependent";
  let seenNoun = false;
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (DEMONSTRATIVES.has(token.lower) && !(token.lower === "such" && next?.lower === "as")) return "dependent";
    // "that cell divides" points back; "the rule that allele frequencies stay ..." opens a clause after its noun.
    if (token.lower === "that" && token.pos === "DET" && /^(NOUN|ADJ|NUM)$/.test(next?.pos ?? "") && tokens[i - 1]?.pos !== "NOUN")
      return "dependent";
    if (token.lower === "following" && tokens[i - 1]?.lower === "the") return "dependent";
    if (
      // "one currency expressed in another": "another" answers a "one" of the same sentence.
      (token.lower === "another" && !tokens.slice(0, i).some((word) => word.lower === "one")) ||
      (token.lower === "similar" && !/^(to|in)$/.test(next?.lower ?? ""))
    )
      return "dependent";
    if (PRONOUNS.has(token.lower) && i > 0 && !seenNoun && !mayResolve) return "dependent";
    if (token.pos === "NOUN" || token.pos === "PROPN") seenNoun = true;
  }
  // "The system moves farther away ...": a generic noun made definite by an earlier sentence, as a clause's subject.
  for (const [i, token] of tokens.entries()) {
    const isClauseStart = i === 0 || /^(,|and|but|;|when|while|if|as|because)$/.test(tokens[i - 1]!.lower);
    if (!isClauseStart || token.lower !== "the") continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j += 1) {
      const word = tokens[j]!;
      if (word.pos === "VERB" || word.pos === "AUX") {
        const phrase = tokens.slice(i + 1, j);
        const nouns = phrase.filter((candidate) => candidate.pos === "NOUN" || candidate.pos === "PROPN");
        // "The system moves", "the model also could": only a bare generic noun; "The Calvin cycle" names its cycle.
        const head = nouns.length === 1 ? nouns[0]! : undefined;
        if (head && (CONTEXT_NOUNS.has(head.lemma) || CONTEXT_NOUNS.has(head.lower))) return "dependent";
        break;
      }
      if (!/^(NOUN|ADJ|ADV)$/.test(word.pos)) break;
    }
  }
  return undefined;
}

/**
 * A subject pronoun after an opening phrase and its comma: "they" with no
 * plural noun before it, "he"/"she" with no name, "it" with no singular noun.
 */
function hasStrayPronoun(tokens: TToken[]): boolean {
  return tokens.some((token, i) => {
    if (i === 0 || tokens[i - 1]?.value !== "," || !/^(they|he|she|it)$/.test(token.lower)) return false;
    const before = tokens.slice(0, i - 1);
    if (token.lower === "they") return !before.some((word) => (word.pos === "NOUN" && word.lemma !== word.lower) || word.pos === "PROPN");
    if (token.lower === "it") return !before.some((word) => word.pos === "NOUN" || word.pos === "PROPN");
    return !before.some((word) => word.pos === "PROPN");
  });
}

/** "There are 206 bones in the adult human body." is a fact; "There are two outcomes:" is not. */
function isExistentialFact(tokens: TToken[]): boolean {
  if (tokens[0]?.lower !== "there" || !/^(is|are|was|were)$/.test(tokens[1]?.lower ?? "")) return false;
  return tokens.slice(3).some((token, i) => /^(in|on|within|between|among|inside)$/.test(token.lower) && tokens[i + 4]?.pos !== "PRON");
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

/** A verb that makes a clause: not "to be translated", not a bare "-ing" form. */
function hasFiniteVerb(tokens: TToken[]): boolean {
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
function hasSubjectVerb(tokens: TToken[]): boolean {
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

function splitAt(tokens: TToken[], value: string): TToken[][] {
  const parts: TToken[][] = [[]];
  for (const token of tokens) {
    if (token.value === value) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts;
}

/** "Q and P depend only on their priors", "X1 is ...": a subject that is a variable defined elsewhere. */
function opensWithVariable(tokens: TToken[]): boolean {
  const [first, next] = tokens;
  if (!first || !/^(?:[A-Z][0-9]?|[A-Z][a-z]?[0-9]|[A-Z]{2})$/.test(first.value)) return false;
  if (/^[AI]$/.test(first.value) && !/^(and|or|,|=)$/.test(next?.value ?? "") && !/^(VERB|AUX)$/.test(next?.pos ?? "")) return false;
  // "DNA is ...", "UV light ...": a known acronym is a name, not a variable; two capitals count only before "and"/"or" or a verb.
  if (/^[A-Z]{2}$/.test(first.value) && !/^(and|or|,)$/.test(next?.value ?? "")) return false;
  return /^(and|or|,|=)$/.test(next?.value ?? "") || /^(VERB|AUX)$/.test(next?.pos ?? "");
}

/**
 * "None of the events in E overlap", "the set of points in S": a variable the
 * sentence does not introduce itself stands for something defined elsewhere.
 * "The intersection of A and B is the set of points in both A and B" names
 * its variables in its subject and reads alone.
 */
function hasUnintroducedVariable(tokens: TToken[]): boolean {
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const introduced = new Set<string>();
  for (const [i, token] of tokens.entries()) {
    const isVariable =
      /^[A-Z][0-9]?$|^[A-Z][a-z]?[0-9]$/.test(token.value) &&
      token.value !== "I" &&
      !(token.value === "A" && /^(NOUN|ADJ|PROPN|NUM)$/.test(tokens[i + 1]?.pos ?? "") && i === 0);
    if (!isVariable) continue;
    if (verbAt < 0 || i < verbAt) introduced.add(token.value);
    else if (!introduced.has(token.value)) return true;
  }
  return false;
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

/** "In the lab interactive, use the Collisions tab to ...": an instruction after an opening phrase and a comma. */
function hasInstructionAfterOpening(tokens: TToken[], tagOpener: TOpenerTagger | undefined): boolean {
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
 * "Regulations that require firms to have permits if they plan to emit
 * pollutants": every verb belongs to a clause that opened with "that", "if",
 * "where"...; the phrase states nothing. A verb is the main clause's when no
 * such word is waiting for one.
 */
function hasMainClause(tokens: TToken[]): boolean {
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
