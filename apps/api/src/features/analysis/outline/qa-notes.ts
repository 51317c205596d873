import type { TOutlinePoint } from "@mnemo/api-contract";
import type { TOutlinePart } from "./find-outline-parts.ts";
import { type TLine, joinLines, oneLine } from "./join-lines.ts";
import { isMarkupLine } from "./line-shape.ts";
import { outlineSpan } from "./outline-span.ts";
import { type TPointContext, kindOf } from "./read-points.ts";

/**
 * A student's question-and-answer notes ("- What were the goals of the
 * Congress?" then "- An alliance of…"; "- Explain the significance of each
 * of the following:" then "- Edmond Burke" then "- wrote Reflections…"): the
 * answers teach, each under its question, or under the short name or topic
 * bullet it answers for. Extraction flattens a list's indents, so the shape is
 * read from the lines: a question bullet leads the bullets after it, a short
 * capitalised bullet with a longer or lower-case line after it names what that
 * line says, and "Economic:" labels the lines after it within that name.
 */
type TDraft = Omit<TOutlinePoint, "id">;

/** A name or topic bullet ("Edmond Burke", "Utopian Socialism"): at most this many words. */
const MAX_TOPIC_WORDS = 4;
/** A line after a topic this short, capitalised and unpunctuated, is its sibling in a list of names. */
const MAX_SIBLING_WORDS = 8;
const SENTENCE_END = /[.!?]["'”’)]?$/;
/** "Explain the significance of each of the following individuals:": a task that leads the answers under it. */
const TASK_LEAD = /[:：]$/;
const TASK_FLAWS = new Set(["instruction", "question", "self_reference"]);
const TASK_VERB = /^(?:explain|describe|discuss|identify|list|define|compare|summari[sz]e|outline|name)\b/i;
const QA_TITLE = /\b(?:questions?|q\s*&\s*a|review|study guide|faq)\b/i;
/** Untitled, a part is notes when it opens with a question and holds at least this many, one in this many lines at least. */
const MIN_UNTITLED = 3;
const LINES_PER_QUESTION = 6;
/** A part of questions opens with one: at most this many lines before it. */
const MAX_LINES_BEFORE = 2;
/** Notes when fewer than one line in this many under the questions is a task. */
const TASK_SHARE = 3;

function isQuestionLead(line: TLine): boolean {
  if (!line.first.isBullet) return false;
  if (/\?["'”’)]?$/.test(line.text)) return true;
  return TASK_LEAD.test(line.text) && line.words > 3 && (TASK_FLAWS.has(line.first.flaw ?? "fragment") || TASK_VERB.test(line.text));
}

/**
 * True when the part is a list of questions, each followed by answer bullets: read it with readQaNotes. An
 * assignment's question followed by what to do ("Analyze the text…", "Do not provide a list…") is a task, not notes.
 */
export function isQaNotes(part: TOutlinePart, previous?: { title: string; isQa: boolean }): boolean {
  if (part.isSlide) return false;
  // A long "Questions" part that extraction cut in pieces: the pieces after the first go on with its answers.
  if (previous?.isQa && previous.title === part.title && QA_TITLE.test(part.title)) return true;
  const lines = joinLines(part.units);
  let answered = 0;
  let answers = 0;
  let tasks = 0;
  let firstQuestion: number | undefined;
  for (const [at, line] of lines.entries()) {
    if (!isQuestionLead(line)) continue;
    firstQuestion ??= at;
    const next = lines[at + 1];
    if (next?.first.isBullet && !isQuestionLead(next)) answered += 1;
    for (const after of lines.slice(at + 1)) {
      if (isQuestionLead(after) || !after.first.isBullet) break;
      answers += 1;
      if (isTask(after) || TOLD.has(after.first.flaw ?? "")) tasks += 1;
    }
  }
  // Notes under "Questions" or "Review", or a part that is questions from its start: a question in the middle of
  // lecture notes ("Breakeven chart:" … "what is the lower end?") is one line of them.
  const isQuestionList =
    QA_TITLE.test(part.title) ||
    (answered >= MIN_UNTITLED && answered * LINES_PER_QUESTION >= lines.length && firstQuestion! <= MAX_LINES_BEFORE);
  return answered >= 1 && isQuestionList && tasks * TASK_SHARE < answers;
}

/** What the judge reads as telling the reader what to do. */
const TOLD = new Set(["instruction", "reader"]);

/** A line that tells the student what to do: "Do not…", or a verb in its bare form first ("Analyze…", "Clearly identify…"). */
function isTask(line: TLine): boolean {
  if (!TOLD.has(line.first.flaw ?? "") && line.first.flaw !== "exercise") return false;
  if (/^(?:do not|don't|please|be sure|make sure)\b/i.test(line.text)) return true;
  // An answer's lower-case "believe that…" goes on from its topic; a task opens with a capital.
  if (!/^\p{Lu}/u.test(line.text)) return false;
  const words = line.first.tokens.filter((token) => /\p{L}/u.test(token.value));
  const verb = words[0]?.pos === "ADV" ? words[1] : words[0];
  return verb !== undefined && verb.pos === "VERB" && verb.lower === verb.lemma;
}

function hasVerb(line: TLine): boolean {
  return line.units.some((unit) => unit.tokens.some((token) => token.pos === "VERB" || token.pos === "AUX"));
}

function isBareName(line: TLine): boolean {
  return (
    !SELF_GLOSSED.test(line.text) &&
    /^\p{Lu}/u.test(line.text) &&
    !SENTENCE_END.test(line.text) &&
    line.words <= MAX_SIBLING_WORDS &&
    !hasVerb(line)
  );
}

/** "Cristina Belgioioso - worked for Mazzini's cause", "Wordsworth (naturalist): …": a name and what it says on one line. */
const SELF_GLOSSED = /^\p{Lu}[^:–—]{0,40}?(?:\s[-–—]+\s|:\s)\S/u;
/** "Cristina Belgioioso - worked for…": a name, a dash and what the person did, a sibling of the topic before it. */
const NAME_DASH = /^\p{Lu}[^:–—-]{0,40}?\s[-–—]+\s\S/u;

function isTopic(line: TLine, next: TLine | undefined, underLabel: boolean): boolean {
  if (!line.first.isBullet || line.words > MAX_TOPIC_WORDS || !/^\p{Lu}/u.test(line.text) || SENTENCE_END.test(line.text)) return false;
  if (TASK_LEAD.test(line.text) || !next || next.first.section !== line.first.section || isQuestionLead(next)) return false;
  // Under "Literature:", names are its items ("Shelley", "Byron") unless the next line says what one of them did.
  if (underLabel) return /^\p{Ll}/u.test(next.text);
  // "Thomas Malthus" / "David Ricardo": names listed one after another, not a name and what it did.
  return TASK_LEAD.test(next.text) || !isBareName(next);
}

export function readQaNotes(part: TOutlinePart, context: TPointContext): TDraft[] {
  const points: TDraft[] = [];
  const lines = joinLines(part.units);
  let question: TLine | undefined;
  let topic: TLine | undefined;
  let label: TLine | undefined;
  let topicAnswered = false;
  for (const [at, line] of lines.entries()) {
    const flaw = line.first.flaw;
    if (isMarkupLine(line.units.map((unit) => unit.text).join("\n")) || flaw === "furniture" || flaw === "caption") {
      context.leftOut.furniture += 1;
      continue;
    }
    if (isQuestionLead(line)) {
      question = line;
      topic = undefined;
      label = undefined;
      context.leftOut.other += 1;
      continue;
    }
    // "(Be sure you are describing the 19th-century versions.)": the question's own instruction.
    if (!line.first.isBullet && /^\(.*\)$/.test(line.text) && lines[at - 1] === question) {
      context.leftOut.instructions += 1;
      continue;
    }
    if (isTopic(line, lines[at + 1], label !== undefined && topic === undefined)) {
      topic = line;
      topicAnswered = false;
      label = undefined;
      continue;
    }
    // A name glossed on its own line after the topic's answer is the topic's sibling, not its answer.
    if (topic && topicAnswered && NAME_DASH.test(line.text)) topic = undefined;
    if (line.first.isBullet && TASK_LEAD.test(line.text) && line.words <= MAX_TOPIC_WORDS) {
      label = line;
      continue;
    }
    const leads = [topic, label].filter((lead): lead is TLine => lead !== undefined);
    if (isTask(line)) {
      context.leftOut.instructions += 1;
      continue;
    }
    // The judge reads "<b>bread</b>" as garbled; without its tags the line is plain.
    const tagged = line.units.some((unit) => oneLine(unit.text) !== unit.text.replace(/\s+/g, " ").trim());
    if ((flaw === "garbled" && !tagged) || !/\p{L}/u.test(line.text) || (leads.length === 0 && line.words < 3)) {
      context.leftOut.other += 1;
      continue;
    }
    // "Explain each of the following: War of Greek Independence" with nothing under it: a task left unanswered.
    if (leads.length === 0 && question && TASK_LEAD.test(question.text) && isBareName(line)) {
      context.leftOut.exercises += 1;
      continue;
    }
    topicAnswered = true;
    const prefix = leads.map((lead) => lead.text.replace(/\s*[:：]$/, "")).join(" – ");
    const text = prefix !== "" ? `${prefix}: ${line.text}` : question ? `${question.text} ${line.text}` : line.text;
    points.push({
      kind: kindOf(line, context),
      text,
      spans: [...leads.flatMap((lead) => lead.units), ...line.units].map(outlineSpan),
      examples: [],
    });
  }
  return points;
}
