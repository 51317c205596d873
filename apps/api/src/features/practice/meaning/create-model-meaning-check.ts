import { createModelContext, requestModelText, requestWithRetries, type TModelLogger } from "../../../lib/model-text.ts";
import { describeFailure } from "../../../lib/retry-policy.ts";
import { countWords, type MeaningCheck } from "./meaning-check.ts";
import { buildMeaningInstructions, buildMeaningPrompt, parseMeaningVerdict, ZMeaningVerdictSchema } from "./meaning-prompt.ts";

export type TModelMeaningCheckOptions = {
  /** The card generator's OpenAI-compatible server (LLM_BASE_URL). */
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  logger: TModelLogger;
  /** The whole check, the learner waiting on it: past it the answer stays wrong. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

/** The learner is waiting for the grade: a slow model leaves the answer wrong rather than hold the screen. */
export const MEANING_CHECK_TIMEOUT_MS = 8_000;

/**
 * A MeaningCheck backed by the configured model, spoken to as the card generator does (lib/model-text.ts): one
 * request with the verdict's JSON schema, never retried (the learner is waiting); a server that rejects json_schema
 * is asked once more in the next output mode, within the same time limit. Anything but a verdict (an HTTP error, a
 * timeout, a refusal, malformed JSON) is logged without the texts and answered null.
 */
export function createModelMeaningCheck({
  baseURL,
  apiKey,
  model,
  logger,
  timeoutMs = MEANING_CHECK_TIMEOUT_MS,
  fetch,
}: TModelMeaningCheckOptions): MeaningCheck {
  const context = createModelContext({
    baseURL,
    apiKey,
    model,
    logger,
    maxRetries: 0,
    timeoutMs,
    retryBaseDelayMs: 0,
    retryMaxDelayMs: 0,
    fetch,
  });
  return {
    async judge(question) {
      const startedAt = Date.now();
      const texts = [question.prompt, question.cardAnswer, question.given].join("\n");
      const signal = AbortSignal.timeout(timeoutMs);
      const log = { model, words: countWords(question.given) };
      try {
        const sent = await requestWithRetries(context, {
          request: (mode) =>
            requestModelText({
              model: context.model,
              instructions: buildMeaningInstructions(mode),
              prompt: buildMeaningPrompt(question),
              mode,
              schema: { schema: ZMeaningVerdictSchema, name: "meaning_verdict" },
              timeoutMs: Math.max(1, startedAt + timeoutMs - Date.now()),
              signal,
            }),
          state: { retries: 0 },
          label: "meaning check",
          log,
          documentText: texts,
          signal,
        });
        const durationMs = Date.now() - startedAt;
        if ("failed" in sent) {
          logger.warn({ ...log, durationMs, ...sent.failure }, "meaning check: the model gave no verdict; the answer stays wrong");
          return null;
        }
        const { answer } = sent;
        const spent = { durationMs, inputTokens: answer.tokens.input, outputTokens: answer.tokens.output };
        if ("refusal" in answer) {
          logger.warn({ ...log, ...spent }, "meaning check: the model refused; the answer stays wrong");
          return null;
        }
        const verdict = parseMeaningVerdict(answer.text);
        if (!verdict) {
          logger.warn({ ...log, ...spent, finishReason: answer.finishReason }, "meaning check: not a verdict; the answer stays wrong");
          return null;
        }
        logger.info({ ...log, ...spent, same: verdict.same }, "meaning check: verdict");
        return verdict;
      } catch (error) {
        // The time limit (AbortSignal.timeout) or anything unforeseen: the learner still gets the other layers' grade.
        const failure = describeFailure(error, { secret: context.apiKey, documentText: texts });
        logger.warn({ ...log, durationMs: Date.now() - startedAt, ...failure }, "meaning check failed; the answer stays wrong");
        return null;
      }
    },
  };
}
