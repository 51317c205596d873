import { z } from "zod";
import { ZIdSchema, ZNoteTypeSchema, type TNoteType } from "./notes.ts";
import { cleanText } from "./text.ts";

export { countWords } from "./text.ts";

/** Card types generation can make (manual cards are written by people). */
export const GENERATED_CARD_TYPES = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"] as const satisfies readonly TNoteType[];
export type TGeneratedCardType = (typeof GENERATED_CARD_TYPES)[number];

export const CARD_TYPE_LABELS: Record<TNoteType, string> = {
  mcq: "Multiple choice",
  truefalse: "True or false",
  clozedel: "Cloze (fill the gap)",
  concept_fact_list: "Concept and facts",
  qna: "Question and answer",
  manual: "Written by you",
};

/** What the upload field accepts; the server decides by the file's bytes, never its name. */
export const UPLOAD_EXTENSIONS = [".docx", ".pdf", ".pptx", ".png", ".jpg", ".jpeg", ".webp"] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(",");
/** Default largest upload (MAX_UPLOAD_MB on the server). */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const ZTypesSchema = z
  .array(z.enum(GENERATED_CARD_TYPES, { error: `Card types must be among ${GENERATED_CARD_TYPES.join(", ")}.` }))
  .max(GENERATED_CARD_TYPES.length)
  .transform((types) => [...new Set(types)]);

/** What a generation job can make from its document: cards, study notes, or both (docs/study-notes.md). */
export const GENERATION_OUTPUTS = ["cards", "notes"] as const;
export type TGenerationOutput = (typeof GENERATION_OUTPUTS)[number];
/** Said when a start asks for nothing to be made. */
export const NOTHING_TO_MAKE_MESSAGE = "Choose what to make: cards, study notes or both.";
/** Without `make`, a job makes cards only (as every job did before study notes could be asked for). */
export const DEFAULT_GENERATION_OUTPUTS: readonly TGenerationOutput[] = ["cards"];

const ZMakeSchema = z
  .array(z.enum(GENERATION_OUTPUTS, { error: `What to make must be among ${GENERATION_OUTPUTS.join(", ")}.` }))
  .min(1, { error: NOTHING_TO_MAKE_MESSAGE })
  .max(GENERATION_OUTPUTS.length)
  .transform((make) => GENERATION_OUTPUTS.filter((output) => make.includes(output)))
  .optional()
  .transform((make) => make ?? [...DEFAULT_GENERATION_OUTPUTS]);

/**
 * "Learn by heart" (docs/generation.md): the text's lines, in order, become overlapping cloze cards (the line
 * or two before as the cue, the next line hidden), whatever the generator. Its cards are cloze cards only.
 */
export const MEMORISE_CARD_TYPE = "clozedel" satisfies TGeneratedCardType;
export const MEMORISE_LABEL = "Learn by heart: one card per line";
export const MEMORISE_HELP =
  "For a poem, a speech or a passage to memorise: each card shows the line or two before and hides the next line, in order.";
/** Said of a poem asked for facts (the profile tells it by its shape); the web app offers "Learn by heart" beside it. */
export const POEM_NOTICE = `This looks like a poem. To learn it by heart, choose '${MEMORISE_LABEL}' and make the cards again.`;
/** Said when "Learn by heart" is asked for without cards. */
export const MEMORISE_NEEDS_CARDS_MESSAGE = "Learn by heart makes cards: ask for cards too (make: cards).";

/**
 * Card types are needed only when cards are to be made (study notes alone take none, "learn by heart" makes cloze
 * cards whatever is asked); "learn by heart" makes cards, so it needs cards among what to make.
 */
function requireTypesForCards(
  input: { make: TGenerationOutput[]; types?: TGeneratedCardType[] | undefined; memorise?: boolean | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.memorise && !input.make.includes("cards"))
    ctx.addIssue({ code: "custom", path: ["memorise"], message: MEMORISE_NEEDS_CARDS_MESSAGE });
  else if (input.make.includes("cards") && !input.memorise && !input.types?.length)
    ctx.addIssue({ code: "custom", path: ["types"], message: "Pick at least one card type." });
}

const ZMemoriseSchema = z.boolean({ error: "memorise must be true or false." }).optional();

/** Pasted text (the JSON body of POST /api/generation/jobs, or tRPC generation.startText). */
export const ZStartTextGenerationInputSchema = z
  .object({
    groupId: ZIdSchema,
    text: z.string({ error: "text must be text." }).overwrite(cleanText).max(1_000_000, { error: "text is too long." }),
    /** What to make; cards only when left out. */
    make: ZMakeSchema,
    /** The card types (at least one when cards are made; ignored for study notes alone). */
    types: ZTypesSchema.optional(),
    /** "Make cards anyway": after an input gave no cards (NO_CARDS), keep cards the generator would judge too weak. */
    relaxed: z.boolean().optional(),
    /** "Learn by heart": the text's lines become overlapping cloze cards in order (types are then not needed). */
    memorise: ZMemoriseSchema,
  })
  .superRefine(requireTypesForCards);
export type TStartTextGenerationInput = z.input<typeof ZStartTextGenerationInputSchema>;

/** Cards (or study notes) from a source the learner already brought (tRPC generation.startFromSource): no upload and no charge again. */
export const ZStartSourceGenerationInputSchema = z
  .object({
    groupId: ZIdSchema,
    sourceId: ZIdSchema,
    make: ZMakeSchema,
    types: ZTypesSchema.optional(),
    relaxed: z.boolean().optional(),
    memorise: ZMemoriseSchema,
  })
  .superRefine(requireTypesForCards);
export type TStartSourceGenerationInput = z.input<typeof ZStartSourceGenerationInputSchema>;

/** The non-file fields of a multipart upload. `types` and `make` may repeat or be comma-separated. */
export const ZStartFileGenerationFieldsSchema = z
  .object({
    groupId: ZIdSchema,
    make: ZMakeSchema,
    types: ZTypesSchema.optional(),
    /** As for pasted text; the form field reads "true" or "false". */
    relaxed: z.stringbool({ error: "relaxed must be true or false." }).optional(),
    memorise: z.stringbool({ error: "memorise must be true or false." }).optional(),
  })
  .superRefine(requireTypesForCards);

export const GENERATION_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export const GENERATION_STAGES = ["queued", "extracting", "ocr", "analysing", "generating", "notes", "saving", "done", "failed"] as const;
export type TGenerationStage = (typeof GENERATION_STAGES)[number];

export const ZGenerationJobSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  status: z.enum(GENERATION_STATUSES),
  stage: z.enum(GENERATION_STAGES),
  /** 0..100, only ever increasing while the job runs. */
  percent: z.number().int(),
  /** What is happening now, e.g. "Generating chunk 2 of 5". */
  message: z.string(),
  input: z.object({
    kind: z.enum(["text", "pdf", "docx", "pptx", "image"]),
    file_name: z.string().nullable(),
    pages: z.number().int(),
    characters: z.number().int().nullable(),
    words: z.number().int().nullable(),
  }),
  types: z.array(ZNoteTypeSchema),
  /** What the job was asked to make. */
  make: z.array(z.enum(GENERATION_OUTPUTS)),
  /** The source's study notes were made by this job: open them at /sources/{source_id}/notes. */
  notes_ready: z.boolean(),
  words_charged: z.number().int(),
  refunded: z.boolean(),
  cards_created: z.number().int(),
  /** Cards the model proposed, before its quotes were looked for and the quality gates; null for the built-in generator. */
  cards_proposed: z.number().int().nullable(),
  /** Cards left out, counted by why ({ unlocated: 2, duplicate: 1 }: see docs/card-quality.md); null until the job made cards. */
  drops: z.record(z.string(), z.number().int()).nullable(),
  /** Cards proposed and waiting for the learner's review (generation.candidates); added to the deck only once accepted. */
  candidates_waiting: z.number().int(),
  /** Pages (or slides, or sections of text) with enough text, and how many of them gave cards. */
  coverage: z.object({ pages_with_text: z.number().int(), pages_used: z.number().int() }).nullable(),
  /** Why the input gave few cards, for the learner ("This looks like an assignment: few facts to turn into cards."). */
  notice: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Asked for with "make cards anyway" (the generator kept cards it would otherwise judge too weak). */
  relaxed: z.boolean(),
  /** Asked for with "learn by heart": the cards are the text's lines, in order. */
  memorise: z.boolean(),
  /** The source it reads: a kept one it started from, else the one its input is saved as once read (null until then). */
  source_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TGenerationJob = z.infer<typeof ZGenerationJobSchema>;

export const ZGenerationJobInputSchema = z.object({ id: ZIdSchema });
export const ZGenerationJobsInputSchema = z.object({ groupId: ZIdSchema });

/** What the create screen needs to check input live and offer card types. */
export const ZGenerationOptionsSchema = z.object({
  plan_id: z.string().nullable(),
  plan_name: z.string(),
  input_limits: z.object({ text: z.number().int(), pages: z.number().int() }),
  allowed_types: z.array(ZNoteTypeSchema),
  all_types: z.array(ZNoteTypeSchema),
  max_upload_bytes: z.number().int(),
  words_remaining: z.number().int(),
  words_limit: z.number().int(),
  generator: z.enum(["offline", "llm"]),
});
export type TGenerationOptions = z.infer<typeof ZGenerationOptionsSchema>;

/** POST /api/generation/inspect: a file's kind and size against the plan, before generating. */
export const ZInspectResultSchema = z.object({
  kind: z.enum(["pdf", "docx", "pptx", "image"]),
  mime: z.string(),
  pages: z.number().int(),
  page_limit: z.number().int(),
  within_limits: z.boolean(),
});
export type TInspectResult = z.infer<typeof ZInspectResultSchema>;

/** Why cards were left out (a job's `drops`), in the learner's words; docs/card-quality.md lists the reasons. */
const DROP_REASON_LABELS: Record<string, string> = {
  unlocated: "quote not in your document",
  wrong_type: "type not asked for",
  invalid: "incomplete",
  duplicate: "duplicate",
  duplicate_of_existing: "already in the deck",
  answer_in_question: "answer in the question",
  multiple_facts: "more than one fact",
  too_long: "too long",
};

/** A drop reason as the learner reads it ("answer_in_question" → "answer in the question"). */
export function dropReasonLabel(reason: string): string {
  return DROP_REASON_LABELS[reason] ?? reason.replaceAll("_", " ");
}
