import { OUTLINE_LEFT_OUT, OUTLINE_POINT_KINDS } from "@mnemo/api-contract";
import { z } from "zod";

/**
 * What the model is asked to answer for one chunk of a document: its parts
 * with their key points, key terms, and counts of what it left out. Every
 * field is required and has no default, as OpenAI's strict json_schema mode
 * demands; quotes come before the text written from them, so the model picks
 * its evidence first. Offsets are never asked for: models cannot count
 * characters, so every quote is located in the source afterwards
 * (locate-quote.ts).
 */
const quote = z.string().describe("A passage copied character for character from one section of the text: no paraphrase, no '...'.");

const ZModelExampleSchema = z.object({
  quote,
  text: z.string().describe("What the example shows, in one sentence."),
});

const ZModelPointSchema = z.object({
  kind: z.enum(OUTLINE_POINT_KINDS),
  quotes: z.array(quote).describe("One or more passages that state the point; the first is the main one."),
  text: z.string().describe("The point as a self-contained statement, keeping a list's lead-in and a slide title's context."),
  examples: z.array(ZModelExampleSchema).describe("Examples in the text that illustrate this point; often none."),
});

const ZModelSectionSchema = z.object({
  title: z.string(),
  level: z.number().int().min(1).max(6).describe("1 for a top-level heading, 2 for a subheading, and so on."),
  points: z.array(ZModelPointSchema),
});

const ZModelTermSchema = z.object({
  term: z.string(),
  quote,
  definition: z.string().describe("The text's definition of the term, as one sentence."),
});

export const ZModelOutlineSchema = z.object({
  sections: z.array(ZModelSectionSchema),
  terms: z.array(ZModelTermSchema),
  left_out: z.object(
    Object.fromEntries(OUTLINE_LEFT_OUT.map((reason) => [reason, z.number().int().min(0)])) as Record<
      (typeof OUTLINE_LEFT_OUT)[number],
      z.ZodNumber
    >,
  ),
});
export type TModelOutline = z.infer<typeof ZModelOutlineSchema>;
export type TModelPoint = z.infer<typeof ZModelPointSchema>;
export type TModelTerm = z.infer<typeof ZModelTermSchema>;
export type TModelExample = z.infer<typeof ZModelExampleSchema>;
