import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { Env } from "../env.ts";
import { extractInput } from "../features/generation/extract/extract-input.ts";
import { inspectUpload } from "../features/generation/extract/inspect-upload.ts";
import { createOcrPool, type OcrPool } from "../features/generation/extract/ocr-pool.ts";
import type { GenerationService } from "../features/generation/generation-service.ts";
import type { GenerationLog, GenerationRuntime } from "../features/generation/jobs/generation-runtime.ts";
import { startGenerationQueue, type GenerationQueue } from "../features/generation/jobs/generation-queue.ts";
import { createLlmGenerator } from "../features/generation/llm/create-llm-generator.ts";
import { createOfflineGenerator } from "../features/generation/offline/create-offline-generator.ts";
import { loadNlp } from "../features/generation/offline/load-nlp.ts";
import { loadWordFrequency } from "../features/generation/offline/word-frequency.ts";
import { applyQualityGates } from "../features/generation/quality/apply-quality-gates.ts";
import type { CardGenerator } from "../features/generation/types.ts";

type GenerationEnv = Pick<
  Env,
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_MODEL"
  | "LLM_MAX_PARALLEL"
  | "LLM_TIMEOUT_SECONDS"
  | "MAX_UPLOAD_MB"
  | "MAX_UNZIPPED_MB"
  | "GENERATION_WORKER"
  | "GENERATION_CONCURRENCY"
  | "GENERATION_MAX_ACTIVE_JOBS"
  | "GENERATION_MAX_JOBS_PER_HOUR"
  | "OCR_WORKERS"
>;

export type GenerationSetup = {
  service: GenerationService;
  runtime: GenerationRuntime;
  queue: GenerationQueue;
  close(): Promise<void>;
};

export type CreateGenerationSetupOptions = {
  env: GenerationEnv;
  db: Db;
  databaseUrl: string;
  plans: readonly TPlan[];
  log: GenerationLog;
  /** Run jobs here (the API unless GENERATION_WORKER=off; always in `pnpm worker`). */
  work: boolean;
  /** Tests shorten these. */
  heartbeatMs?: number;
  staleAfterMs?: number;
  sweepEveryMs?: number;
  retryLimit?: number;
  /** Tests may run a scripted generator to stop a job mid-way; the server never sets it. */
  generatorOverride?: CardGenerator;
};

/** The generation pieces the server and the worker share: extraction, OCR pool, generators, queue. */
export async function createGenerationSetup(options: CreateGenerationSetupOptions): Promise<GenerationSetup> {
  const { env, db, databaseUrl, plans, log, work } = options;
  const zipLimits = { maxUncompressedBytes: env.MAX_UNZIPPED_MB * 1024 * 1024 };
  let ocr: OcrPool | undefined;
  const ocrPool = () => (ocr ??= createOcrPool({ size: env.OCR_WORKERS }));
  const llm =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? createLlmGenerator({
          baseURL: env.LLM_BASE_URL,
          ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
          model: env.LLM_MODEL,
          maxParallel: env.LLM_MAX_PARALLEL,
          timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
          logger: log,
        })
      : undefined;
  const offline = createOfflineGenerator();
  // Load the NLP model and the word list while the process starts, not on a user's first job (~0.5 s cold).
  if (work && !llm)
    void Promise.all([loadNlp(), loadWordFrequency()]).catch((error: unknown) =>
      log.error({ err: error }, "could not load the offline NLP model"),
    );
  const runtime: GenerationRuntime = {
    db,
    plans,
    log,
    extract: ({ kind, bytes, fileName, onProgress, signal }) =>
      extractInput({ kind, bytes, ...(fileName ? { fileName } : {}), ocr: ocrPool(), onProgress, signal, ...zipLimits }),
    generators: options.generatorOverride ? { offline: options.generatorOverride, llm: options.generatorOverride } : { offline, llm },
    applyQualityGates,
    heartbeatMs: options.heartbeatMs ?? 5_000,
    staleAfterMs: options.staleAfterMs ?? 30_000,
  };
  const queue = await startGenerationQueue({
    databaseUrl,
    runtime,
    work,
    concurrency: env.GENERATION_CONCURRENCY,
    ...(options.sweepEveryMs ? { sweepEveryMs: options.sweepEveryMs } : {}),
    ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
  });
  const service: GenerationService = {
    generator: llm ? "llm" : "offline",
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    inspect: ({ bytes }) => inspectUpload({ bytes, ...zipLimits }),
    enqueue: (jobId, { ahead }) => queue.enqueue(jobId, { priority: -ahead }),
    limits: { maxActive: env.GENERATION_MAX_ACTIVE_JOBS, maxPerHour: env.GENERATION_MAX_JOBS_PER_HOUR },
  };
  return {
    service,
    runtime,
    queue,
    async close() {
      await queue.stop();
      await ocr?.close();
    },
  };
}
