import {
  ZClozeContentSchema,
  ZConceptFactListContentSchema,
  ZMcqContentSchema,
  ZQnaContentSchema,
  ZTrueFalseContentSchema,
} from "@mnemo/api-contract";
import { z } from "zod";
import type { TCardDraft, TGeneratedCardType } from "../types.ts";

/**
 * Two schemas per card type: what the model is asked to produce (every field
 * required and no defaults, as OpenAI's strict json_schema mode demands, with
 * `quote` first so the model picks its evidence before writing), and the
 * api-contract schema every card must pass before it becomes a draft.
 */
const quote = z
  .string()
  .describe("The exact passage of the text that contains the answer, copied character for character (usually one sentence).");

const MODEL_CARD_SCHEMAS = {
  mcq: z.object({
    type: z.literal("mcq"),
    quote,
    question: z.string(),
    options: z.array(z.string()).length(4).describe("Exactly 4 options: the correct one and 3 plausible distractors of the same kind."),
    correctIndex: z.number().int().min(0).max(3).describe("0-based index of the correct option."),
    explanation: z.string().describe("One sentence from the text's point of view on why the answer is right."),
  }),
  truefalse: z.object({
    type: z.literal("truefalse"),
    quote,
    statement: z.string(),
    isTrue: z.boolean(),
    correction: z.string().describe("For a false statement: the true fact from the text. Empty for a true statement."),
  }),
  clozedel: z.object({
    type: z.literal("clozedel"),
    quote,
    text: z.string().describe("A sentence with key terms hidden as {{c1::term}} (Anki cloze syntax)."),
  }),
  concept_fact_list: z.object({
    type: z.literal("concept_fact_list"),
    quote,
    concept: z.string(),
    facts: z.array(z.string()).describe("Short facts the text states about the concept, one per entry."),
  }),
  qna: z.object({ type: z.literal("qna"), quote, question: z.string(), answer: z.string() }),
} satisfies Record<TGeneratedCardType, z.ZodObject>;

const CONTENT_SCHEMAS = {
  mcq: ZMcqContentSchema,
  truefalse: ZTrueFalseContentSchema,
  clozedel: ZClozeContentSchema,
  concept_fact_list: ZConceptFactListContentSchema,
  qna: ZQnaContentSchema,
} satisfies Record<TGeneratedCardType, z.ZodObject>;

/**
 * What a chunk's text mostly is, in the model's judgement: anything but
 * "study" has little to learn (the offline generator's document kinds, so the
 * learner reads the same notice whichever generator ran).
 */
export const TEXT_KINDS = ["study", "assignment", "instructions", "exercises", "story", "unreadable", "few_facts"] as const;
export type TTextKind = (typeof TEXT_KINDS)[number];

/**
 * `{ textKind, cards: [...] }` offering only the requested types (a wrapper
 * object, because json_object mode must return an object). `textKind` comes
 * first so the model judges the text before it writes cards from it, and is
 * required because strict mode allows no optional field.
 */
export function modelOutputSchema(types: TGeneratedCardType[]) {
  const [first, ...rest] = types.map((type) => MODEL_CARD_SCHEMAS[type]);
  if (!first) throw new Error("At least one card type is needed");
  // A plain union: it becomes anyOf, which strict mode accepts (a discriminated union becomes oneOf, which it does not).
  return z.object({ textKind: z.enum(TEXT_KINDS), cards: z.array(z.union([first, ...rest])) });
}

/** The model's `textKind`, or undefined when it gave none or one we do not know (JSON mode has no enum to hold it to). */
export function toTextKind(value: unknown): TTextKind | undefined {
  return TEXT_KINDS.find((kind) => kind === value);
}

export type TDropReason = "type" | "invalid";

/** A model card's content checked against api-contract, or why it was dropped. Unknown extra keys are ignored, not fatal. */
export function toCardContent(
  raw: unknown,
  types: TGeneratedCardType[],
): { content: TCardDraft["content"]; quote: string } | { dropped: TDropReason } {
  if (typeof raw !== "object" || raw === null) return { dropped: "invalid" };
  const record = raw as Record<string, unknown>;
  const type = types.find((candidate) => candidate === record.type);
  if (!type) return { dropped: "type" };
  const schema = CONTENT_SCHEMAS[type];
  const picked = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in record)
      .map((key) => [key, record[key]]),
  );
  const parsed = schema.safeParse(picked);
  if (!parsed.success || typeof record.quote !== "string") return { dropped: "invalid" };
  const content = parsed.data;
  // Two identical options make a multiple-choice card unanswerable.
  if (content.type === "mcq" && new Set(content.options.map((option) => option.toLowerCase())).size < 4) return { dropped: "invalid" };
  return { content, quote: record.quote };
}
