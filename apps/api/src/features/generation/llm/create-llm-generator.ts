import { AppError } from "../../../lib/app-error.ts";
import { createModelContext } from "../../../lib/model-text.ts";
import type {
  CardGenerator,
  TCardDraft,
  TExtractedDocument,
  TGenerateOptions,
  TGenerationResult,
  TModelAccount,
  TModelFailure,
} from "../types.ts";
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

const NOT_CHARGED = "Nothing was taken from your monthly quota; please try again in a few minutes.";

/** What the learner is told the model did, by why it made no cards (the commonest reason when chunks differ). */
export const FAILURE_TEXT: Record<TModelFailure, string> = {
  refused: "it declined the request",
  empty: "it sent back an empty answer",
  wrong_shape: "its answer was not in the form of cards",
  no_choices: "its server sent back no answer",
  timeout: "it did not answer in time",
  failed: "its server kept failing",
};

/** "The AI model (gpt-4o-mini) did not make cards from this document: it did not answer in time." */
function modelFailedSentence(model: string, failure: TModelFailure): string {
  return `The AI model (${model}) did not make cards from this document: ${FAILURE_TEXT[failure]}.`;
}

/** The learner's words for proposed cards whose quotes are not in the document (the app cannot check a card against its source then). */
export function unlocatedMessage(count: number): string {
  return `The model's quotes did not match your document: ${count === 1 ? "1 card" : `${count} cards`} could not be checked and ${count === 1 ? "was" : "were"} left out.`;
}

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
            userMessage: `The AI model (${model}) could not be reached to make cards: its server refused the request. ${NOT_CHARGED}`,
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
      const account = accountFor(model, results);
      logger.info(
        {
          model,
          chunks: chunks.length,
          failedChunks,
          proposed: account.proposed,
          cards: cards.length,
          ...account.lost,
          ...account.failures,
          lostWords: account.lostWords,
          lowYield: notice !== undefined,
          inputTokens: tokens.input,
          outputTokens: tokens.output,
        },
        "llm: generation finished",
      );
      // No card at all, and the model is why: said so (and refunded), not "your document needs full sentences".
      const failures = (Object.entries(account.failures) as [TModelFailure, number][]).sort((a, b) => b[1] - a[1]);
      const { unlocated, wrong_type, invalid } = account.lost;
      if (cards.length === 0 && (failures.length > 0 || unlocated + wrong_type + invalid > 0)) {
        // A list of things that are not cards (wrong types, fields missing) is an answer in the wrong shape too.
        const failure = failures[0]?.[0] ?? (wrong_type + invalid > 0 ? "wrong_shape" : undefined);
        const said = [failure && modelFailedSentence(model, failure), unlocated > 0 && unlocatedMessage(unlocated)].filter(Boolean);
        throw new AppError("GENERATION_FAILED", {
          message: `LLM generation gave no usable card: ${JSON.stringify({ proposed: account.proposed, ...account.lost, ...account.failures })}`,
          userMessage: `${said.join(" ")} ${NOT_CHARGED}`,
          details: { chunks: chunks.length, failedChunks, inputTokens: tokens.input, outputTokens: tokens.output },
        });
      }
      return { cards, tokens, failedChunks, ...(notice && { notice }), model: account };
    },
  };
}

/** The run's account: cards proposed and lost, chunks failed by why, and the words the learner got nothing for. */
function accountFor(model: string, results: TChunkResult[]): TModelAccount {
  const account: TModelAccount = {
    name: model,
    proposed: 0,
    lost: { unlocated: 0, wrong_type: 0, invalid: 0 },
    failures: {},
    lostWords: 0,
  };
  for (const result of results) {
    account.proposed += result.proposed;
    account.lost.unlocated += result.lost.unlocated;
    account.lost.wrong_type += result.lost.wrong_type;
    account.lost.invalid += result.lost.invalid;
    account.lostWords += result.lostWords;
    if (result.modelFailure) account.failures[result.modelFailure] = (account.failures[result.modelFailure] ?? 0) + 1;
  }
  return account;
}
