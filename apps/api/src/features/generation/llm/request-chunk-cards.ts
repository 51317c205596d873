import { InvalidResponseDataError, type LanguageModel } from "ai";
import type { TGeneratedCardType } from "../types.ts";
import { buildChunkPrompt, buildInstructions, type TOutputMode } from "./card-prompt.ts";
import { modelOutputSchema, toTextKind, type TTextKind } from "./card-schema.ts";
import { requestModelText, type TModelTokens } from "../../../lib/model-text.ts";
import type { TChunk } from "../../analysis/split-into-chunks.ts";

export type { TModelTokens as TTokens } from "../../../lib/model-text.ts";

/** What the model's text amounted to. */
type TParsed =
  /** `textKind` (what the model took the text for) is absent when it did not say: JSON mode without the field, a bare list. */
  | { kind: "cards"; cards: unknown[]; textKind?: TTextKind }
  /** The `refusal` field, a content filter, or prose with no JSON at all ("I can't help with that"). */
  | { kind: "refusal" }
  /** No text at all. */
  | { kind: "empty" }
  /** A 200 whose `choices` list was empty: no answer, though the request went through. */
  | { kind: "no_choices" }
  /** JSON-looking text that does not parse, or JSON without a list of cards. */
  | { kind: "malformed"; finishReason: string };

/** What one successful HTTP exchange gave; tokens count even when the content is useless, since they were spent. */
export type TChunkAnswer = { tokens: TModelTokens } & TParsed;

/**
 * One Chat Completions request for a chunk, limited to `timeoutMs`. The SDK
 * picks the response_format from `output` (json_schema from the zod schema,
 * or json_object), but never parses the answer itself: one bad card or a
 * truncated list must not cost the whole chunk, so parsing happens here.
 * HTTP and network errors are thrown for the caller's retry policy.
 */
export async function requestChunkCards({
  model,
  chunk,
  types,
  mode,
  relaxed = false,
  timeoutMs,
  signal,
}: {
  model: LanguageModel;
  chunk: TChunk;
  types: TGeneratedCardType[];
  mode: TOutputMode;
  relaxed?: boolean;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<TChunkAnswer> {
  const answer = await requestModelText({
    model,
    instructions: buildInstructions(types, mode, { relaxed }),
    prompt: buildChunkPrompt(chunk),
    mode,
    schema: { schema: modelOutputSchema(types), name: "flashcards" },
    timeoutMs,
    signal,
  }).catch((error: unknown) => {
    if (InvalidResponseDataError.isInstance(error) && /choices/i.test(error.message)) return "no_choices" as const;
    throw error;
  });
  if (answer === "no_choices") return { tokens: { input: 0, output: 0 }, kind: "no_choices" };
  if ("refusal" in answer) return { tokens: answer.tokens, kind: "refusal" };
  return { tokens: answer.tokens, ...parseCards(answer.text, answer.finishReason) };
}

/**
 * Accepts `{"textKind": ..., "cards": [...]}`, a bare list, or another single
 * list property; tolerates code fences and prose around the JSON.
 */
export function parseCards(text: string, finishReason: string): TParsed {
  if (text.trim() === "") return { kind: "empty" };
  if (!/[{[]/.test(text)) return { kind: "refusal" };
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
  const value = tryParse(unfenced) ?? tryParse(unfenced.slice(unfenced.indexOf("{"), unfenced.lastIndexOf("}") + 1));
  if (Array.isArray(value)) return { kind: "cards", cards: value as unknown[] };
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    const textKind = toTextKind(record.textKind);
    const judged = textKind ? { textKind } : {};
    if (Array.isArray(record.cards)) return { kind: "cards", cards: record.cards as unknown[], ...judged };
    const lists = Object.values(record).filter(Array.isArray);
    if (lists.length === 1) return { kind: "cards", cards: lists[0] as unknown[], ...judged };
    // `{}` or `{"textKind": "story"}`: JSON mode's way of saying "nothing worth a card here".
    if (Object.keys(record).every((key) => key === "textKind")) return { kind: "cards", cards: [], ...judged };
  }
  return { kind: "malformed", finishReason };
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
