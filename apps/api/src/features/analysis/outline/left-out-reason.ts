import type { TOutlineLeftOut } from "@mnemo/api-contract";
import type { TSentenceFlaw } from "../analysis-types.ts";

/**
 * Why a unit the judge flagged stays out of the outline, or undefined when it
 * still teaches. The outline is kinder than cards: a point only has to be
 * said by the source, in its context, so a sentence leaning on the one before
 * ("It…"), a long one, a claim about the literature or a slide's fragment
 * (kept with its title or lead-in) or a formula is a point; a question, a task, logistics,
 * an exercise, a caption or page furniture never is.
 */
const REASONS: Record<TSentenceFlaw, keyof TOutlineLeftOut | undefined> = {
  question: "other",
  instruction: "instructions",
  reader: undefined,
  first_person: undefined,
  self_reference: "other",
  logistics: "logistics",
  exercise: "exercises",
  example: undefined,
  dependent: undefined,
  fragment: undefined,
  too_long: undefined,
  vague: "other",
  literature: undefined,
  garbled: "other",
  formula: undefined,
  caption: "furniture",
  furniture: "furniture",
  brackets: "other",
};

/**
 * A sentence to the reader is a point when it states a fact ("Your skin holds nociceptors"), and an instruction when
 * it tells the reader what to do or what the course expects ("You should read chapter 3", "In this lecture you will").
 */
const TELLS_READER =
  /\b(?:you (?:should|must|need to|have to|may want to|might want to|will (?:need|be asked|learn|see|find)|are (?:asked|expected|required|going to|encouraged))|your (?:task|assignment|homework|essay|exam|answer|grade|group|team|report|paper|project|submission)|make sure (?:that )?you|remember to|don['’]t forget|try to|feel free)\b|^(?:please|note that you|now you|now that you|thanks?\b|thank you)\b/i;

/** With "you", a course's business: "Every group will get a personal supervisor, which you meet once every week." */
const COURSE_WORDS =
  /\b(?:supervisors?|labs?|submit|submission|projects?|lectures?|course|deadlines?|grades?|graded|exams?|homework|assignments?|seminars?|tutorials?|class(?:es)?|chapter|webpage|canvas|moodle|this section|these slides)\b/i;

/** Outside English the judge's reading of grammar means little; only what it finds by shape or place counts. */
const SHAPE_FLAWS: ReadonlySet<TSentenceFlaw> = new Set(["caption", "furniture", "logistics", "exercise"]);

export function leftOutReason(
  flaw: TSentenceFlaw | undefined,
  options: { isEnglish: boolean },
  text = "",
): keyof TOutlineLeftOut | undefined {
  if (!flaw) return undefined;
  if (flaw === "reader") return options.isEnglish && (TELLS_READER.test(text) || COURSE_WORDS.test(text)) ? "instructions" : undefined;
  if (!options.isEnglish && !SHAPE_FLAWS.has(flaw)) return undefined;
  return REASONS[flaw];
}
