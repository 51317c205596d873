import { z } from "zod";

export const NOTE_TYPES = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"] as const;
export const ZNoteTypeSchema = z.enum(NOTE_TYPES);
export type TNoteType = z.infer<typeof ZNoteTypeSchema>;

export const EXPORT_FORMATS = ["apkg", "md", "csv", "pdf", "quizlet"] as const;
export const ZExportFormatSchema = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormatSchema>;

/** Cards a page of `notes.byGroup` / `notes_by_group_id` holds. */
export const NOTES_PAGE_SIZE = 50;
export const MAX_TEXT = 5000;
const text = (what: string, max = MAX_TEXT) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(max, { error: `${what} must be at most ${max} characters.` });

export const ZMcqContentSchema = z
  .object({
    type: z.literal("mcq"),
    question: text("Question"),
    options: z.array(text("Option", 500)).length(4, { error: "A multiple-choice card has exactly 4 options." }),
    correctIndex: z.number().int().min(0).max(3, { error: "correctIndex must be 0 to 3." }),
    explanation: z.string().trim().max(MAX_TEXT).default(""),
  })
  .strict();

export const ZTrueFalseContentSchema = z
  .object({
    type: z.literal("truefalse"),
    statement: text("Statement"),
    isTrue: z.boolean({ error: "isTrue must be true or false." }),
    correction: z.string().trim().max(MAX_TEXT).default(""),
  })
  .strict();

export const ZClozeContentSchema = z
  .object({
    type: z.literal("clozedel"),
    text: text("Text").refine((value) => /\{\{c\d+::[^}]+\}\}/.test(value), {
      error: "Cloze text needs at least one deletion like {{c1::answer}}.",
    }),
  })
  .strict();

export const ZConceptFactListContentSchema = z
  .object({
    type: z.literal("concept_fact_list"),
    concept: text("Concept", 500),
    facts: z.array(text("Fact", 1000)).min(1, { error: "Add at least one fact." }).max(20, { error: "At most 20 facts." }),
  })
  .strict();

export const ZQnaContentSchema = z
  .object({
    type: z.literal("qna"),
    question: text("Question"),
    answer: text("Answer"),
  })
  .strict();

export const ZManualContentSchema = z
  .object({
    type: z.literal("manual"),
    front: text("Front"),
    back: text("Back"),
  })
  .strict();

/** A card's content, one shape per card type (stored as the note's JSON). */
export const ZNoteContentSchema = z.discriminatedUnion("type", [
  ZMcqContentSchema,
  ZTrueFalseContentSchema,
  ZClozeContentSchema,
  ZConceptFactListContentSchema,
  ZQnaContentSchema,
  ZManualContentSchema,
]);
export type TNoteContent = z.infer<typeof ZNoteContentSchema>;
export type TManualContent = z.infer<typeof ZManualContentSchema>;

/** Where a generated card came from. Null for cards written by hand. */
export const ZNoteSourceSchema = z
  .object({
    uploadId: z.string().optional(),
    fileName: z.string().optional(),
    page: z.number().int().optional(),
    slide: z.number().int().optional(),
    quote: z.string().optional(),
  })
  .nullable();

export const ZNoteSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  type: ZNoteTypeSchema,
  content: ZNoteContentSchema,
  source: ZNoteSourceSchema,
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNote = z.infer<typeof ZNoteSchema>;

export const ZIdSchema = z.uuid({ error: "id must be a deck or card id (a UUID)." });

export const ZNotesByGroupInputSchema = z.object({
  id: ZIdSchema,
  page: z.coerce
    .number({ error: "page must be a number." })
    .int({ error: "page must be a whole number." })
    .min(0, { error: "page must be 0 or more." })
    .max(100_000, { error: "page must be at most 100000." })
    .default(0),
});

export const ZCreateManualNoteInputSchema = z.object({
  groupId: ZIdSchema,
  content: ZManualContentSchema,
});

export const ZUpdateManualNoteInputSchema = z.object({
  id: ZIdSchema,
  content: ZManualContentSchema,
});

export const ZDeleteNoteInputSchema = z.object({ id: ZIdSchema });

export const ZNotesPageSchema = z.object({
  notes: z.array(ZNoteSchema),
  page: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type TNotesPage = z.infer<typeof ZNotesPageSchema>;
