import { AppError } from "../../../lib/app-error.ts";
import { createModelContext } from "../../../lib/model-text.ts";
import type { CardGenerator, TCardDraft, TExtractedDocument, TGenerateOptions, TGenerationResult } from "../types.ts";
import { FatalModelError, generateChunkCards, type TChunkResult, type TGeneratorContext, type TLlmLogger } from "./generate-chunk-cards.ts";
import { mapInOrder } from "../../../lib/map-in-order.ts";
import { DEFAULT_CHUNK_CHARS, splitIntoChunks } from "../../analysis/split-into-chunks.ts";
import { noticeFromTextKinds } from "./text-kind-notice.ts";

export type { TLlmLogger } from "./generate-chunk-cards.ts";

export type TLlmGeneratorOptions = {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8000/v1 (vLLM). */
  baseURL: string;
  /** Optional: local servers (Ollama, llama.cpp) usually take none; without it no Authorization header is sent. */
  apiKey?: string;
  model: string;
  /** Chunks sent at the same time. */
  maxParallel?: number;
  /** Retries per chunk after 429, 5xx, network errors and timeouts. */
  maxRetries?: number;
  /** Per request (one attempt), not per document. */
  timeoutMs?: number;
  logger: TLlmLogger;
  fetch?: typeof globalThis.fetch;
  /** Characters of document text per request. */
  chunkChars?: number;
  /** First backoff step; doubles per retry, with jitter. */
  retryBaseDelayMs?: number;
  /** Cap on any wait between attempts, including a server's Retry-After. */
  retryMaxDelayMs?: number;
};

const USER_MESSAGE =
  "The AI model could not make cards from this document. Nothing was taken from your monthly quota; please try again in a few minutes.";

/**
 * A CardGenerator backed by any OpenAI-compatible Chat Completions server
 * (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter). The document is cut into
 * chunks along its sections, chunks run `maxParallel` at a time, and cards
 * come back in document order, each pointing at the exact span it quotes.
 */
export function createLlmGenerator({
  baseURL,
  apiKey,
  model,
  maxParallel = 2,
  maxRetries = 3,
  timeoutMs = 60_000,
  logger,
  fetch,
  chunkChars = DEFAULT_CHUNK_CHARS,
  retryBaseDelayMs = 1_000,
  retryMaxDelayMs = 30_000,
}: TLlmGeneratorOptions): CardGenerator {
  const context: TGeneratorContext = createModelContext({
    baseURL,
    apiKey,
    model,
    logger,
    maxRetries,
    timeoutMs,
    retryBaseDelayMs,
    retryMaxDelayMs,
    fetch,
  });

  return {
    name: "llm",
    async generate(document: TExtractedDocument, { types, signal, onProgress, relaxed }: TGenerateOptions): Promise<TGenerationResult> {
      signal?.throwIfAborted();
      const chunks = splitIntoChunks(document.sections, chunkChars);
      // One signal for the run: the caller's abort, or ours when a fatal answer makes the rest pointless.
      const run = new AbortController();
      const onAbort = () => run.abort(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      let done = 0;
      let results: TChunkResult[];
      try {
        results = await mapInOrder(chunks, maxParallel, run, async (chunk) => {
          const result = await generateChunkCards(relaxed ? { ...context, relaxed } : context, chunk, types, chunks.length, run.signal);
          done += 1;
          onProgress?.({ done, total: chunks.length });
          return result;
        });
      } catch (error) {
        signal?.throwIfAborted();
        if (error instanceof FatalModelError) {
          logger.error({ model, status: error.status, error: error.message }, "llm: the server refused the request; stopping");
          throw new AppError("GENERATION_FAILED", {
            message: `LLM server refused the request (${error.status ?? "no status"}): ${error.message}`,
            userMessage: USER_MESSAGE,
            details: { status: error.status ?? null },
          });
        }
        throw error;
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }

      const cards: TCardDraft[] = results.flatMap((result) => result.cards);
      const tokens = {
        input: results.reduce((sum, result) => sum + result.tokens.input, 0),
        output: results.reduce((sum, result) => sum + result.tokens.output, 0),
      };
      const failedChunks = results.filter((result) => result.failed).length;
      const notice = noticeFromTextKinds(results.map((result) => result.textKind));
      logger.info(
        {
          model,
          chunks: chunks.length,
          failedChunks,
          cards: cards.length,
          lowYield: notice !== undefined,
          inputTokens: tokens.input,
          outputTokens: tokens.output,
        },
        "llm: generation finished",
      );
      if (chunks.length > 0 && failedChunks === chunks.length) {
        throw new AppError("GENERATION_FAILED", {
          message: `LLM generation failed for all ${chunks.length} chunks.`,
          userMessage: USER_MESSAGE,
          details: { chunks: chunks.length, failedChunks, inputTokens: tokens.input, outputTokens: tokens.output },
        });
      }
      return { cards, tokens, failedChunks, ...(notice && { notice }) };
    },
  };
}
