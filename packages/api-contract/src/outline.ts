import { z } from "zod";

/**
 * A source's outline: its sections and, in each, the key points it teaches,
 * every point tied to where the source says it (docs/card-quality.md,
 * "Outlines"). Stored per source and versioned by `analyser`, so it can be
 * rebuilt when the analyser improves. Offsets are into the source section's
 * own text: `section.text.slice(start, end) === quote`.
 */

export const OUTLINE_POINT_KINDS = [
  "definition",
  "fact",
  "cause_effect",
  "process_step",
  "date_event",
  "formula",
  "comparison",
  "classification",
  "claim_evidence",
] as const;
export type TOutlinePointKind = (typeof OUTLINE_POINT_KINDS)[number];

/** What is kept out of the outline because it does not teach, counted by reason. */
export const OUTLINE_LEFT_OUT = ["instructions", "logistics", "exercises", "references", "furniture", "other"] as const;

export const ZOutlineSpanSchema = z.object({
  sectionIndex: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  quote: z.string().min(1),
});
export type TOutlineSpan = z.infer<typeof ZOutlineSpanSchema>;

/** An example belongs to the point it illustrates; it is never a point of its own. */
export const ZOutlineExampleSchema = z.object({ text: z.string().min(1), spans: z.array(ZOutlineSpanSchema).min(1) });
export type TOutlineExample = z.infer<typeof ZOutlineExampleSchema>;

export const ZOutlinePointSchema = z.object({
  /** Stable within one outline ("s2.p3"). */
  id: z.string().min(1),
  kind: z.enum(OUTLINE_POINT_KINDS),
  /** The point as a self-contained statement, keeping a list's lead-in or a slide title's context. */
  text: z.string().min(1),
  spans: z.array(ZOutlineSpanSchema).min(1),
  examples: z.array(ZOutlineExampleSchema),
});
export type TOutlinePoint = z.infer<typeof ZOutlinePointSchema>;

export const ZOutlineSectionSchema = z.object({
  title: z.string(),
  /** 1 for a top-level section. */
  level: z.number().int().min(1).max(6),
  /** The source sections (pages, slides, Word sections) this part covers. */
  sectionIndexes: z.array(z.number().int().nonnegative()),
  points: z.array(ZOutlinePointSchema),
});
export type TOutlineSection = z.infer<typeof ZOutlineSectionSchema>;

export const ZOutlineTermSchema = z.object({
  term: z.string().min(1),
  definition: z.string().min(1),
  spans: z.array(ZOutlineSpanSchema).min(1),
});
export type TOutlineTerm = z.infer<typeof ZOutlineTermSchema>;

export const ZOutlineSchema = z.object({
  /** Which analyser made it and its version ("offline@1"): an outline is rebuilt when this changes. */
  analyser: z.string().min(1),
  sections: z.array(ZOutlineSectionSchema),
  terms: z.array(ZOutlineTermSchema),
  left_out: z.object({
    instructions: z.number().int().nonnegative(),
    logistics: z.number().int().nonnegative(),
    exercises: z.number().int().nonnegative(),
    references: z.number().int().nonnegative(),
    furniture: z.number().int().nonnegative(),
    other: z.number().int().nonnegative(),
  }),
});
export type TOutline = z.infer<typeof ZOutlineSchema>;
export type TOutlineLeftOut = TOutline["left_out"];
