import type { Env } from "../../../env.ts";
import { createModelContext, type TModelContext, type TModelLogger } from "../../../lib/model-text.ts";
import { DEFAULT_CHUNK_CHARS } from "../../analysis/split-into-chunks.ts";

export type TDiagramModelOptions = {
  /** The card generator's OpenAI-compatible server (LLM_BASE_URL), e.g. http://127.0.0.1:11434/v1. */
  baseURL: string;
  /** Optional: local servers usually take none; without it no Authorization header is sent. */
  apiKey?: string | undefined;
  /** LLM_MODEL. */
  model: string;
  fetch?: typeof globalThis.fetch;
  /** Chunks of a long source sent at the same time (LLM_MAX_PARALLEL). */
  concurrency?: number;
  /** Per request (one attempt), not per diagram (LLM_TIMEOUT_SECONDS). */
  timeoutMs?: number;
  /** Retries per request after 429, 5xx, network errors and timeouts. */
  maxRetries?: number;
  /** Characters of source text per request. */
  chunkChars?: number;
  /** First backoff step; doubles per retry, with jitter. */
  retryBaseDelayMs?: number;
  /** Cap on any wait between attempts, including a server's Retry-After. */
  retryMaxDelayMs?: number;
  logger?: TModelLogger;
};

/**
 * The configured model as diagrams use it: for a diagram made by the model
 * (build-model-diagram.ts) and for "Explain this node" (explain-node.ts).
 * Built once from the environment; absent when no model is configured.
 */
export type TDiagramModel = {
  /** The model's name (LLM_MODEL): a diagram it made has the generator "model:<name>". */
  name: string;
  context: TModelContext;
  concurrency: number;
  chunkChars: number;
};

const SILENT: TModelLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One model and its request policy, spoken to as the card generator and the outline analyser do (lib/model-text.ts). */
export function createDiagramModel({
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
}: TDiagramModelOptions): TDiagramModel {
  return {
    name: model,
    context: createModelContext({ baseURL, apiKey, model, logger, maxRetries, timeoutMs, retryBaseDelayMs, retryMaxDelayMs, fetch }),
    concurrency,
    chunkChars,
  };
}

/**
 * The card generator's model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_MAX_PARALLEL, LLM_TIMEOUT_SECONDS) as
 * diagrams use it; undefined when none is configured (a model diagram then fails with DIAGRAM_NO_MODEL, and so does
 * "Explain this node").
 */
export function diagramModelFromEnv(
  env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_MAX_PARALLEL" | "LLM_TIMEOUT_SECONDS">,
  logger: TModelLogger,
): TDiagramModel | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return createDiagramModel({
    baseURL: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    concurrency: env.LLM_MAX_PARALLEL,
    timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
    logger,
  });
}
