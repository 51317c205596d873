import { z } from "zod";
import { ZIdSchema, ZNoteSchema } from "./notes.ts";
import { DEFAULT_GROUP_TITLE, MAX_GROUP_TITLE } from "./group-title.ts";
import { cleanLine } from "./text.ts";

export { DEFAULT_GROUP_TITLE, MAX_GROUP_TITLE } from "./group-title.ts";

/** An empty or missing title means 'New Deck'. */
export const ZGroupTitleSchema = z
  .string({ error: "title must be text." })
  .overwrite(cleanLine)
  .trim()
  .max(MAX_GROUP_TITLE, { error: `title must be at most ${MAX_GROUP_TITLE} characters.` })
  .nullish()
  .transform((title) => (title ? title : DEFAULT_GROUP_TITLE));

export const ZCreateGroupInputSchema = z.object({ title: ZGroupTitleSchema });
export const ZRenameGroupInputSchema = z.object({
  id: ZIdSchema,
  title: z
    .string({ error: "title must be text." })
    .overwrite(cleanLine)
    .trim()
    .min(1, { error: "title is required." })
    .max(MAX_GROUP_TITLE, { error: `title must be at most ${MAX_GROUP_TITLE} characters.` }),
});
export const ZDeleteGroupInputSchema = z.object({ id: ZIdSchema });

export const ZGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Its notes: what was written, one item of its list. */
  note_count: z.number().int(),
  /** Its cards: what study shows, one per note and one per gap of a cloze note (docs/glossary.md). */
  card_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TGroup = z.infer<typeof ZGroupSchema>;

/** The REST shape: each group arrives with an empty notes list for the client to page into. */
export const ZRestGroupSchema = ZGroupSchema.extend({ notes: z.array(ZNoteSchema) });
export type TRestGroup = z.infer<typeof ZRestGroupSchema>;

export const ZNoteCountSchema = z.object({ group_id: z.string(), count_id: z.number().int() });
export type TNoteCount = z.infer<typeof ZNoteCountSchema>;
