import { z } from "zod";
import { MAX_CONCEPT_TEXT, MAX_FACT_TEXT, MAX_FACTS, MAX_OPTION_TEXT, MAX_TEXT } from "./cards/card-limits.ts";
import { clozeProblem } from "./cards/cloze.ts";
import { cleanText } from "./text.ts";

export const NOTE_TYPES = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna", "manual"] as const;
export const ZNoteTypeSchema = z.enum(NOTE_TYPES);
export type TNoteType = z.infer<typeof ZNoteTypeSchema>;

export const EXPORT_FORMATS = ["apkg", "md", "csv", "pdf", "quizlet"] as const;
export const ZExportFormatSchema = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormatSchema>;

/** Cards a page of `notes.byGroup` / `notes_by_group_id` holds. */
export const NOTES_PAGE_SIZE = 50;
const text = (what: string, max = MAX_TEXT) =>
  z
    .string({ error: `${what} must be text.` })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(max, { error: `${what} must be at most ${max} characters.` });

export const ZMcqContentSchema = z
  .object({
    type: z.literal("mcq"),
    question: text("Question"),
    options: z.array(text("Option", MAX_OPTION_TEXT)).length(4, { error: "A multiple-choice card has exactly 4 options." }),
    correctIndex: z.number().int().min(0).max(3, { error: "correctIndex must be 0 to 3." }),
    explanation: z.string().overwrite(cleanText).trim().max(MAX_TEXT).default(""),
  })
  .strict();

export const ZTrueFalseContentSchema = z
  .object({
    type: z.literal("truefalse"),
    statement: text("Statement"),
    isTrue: z.boolean({ error: "isTrue must be true or false." }),
    correction: z.string().overwrite(cleanText).trim().max(MAX_TEXT).default(""),
  })
  .strict();

export const ZClozeContentSchema = z
  .object({
    type: z.literal("clozedel"),
    text: text("Text").check((ctx) => {
      const problem = clozeProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    }),
  })
  .strict();

export const ZConceptFactListContentSchema = z
  .object({
    type: z.literal("concept_fact_list"),
    concept: text("Concept", MAX_CONCEPT_TEXT),
    facts: z
      .array(text("Fact", MAX_FACT_TEXT))
      .min(1, { error: "Add at least one fact." })
      .max(MAX_FACTS, { error: `At most ${MAX_FACTS} facts.` }),
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
    /** The source (docs/sources.md) the card was made from, and the section of it the quote is in. */
    sourceId: z.string().optional(),
    sectionIndex: z.number().int().optional(),
    fileName: z.string().optional(),
    page: z.number().int().optional(),
    slide: z.number().int().optional(),
    /** The Word heading or slide title the quote sits under. */
    heading: z.string().optional(),
    /** The quoted span of the extracted text the card was made from. */
    quote: z.string().optional(),
    /** Character offsets of the quote in its section of the extracted text. */
    start: z.number().int().optional(),
    end: z.number().int().optional(),
  })
  .nullable();

/**
 * Where a note's cards stand in study, for a deck's card list (tRPC only: the
 * REST answer keeps the original API's shape). "studied": at least one card in
 * study was answered, and `recall` is the lowest chance (0-1) of recalling one
 * of them now; "new": none in study was answered yet; "suspended": every card
 * is out of study.
 */
export const ZNoteStudySchema = z.object({
  status: z.enum(["new", "studied", "suspended"]),
  recall: z.number().min(0).max(1).nullable(),
});
export type TNoteStudy = z.infer<typeof ZNoteStudySchema>;

/**
 * How a note's text fields are written: absent or "text" for plain text (every card Mnemo makes), "html" for
 * sanitised HTML (an imported Anki note with formatting, pictures or sounds; render it through the sanitiser,
 * with media names resolved to /api/media/NAME).
 */
export const NOTE_FORMATS = ["text", "html"] as const;
export const ZNoteFormatSchema = z.enum(NOTE_FORMATS);
export type TNoteFormat = z.infer<typeof ZNoteFormatSchema>;

export const ZNoteSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  type: ZNoteTypeSchema,
  content: ZNoteContentSchema,
  source: ZNoteSourceSchema,
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  study: ZNoteStudySchema.optional(),
  /** Present only on HTML notes (imports), so Mnemo's own cards keep the original API's shape. */
  format: ZNoteFormatSchema.optional(),
});
export type TNote = z.infer<typeof ZNoteSchema>;

export const ZIdSchema = z.uuid({ error: "id must be a deck or card id (a UUID)." });

/** The highest page number `notes.byGroup` and `notes_by_group_id` take. */
export const MAX_NOTES_PAGE = 100_000;
const PAGE_ALLOWED = `page must be a whole number from 0 (the first page) to ${MAX_NOTES_PAGE}.`;

/** A page number: a JSON number and nothing else (no `true`, `[]`, `""` or `null` read as 0 or 1). */
export const ZPageSchema = z
  .number({ error: PAGE_ALLOWED })
  .int({ error: PAGE_ALLOWED })
  .min(0, { error: PAGE_ALLOWED })
  .max(MAX_NOTES_PAGE, { error: PAGE_ALLOWED });

export const ZNotesByGroupInputSchema = z.object({
  id: ZIdSchema,
  page: ZPageSchema.default(0),
});

/**
 * `POST /api/notes/notes_by_group_id`, the original API's call: as notes.byGroup, but its page may
 * also be a string of digits ("2"), as this endpoint has always taken, so scripts written against
 * it keep working. Any other string, a boolean, an array or null is refused.
 */
export const ZRestNotesByGroupInputSchema = ZNotesByGroupInputSchema.extend({
  page: z.preprocess((value) => (typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : value), ZPageSchema).default(0),
});

/** A card written (or rewritten) by hand: any type, validated per type. */
export const ZCreateNoteInputSchema = z.object({
  groupId: ZIdSchema,
  content: ZNoteContentSchema,
});

/** Edits keep the card's type (and a generated card's source). */
export const ZUpdateNoteInputSchema = z.object({
  id: ZIdSchema,
  content: ZNoteContentSchema,
});

export const ZDeleteNoteInputSchema = z.object({ id: ZIdSchema });

export const ZNotesPageSchema = z.object({
  notes: z.array(ZNoteSchema),
  page: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type TNotesPage = z.infer<typeof ZNotesPageSchema>;

/** Cards a page of `notes.search` holds. */
export const NOTES_SEARCH_PAGE_SIZE = 30;
export const MAX_SEARCH_QUERY = 200;

/**
 * Where the next page of a search starts: the last card's creation time and id
 * (newest first, id breaks ties), so pages neither repeat nor skip a card
 * when cards are added meanwhile.
 */
export const ZSearchCursorSchema = z
  .string({ error: "cursor must be text." })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: "cursor is not valid: pass the nextCursor of the previous page.",
  })
  .refine(isRealCursorTime, { error: "cursor is not valid: pass the nextCursor of the previous page." });

/** The cursor's time is one that exists (no month 13, no year 0) and that a card could have been made at. */
function isRealCursorTime(cursor: string): boolean {
  const time = cursor.slice(0, 24);
  const date = new Date(time);
  return !Number.isNaN(date.getTime()) && date.toISOString() === time && date.getUTCFullYear() >= 1970;
}

export const ZSearchNotesInputSchema = z.object({
  /** Case-insensitive text in any of the card's fields; empty means every card. */
  query: z
    .string({ error: "query must be text." })
    .overwrite(cleanText)
    .trim()
    .max(MAX_SEARCH_QUERY, { error: `The search must be at most ${MAX_SEARCH_QUERY} characters.` })
    .optional(),
  groupId: z.uuid({ error: "groupId must be a deck id (a UUID)." }).optional(),
  type: z.enum(NOTE_TYPES, { error: `type must be one of ${NOTE_TYPES.join(", ")}.` }).optional(),
  cursor: ZSearchCursorSchema.nullish(),
});
export type TSearchNotesInput = z.input<typeof ZSearchNotesInputSchema>;

/** A card found by `notes.search`, with the title of the deck it is in. */
export const ZSearchNoteSchema = ZNoteSchema.extend({ group_title: z.string() });
export type TSearchNote = z.infer<typeof ZSearchNoteSchema>;

export const ZSearchNotesPageSchema = z.object({
  notes: z.array(ZSearchNoteSchema),
  /** Cards matching the filters, across all pages. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TSearchNotesPage = z.infer<typeof ZSearchNotesPageSchema>;
