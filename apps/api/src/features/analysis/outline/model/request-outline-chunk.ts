import { generateText, Output, type LanguageModel, type OutputInterface } from "ai";
import { ModelTimeoutError } from "../../../../lib/retry-policy.ts";
import type { TChunk } from "../../split-into-chunks.ts";
import { ZModelOutlineSchema } from "./outline-answer-schema.ts";
import { buildOutlineChunkPrompt, buildOutlineInstructions, type TOutlineOutputMode } from "./outline-prompt.ts";
import { parseOutlineAnswer, type TParsedOutline } from "./parse-outline-answer.ts";

export type TTokens = { input: number; output: number };

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
  signal.throwIfAborted();
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener("abort", onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new ModelTimeoutError(timeoutMs));
  }, timeoutMs);
  try {
    const result = await generateText({
      model,
      instructions: buildOutlineInstructions(mode),
      prompt: buildOutlineChunkPrompt(chunk, total),
      output: unparsed(
        mode === "json_schema"
          ? Output.object({ schema: ZModelOutlineSchema, name: "outline" })
          : mode === "json_object"
            ? Output.json()
            : Output.text(),
      ),
      // Retries are ours: the SDK's would multiply with them and do not cover our per-attempt timeout.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const tokens = { input: result.usage.inputTokens ?? 0, output: result.usage.outputTokens ?? 0 };
    // The provider turns a `refusal` field into finish reason "content-filter".
    if (result.finishReason === "content-filter") return { tokens, kind: "refusal" };
    return { tokens, ...parseOutlineAnswer(result.text, result.finishReason) };
  } catch (error) {
    if (timedOut && !signal.aborted) throw new ModelTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", onAbort);
  }
}

/** Keeps the SDK's response_format for a mode but hands back the raw text instead of throwing on a bad answer. */
function unparsed(output: OutputInterface): OutputInterface<string, string, never> {
  return {
    ...output,
    parseCompleteOutput: ({ text }) => Promise.resolve(text),
    parsePartialOutput: () => Promise.resolve(undefined),
    createElementStreamTransform: () => undefined,
  };
}
