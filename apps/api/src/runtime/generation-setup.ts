import { DEFAULT_STUDY_NOTES_LENGTH, type TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { Env } from "../env.ts";
import { extractInThread } from "../features/reading/extract-in-thread.ts";
import { inspectUploadInThread } from "../features/reading/inspect-upload-in-thread.ts";
import type { OcrPool } from "../features/reading/ocr-pool.ts";
import { createMoreCards } from "../features/generation/candidates/more-cards.ts";
import type { GenerationService } from "../features/generation/generation-service.ts";
import type { GenerationDeps, GenerationLog } from "../features/generation/jobs/generation-deps.ts";
import { generationJob } from "../features/generation/jobs/generation-job-kind.ts";
import { createLlmGenerator } from "../features/generation/llm/create-llm-generator.ts";
import { createOfflineGeneratorInThread } from "../features/generation/offline/offline-generator-in-thread.ts";
import { lazyOfflineOutlineAnalyser } from "../features/analysis/outline/lazy-offline-analyser.ts";
import { createOfflineAnalyserInThread } from "../features/analysis/outline/offline-analyser-in-thread.ts";
import { createModelOutlineAnalyser } from "../features/analysis/outline/model/create-model-outline-analyser.ts";
import { preferAnalyser } from "../features/analysis/outline/prefer-analyser.ts";
import { applyQualityGates } from "../features/generation/quality/apply-quality-gates.ts";
import type { CardGenerator } from "../features/generation/types.ts";
import type { JobRuntime } from "../jobs/job-runtime.ts";
import type { ThreadPool } from "../threads/thread-pool.ts";
import type { SourceFiles } from "../features/library/source-files.ts";
import { generateStudyNotesIn } from "../features/study-notes/generate-study-notes.ts";

export type GenerationEnv = Pick<
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
  /** What the generation kind's handler runs with. */
  deps: GenerationDeps;
  /** The HTTP side (upload inspection, queueing), once the job runtime is up. */
  service(jobs: JobRuntime): GenerationService;
  close(): Promise<void>;
};

export type CreateGenerationSetupOptions = {
  env: GenerationEnv;
  db: Db;
  plans: readonly TPlan[];
  log: GenerationLog;
  /** Jobs run in this process: load the offline NLP model now rather than on a user's first job. */
  work: boolean;
  /** Tests may run a scripted generator to stop a job mid-way; the server never sets it. */
  generatorOverride?: CardGenerator | undefined;
  /** The file threads: with them the offline generator runs there, off the request loop (the server always gives them). */
  threads?: ThreadPool | undefined;
  /** Where an upload's original file is kept with its source (docs/sources.md); without it only the text is kept. */
  sourceFiles?: SourceFiles | undefined;
};

/** Extraction, the OCR pool (started on first use) and the generators, as the environment asks. */
export function createGenerationSetup({
  env,
  db,
  plans,
  log,
  work,
  generatorOverride,
  threads,
  sourceFiles,
}: CreateGenerationSetupOptions): GenerationSetup {
  const zipLimits = { maxUncompressedBytes: env.MAX_UNZIPPED_MB * 1024 * 1024 };
  // Without file threads (a process built without them) the reading, OCR and the offline generator run here. Their
  // modules (pdf.js, mammoth, sharp, the OCR engine, the NLP model: ~150 MB) load on first use, so a server whose
  // work goes to its threads never carries them.
  let ocr: Promise<OcrPool> | undefined;
  const ocrPool = () => (ocr ??= import("../features/reading/ocr-pool.ts").then((m) => m.createOcrPool({ size: env.OCR_WORKERS })));
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
  const offline = threads ? createOfflineGeneratorInThread(threads) : offlineGeneratorHere();
  const offlineAnalyser = threads ? createOfflineAnalyserInThread(threads) : lazyOfflineOutlineAnalyser;
  // With a model, it reads sources into outlines too; should it fail, the offline analyser does (docs/sources.md).
  const outlineAnalyser =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? preferAnalyser(
          createModelOutlineAnalyser({
            baseURL: env.LLM_BASE_URL,
            ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
            model: env.LLM_MODEL,
            concurrency: env.LLM_MAX_PARALLEL,
            timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
            logger: log,
          }),
          offlineAnalyser,
          log,
        )
      : offlineAnalyser;
  // In this process (no threads): load the NLP model and the word list while it starts, not on a user's first job (~0.5 s cold).
  if (work && !llm && !threads)
    void Promise.all([
      import("../features/analysis/load-nlp.ts").then((m) => m.loadNlp()),
      import("../lib/word-frequency.ts").then((m) => m.loadWordFrequency()),
    ]).catch((error: unknown) => log.error({ err: error }, "could not load the offline NLP model"));
  const deps: GenerationDeps = {
    db,
    plans,
    log,
    extract: ({ kind, bytes, fileName, onProgress, signal }) =>
      threads
        ? extractInThread({ kind, bytes, fileName, onProgress, signal, ocrWorkers: env.OCR_WORKERS, ...zipLimits }, { threads })
        : import("../features/reading/extract-input.ts").then(async ({ extractInput }) =>
            extractInput({ kind, bytes, ...(fileName ? { fileName } : {}), ocr: await ocrPool(), onProgress, signal, ...zipLimits }),
          ),
    generators: generatorOverride ? { offline: generatorOverride, llm: generatorOverride } : { offline, llm },
    applyQualityGates,
    outlineAnalyser,
    // The standard length, as the learner's first opening makes them (docs/study-notes.md).
    makeStudyNotes: async ({ userId, sourceId }, tx) => {
      await generateStudyNotesIn({ userId, sourceId, length: DEFAULT_STUDY_NOTES_LENGTH, analyser: outlineAnalyser }, tx);
    },
    sourceFiles,
  };
  return {
    deps,
    service: (jobs) => ({
      generator: llm ? "llm" : "offline",
      maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
      inspect: ({ bytes, userId }) =>
        threads
          ? inspectUploadInThread({ bytes, userId, ...zipLimits }, { threads })
          : import("../features/reading/inspect-upload.ts").then(({ inspectUpload }) => inspectUpload({ bytes, ...zipLimits })),
      // A user's later jobs get lower priorities, so one user's batch does not hold up everyone else's first.
      enqueue: (jobId, { ahead }) => jobs.enqueue(generationJob, { jobId }, { id: jobId, priority: -ahead }),
      limits: { maxActive: env.GENERATION_MAX_ACTIVE_JOBS, maxPerHour: env.GENERATION_MAX_JOBS_PER_HOUR },
      moreCards: createMoreCards({ threads, llm: generatorOverride ?? llm }),
    }),
    async close() {
      await (await ocr)?.close();
    },
  };
}

/** The offline generator in this process, its modules loaded on its first document. */
function offlineGeneratorHere(): CardGenerator {
  let generator: Promise<CardGenerator> | undefined;
  return {
    name: "offline",
    async generate(document, options) {
      generator ??= import("../features/generation/offline/create-offline-generator.ts").then((m) => m.createOfflineGenerator());
      return (await generator).generate(document, options);
    },
  };
}
