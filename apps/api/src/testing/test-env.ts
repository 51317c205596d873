import type { GenerationEnv } from "../runtime/generation-setup.ts";

/** Generation settings for tests: the offline generator, small pools. */
export const TEST_GENERATION_ENV: GenerationEnv = {
  LLM_BASE_URL: undefined,
  LLM_API_KEY: undefined,
  LLM_MODEL: undefined,
  LLM_MAX_PARALLEL: 2,
  LLM_TIMEOUT_SECONDS: 60,
  MAX_UPLOAD_MB: 25,
  MAX_UNZIPPED_MB: 200,
  GENERATION_WORKER: "inline",
  GENERATION_CONCURRENCY: 2,
  GENERATION_MAX_ACTIVE_JOBS: 3,
  GENERATION_MAX_JOBS_PER_HOUR: 60,
  OCR_WORKERS: 1,
};
