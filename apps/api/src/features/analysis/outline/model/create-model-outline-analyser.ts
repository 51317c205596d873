import { AppError } from "../../../../lib/app-error.ts";
import { createModelContext } from "../../../../lib/model-text.ts";
import { mapInOrder } from "../../../../lib/map-in-order.ts";
import type { TExtractedDocument } from "../../../reading/document.ts";
import { DEFAULT_CHUNK_CHARS, splitIntoChunks } from "../../split-into-chunks.ts";
import type { OutlineAnalyser, TOutlineResult } from "../outline-analyser.ts";
import { analyseOutlineChunk, OutlineChunkError, type TOutlineLogger, type TOutlineModelContext } from "./analyse-outline-chunk.ts";
import { mergeChunkOutlines } from "./merge-chunk-outlines.ts";

export type { TOutlineLogger } from "./analyse-outline-chunk.ts";

/** Bump when the prompt, the answer's schema or the merge change, so outlines stored by the model are rebuilt. */
export const MODEL_OUTLINE_VERSION = 2;

export type TModelOutlineAnalyserOptions = {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8000/v1 (vLLM). */
  baseURL: string;
  /** Optional: local servers usually take none; without it no Authorization header is sent. */
  apiKey?: string | undefined;
  model: string;
  fetch?: typeof globalThis.fetch;
  /** Chunks sent at the same time. */
  concurrency?: number;
  /** Per request (one attempt), not per document. */
  timeoutMs?: number;
  /** Retries per chunk after 429, 5xx, network errors and timeouts. */
  maxRetries?: number;
  /** Characters of document text per request. */
  chunkChars?: number;
  /** First backoff step; doubles per retry, with jitter. */
  retryBaseDelayMs?: number;
  /** Cap on any wait between attempts, including a server's Retry-After. */
  retryMaxDelayMs?: number;
  logger?: TOutlineLogger;
};

const USER_MESSAGE =
  "The AI model could not read this document into an outline. Nothing was taken from your monthly quota; please try again in a few minutes.";
const SILENT: TOutlineLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * An OutlineAnalyser backed by any OpenAI-compatible Chat Completions server,
 * spoken to as the card generator does (same SDK, output modes, retry and
 * timeout policy). The document is cut into chunks of consecutive sections
 * within `chunkChars` (a section over the budget is split, never cut short),
 * chunks run `concurrency` at a time, and their outlines are merged in
 * document order. Any chunk that gives no outline fails the analysis with
 * GENERATION_FAILED: an outline missing a part would be silently truncated.
 */
export function createModelOutlineAnalyser({
  baseURL,
  apiKey,
  model,
  fetch,
  concurrency = 2,
  timeoutMs = 60_000,
  maxRetries = 3,
  chunkChars = DEFAULT_CHUNK_CHARS,
  retryBaseDelayMs = 1_000,
  retryMaxDelayMs = 30_000,
  logger = SILENT,
}: TModelOutlineAnalyserOptions): OutlineAnalyser {
  const context: TOutlineModelContext = createModelContext({
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
  const name = `model@${MODEL_OUTLINE_VERSION}:${model}`;

  return {
    name,
    async analyse(document: TExtractedDocument, { signal, onProgress } = {}): Promise<TOutlineResult> {
      signal?.throwIfAborted();
      const chunks = splitIntoChunks(document.sections, chunkChars);
      // One signal for the run: the caller's abort, or ours when a failed chunk makes the rest pointless.
      const run = new AbortController();
      const onAbort = () => run.abort(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      let done = 0;
      try {
        const results = await mapInOrder(chunks, concurrency, run, async (chunk) => {
          const result = await analyseOutlineChunk(context, chunk, chunks.length, run.signal);
          done += 1;
          onProgress?.({ done, total: chunks.length });
          return result;
        });
        const sum = (count: (result: (typeof results)[number]) => number) => results.reduce((total, result) => total + count(result), 0);
        const outline = mergeChunkOutlines(name, document, results);
        const tokens = { input: sum((result) => result.tokens.input), output: sum((result) => result.tokens.output) };
        const unlocated = sum((result) => result.unlocated);
        const capped = sum((result) => result.capped);
        const invalid = sum((result) => result.invalid);
        logger.info(
          {
            model,
            chunks: chunks.length,
            sections: outline.sections.length,
            points: outline.sections.reduce((total, section) => total + section.points.length, 0),
            terms: outline.terms.length,
            unlocated,
            capped,
            invalid,
            inputTokens: tokens.input,
            outputTokens: tokens.output,
          },
          "outline model: analysis finished",
        );
        return { outline, unlocated, capped, invalid, tokens };
      } catch (error) {
        signal?.throwIfAborted();
        if (error instanceof OutlineChunkError) {
          throw new AppError("GENERATION_FAILED", {
            message: `Outline model ${model} failed (${error.reason}${error.status === undefined ? "" : `, status ${error.status}`}): ${error.message}`,
            userMessage: USER_MESSAGE,
            details: { reason: error.reason, status: error.status ?? null, chunks: chunks.length },
          });
        }
        throw error;
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }
    },
  };
}
