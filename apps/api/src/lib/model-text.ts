import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type LanguageModel, type OutputInterface } from "ai";
import type { ZodType } from "zod";
import { classifyFailure, describeFailure, ModelTimeoutError, retryDelayMs, waitOrAbort, type TRetryTiming } from "./retry-policy.ts";

export type TModelTokens = { input: number; output: number };

/** pino-like; only counts, ids and error summaries are logged, never document text or the API key. */
export type TModelLogger = {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
};

/** How the answer is asked for: a JSON schema (strict structured output), any JSON object, or plain text. */
export type TModelOutputMode = "json_schema" | "json_object" | "text";

/** State shared by every request of one card generator or outline analyser, over all its runs. */
export type TModelContext = {
  model: LanguageModel;
  logger: TModelLogger;
  apiKey: string;
  maxRetries: number;
  timeoutMs: number;
  timing: TRetryTiming;
  /** The output mode the server is known to accept; only ever moves down the list, for the context's lifetime. */
  mode: { current: TModelOutputMode };
};

/**
 * One OpenAI-compatible Chat Completions model and its request policy (LLM_BASE_URL, LLM_MODEL, the retry limits),
 * starting in json_schema mode (supportsStructuredOutputs makes the provider send json_schema, not just json_object).
 */
export function createModelContext(options: {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  logger: TModelLogger;
  maxRetries: number;
  timeoutMs: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  fetch: typeof globalThis.fetch | undefined;
}): TModelContext {
  const { baseURL, apiKey, fetch } = options;
  const provider = createOpenAICompatible({ name: "llm", baseURL, apiKey, supportsStructuredOutputs: true, ...(fetch && { fetch }) });
  return {
    model: provider.chatModel(options.model),
    logger: options.logger,
    apiKey: apiKey ?? "",
    maxRetries: options.maxRetries,
    timeoutMs: options.timeoutMs,
    timing: { baseDelayMs: options.retryBaseDelayMs, maxDelayMs: options.retryMaxDelayMs },
    mode: { current: "json_schema" },
  };
}

/** What one successful exchange gave: the raw text; tokens count even when the text is useless, since they were spent. */
export type TModelText = { text: string; finishReason: string; tokens: TModelTokens } | { refusal: true; tokens: TModelTokens };

/**
 * One Chat Completions request, limited to `timeoutMs`, answering the model's
 * raw text. The SDK picks the response_format from the mode (json_schema from
 * the zod schema, or json_object) but never parses the answer: the caller
 * does, item by item, so one bad item does not cost the whole answer. A
 * refusal (the provider's `refusal` field becomes finish reason
 * "content-filter") is said so. HTTP and network errors are thrown for the
 * caller's retry policy (retry-policy.ts); the timeout as ModelTimeoutError.
 */
export async function requestModelText({
  model,
  instructions,
  prompt,
  mode,
  schema,
  timeoutMs,
  signal,
}: {
  model: LanguageModel;
  instructions: string;
  prompt: string;
  mode: TModelOutputMode;
  /** The answer's schema and name, sent in json_schema mode. */
  schema: { schema: ZodType; name: string };
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<TModelText> {
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
      instructions,
      prompt,
      output: unparsed(mode === "json_schema" ? Output.object(schema) : mode === "json_object" ? Output.json() : Output.text()),
      // Retries are ours (retry-policy.ts): the SDK's would multiply with them and do not cover our per-attempt timeout.
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const tokens = { input: result.usage.inputTokens ?? 0, output: result.usage.outputTokens ?? 0 };
    if (result.finishReason === "content-filter") return { refusal: true, tokens };
    return { text: result.text, finishReason: result.finishReason, tokens };
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

/** The model and the policy one generator or analyser sends every request with. */
export type TModelCallContext = {
  apiKey: string;
  maxRetries: number;
  timing: TRetryTiming;
  /** The output mode the server is known to accept; only ever moves down the list, for the caller's lifetime. */
  mode: { current: TModelOutputMode };
  logger: TModelLogger;
};

/** Why requests for a chunk were given up: refused outright (401/403/404), or failed past the retries. */
export type TModelCallFailure = { failed: "fatal" | "failed"; failure: ReturnType<typeof describeFailure> };

const NEXT_MODE: Record<TModelOutputMode, TModelOutputMode | undefined> = {
  json_schema: "json_object",
  json_object: "text",
  text: undefined,
};

/**
 * Sends `request` under the shared policy: a server that rejects the output
 * mode gets the next one (for the caller's lifetime), 429/5xx/network errors
 * and timeouts are retried with backoff up to `maxRetries` (counted in
 * `state`, so a re-ask after a malformed answer shares them). Answers the
 * answer with the mode it was asked in, or why it gave up; rejects only when
 * `signal` is aborted. Logs carry `label`, counts and error summaries, never
 * the document or the key.
 */
export async function requestWithRetries<T>(
  context: TModelCallContext,
  {
    request,
    state,
    label,
    log,
    documentText,
    signal,
  }: {
    request: (mode: TModelOutputMode) => Promise<T>;
    state: { retries: number };
    label: string;
    log: object;
    documentText: string;
    signal: AbortSignal;
  },
): Promise<{ answer: T; mode: TModelOutputMode } | TModelCallFailure> {
  for (;;) {
    const mode = context.mode.current;
    try {
      return { answer: await request(mode), mode };
    } catch (error) {
      signal.throwIfAborted();
      const kind = classifyFailure(error);
      const failure = describeFailure(error, { secret: context.apiKey, documentText });
      const next = NEXT_MODE[mode];
      if (kind === "output-mode-rejected" && next) {
        if (context.mode.current === mode) {
          context.mode.current = next;
          context.logger.warn({ ...log, from: mode, to: next, ...failure }, `${label}: server rejected the output format; falling back`);
        }
        continue;
      }
      if (kind === "fatal") return { failed: "fatal", failure };
      if (kind === "retryable" && state.retries < context.maxRetries) {
        const delayMs = retryDelayMs(error, state.retries, context.timing);
        state.retries += 1;
        context.logger.warn({ ...log, retry: state.retries, delayMs, ...failure }, `${label}: request failed; retrying`);
        await waitOrAbort(delayMs, signal);
        continue;
      }
      return { failed: "failed", failure };
    }
  }
}
