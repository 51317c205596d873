import type { Env } from "../env.ts";
import type { TModelLogger } from "../lib/model-text.ts";
import { createModelMeaningCheck } from "../features/practice/meaning/create-model-meaning-check.ts";
import type { MeaningCheck } from "../features/practice/meaning/meaning-check.ts";

export type PracticeEnv = Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">;

/**
 * The practice tests' meaning check (docs/practice-tests.md): the card generator's model (LLM_BASE_URL, LLM_MODEL,
 * LLM_API_KEY) when one is configured; none otherwise, and written answers are graded by the other layers alone.
 */
export function createMeaningCheckSetup(
  env: PracticeEnv,
  { log, timeoutMs }: { log: TModelLogger; timeoutMs?: number },
): MeaningCheck | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  return createModelMeaningCheck({
    baseURL: env.LLM_BASE_URL,
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
    model: env.LLM_MODEL,
    logger: log,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
}
