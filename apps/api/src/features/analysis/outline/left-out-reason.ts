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
  reader: "instructions",
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

/** Outside English the judge's reading of grammar means little; only what it finds by shape or place counts. */
const SHAPE_FLAWS: ReadonlySet<TSentenceFlaw> = new Set(["caption", "furniture", "logistics", "exercise"]);

export function leftOutReason(flaw: TSentenceFlaw | undefined, options: { isEnglish: boolean }): keyof TOutlineLeftOut | undefined {
  if (!flaw) return undefined;
  if (!options.isEnglish && !SHAPE_FLAWS.has(flaw)) return undefined;
  return REASONS[flaw];
}
