import type { LanguageModel } from "ai";
import { requestModelText, type TModelTokens } from "../../../../lib/model-text.ts";
import type { TChunk } from "../../split-into-chunks.ts";
import { ZModelOutlineSchema } from "./outline-answer-schema.ts";
import { buildOutlineChunkPrompt, buildOutlineInstructions, type TOutlineOutputMode } from "./outline-prompt.ts";
import { parseOutlineAnswer, type TParsedOutline } from "./parse-outline-answer.ts";

export type TTokens = TModelTokens;

/** What one successful HTTP exchange gave; tokens count even when the content is useless, since they were spent. */
export type TOutlineAnswer = { tokens: TTokens } & (TParsedOutline | { kind: "refusal" });

/**
 * One Chat Completions request for a chunk, limited to `timeoutMs`. The SDK
 * picks the response_format from the mode (json_schema from the zod schema,
 * or json_object) but never parses the answer: parsing happens here, item by
 * item, so one bad point does not cost the chunk. HTTP and network errors
 * are thrown for the caller's retry policy (lib/retry-policy.ts).
 */
export async function requestOutlineChunk({
  model,
  chunk,
  total,
  mode,
  timeoutMs,
  signal,
}: {
  model: LanguageModel;
  chunk: TChunk;
  total: number;
  mode: TOutlineOutputMode;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<TOutlineAnswer> {
  const answer = await requestModelText({
    model,
    instructions: buildOutlineInstructions(mode),
    prompt: buildOutlineChunkPrompt(chunk, total),
    mode,
    schema: { schema: ZModelOutlineSchema, name: "outline" },
    timeoutMs,
    signal,
  });
  if ("refusal" in answer) return { tokens: answer.tokens, kind: "refusal" };
  return { tokens: answer.tokens, ...parseOutlineAnswer(answer.text, answer.finishReason) };
}
