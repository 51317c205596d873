import { z } from "zod";
import { ZIdSchema } from "./notes.ts";

/**
 * Study notes: a source's outline made readable (an overview, one part per
 * section, a glossary, a timeline, self-check questions), in blocks of
 * Markdown. The learner edits a block; regenerating never overwrites an
 * edited block (docs/study-notes.md).
 */

export const STUDY_NOTES_LENGTHS = ["brief", "standard", "detailed"] as const;
export type TStudyNotesLength = (typeof STUDY_NOTES_LENGTHS)[number];
export const DEFAULT_STUDY_NOTES_LENGTH: TStudyNotesLength = "standard";

export const STUDY_NOTES_BLOCK_KINDS = ["overview", "part", "glossary", "timeline", "self_check"] as const;
export type TStudyNotesBlockKind = (typeof STUDY_NOTES_BLOCK_KINDS)[number];

/** The most Markdown one block takes when the learner edits it. */
export const MAX_STUDY_NOTES_BLOCK = 20_000;
export const STUDY_NOTES_BLOCK_TOO_LONG = `A block of study notes takes at most ${MAX_STUDY_NOTES_BLOCK} characters.`;

/**
 * A citation inside a block's Markdown is a link whose address names the
 * source's span: `[p. 12](#cite-3-120-180)` (section 3, characters 120 to
 * 180). The app opens the source viewer there; exports turn them into footnotes.
 */
export type TCitationSpan = { sectionIndex: number; start: number; end: number };
const CITATION_HREF = /^#cite-(\d+)-(\d+)-(\d+)$/;

export function citationHref(span: TCitationSpan): string {
  return `#cite-${span.sectionIndex}-${span.start}-${span.end}`;
}

export function parseCitationHref(href: string): TCitationSpan | null {
  const match = CITATION_HREF.exec(href);
  if (!match) return null;
  const [sectionIndex, start, end] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return end >= start ? { sectionIndex, start, end } : null;
}

export const ZStudyNotesBlockSchema = z.object({
  /** Stable across regenerations ("overview", "part:2", "glossary"): what an edit is kept by. */
  key: z.string(),
  kind: z.enum(STUDY_NOTES_BLOCK_KINDS),
  title: z.string(),
  /** What the block shows: the learner's edit if there is one, else what was generated. */
  markdown: z.string(),
  /** The learner edited it: regenerating keeps it. */
  edited: z.boolean(),
  /** Edited, and what regenerating would now write differs from what the learner started from. */
  stale: z.boolean(),
});
export type TStudyNotesBlock = z.infer<typeof ZStudyNotesBlockSchema>;

export const ZStudyNotesSchema = z.object({
  source_id: z.string(),
  /** The source's title, the notes' title. */
  title: z.string(),
  length: z.enum(STUDY_NOTES_LENGTHS),
  /** The analyser whose outline the blocks were made from ("offline@1"). */
  analyser: z.string(),
  /** Another analyser reads sources now (an improved one): "make again" would refresh the notes, keeping edits. */
  outdated: z.boolean(),
  blocks: z.array(ZStudyNotesBlockSchema),
  updated_at: z.string(),
});
export type TStudyNotes = z.infer<typeof ZStudyNotesSchema>;

export const ZStudyNotesInputSchema = z.object({ source_id: ZIdSchema });
export const ZGenerateStudyNotesInputSchema = z.object({
  source_id: ZIdSchema,
  length: z.enum(STUDY_NOTES_LENGTHS, { error: "length must be brief, standard or detailed." }),
});
export type TGenerateStudyNotesInput = z.infer<typeof ZGenerateStudyNotesInputSchema>;

const ZBlockKeySchema = z.string({ error: "key must be text." }).min(1, { error: "key is required." }).max(100);

export const ZEditStudyNotesBlockInputSchema = z.object({
  source_id: ZIdSchema,
  key: ZBlockKeySchema,
  markdown: z.string({ error: "markdown must be text." }).max(MAX_STUDY_NOTES_BLOCK, { error: STUDY_NOTES_BLOCK_TOO_LONG }),
});
export type TEditStudyNotesBlockInput = z.infer<typeof ZEditStudyNotesBlockInputSchema>;

/** Drops the learner's edit: the block shows what was generated again. */
export const ZResetStudyNotesBlockInputSchema = z.object({ source_id: ZIdSchema, key: ZBlockKeySchema });

export const STUDY_NOTES_NOT_FOUND = "Study notes not found";
export const STUDY_NOTES_BLOCK_NOT_FOUND = "This block is no longer in the study notes.";
