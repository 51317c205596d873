import type { Env } from "../../../env.ts";
import { createModelContext, type TModelContext, type TModelLogger } from "../../../lib/model-text.ts";
import type { TModelOutlineAnalyserOptions } from "../../analysis/outline/model/create-model-outline-analyser.ts";
import { DEFAULT_CHUNK_CHARS } from "../../analysis/split-into-chunks.ts";

/** The outline analyser's options: diagrams speak to the same model (LLM_*) under the same request policy. */
export type TDiagramModelOptions = TModelOutlineAnalyserOptions;

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
