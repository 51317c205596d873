import { PLAN_IDS } from "@mnemo/api-contract";
import { z } from "zod";

/** Empty strings in .env files mean "not set". */
const optional = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined));

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where the app is reached; used for auth callbacks and trusted origins. */
    PUBLIC_URL: optional(),
    DATABASE_URL: optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    EMBEDDED_PG_DIR: optional(),
    BETTER_AUTH_SECRET: optional(),
    /** Extra origins (comma-separated) allowed to call the auth endpoints. */
    TRUSTED_ORIGINS: optional(),
    /**
     * Whether to believe X-Forwarded-For (client IPs for rate limits and logs):
     * unset/false when clients connect directly, true when only your own
     * reverse proxy can reach the app, or a comma-separated list of proxy
     * addresses/CIDRs.
     */
    TRUST_PROXY: optional().transform((value): boolean | string[] => {
      if (!value || value === "false") return false;
      if (value === "true") return true;
      return value.split(",").map((part) => part.trim());
    }),
    /** Who holds the accounts: `local` (better-auth, in our database) or `supabase`. */
    AUTH_PROVIDER: z.enum(["local", "supabase"]).default("local"),
    /** Password reset emails go through this SMTP server (smtp:// or smtps://user:pass@host:port); unset: the link goes to the log. */
    SMTP_URL: optional(),
    /** Default: Mnemo <no-reply@the PUBLIC_URL host> (see runtime/auth-setup.ts). */
    MAIL_FROM: z.string().trim().min(1).optional(),
    /** OAuth apps; each provider is offered when both of its values are set. */
    GITHUB_CLIENT_ID: optional(),
    GITHUB_CLIENT_SECRET: optional(),
    GOOGLE_CLIENT_ID: optional(),
    GOOGLE_CLIENT_SECRET: optional(),
    /** The Supabase mode: project URL and anon key, and either the JWT secret (HS256) or the project's JWKS. */
    SUPABASE_URL: optional(),
    SUPABASE_ANON_KEY: optional(),
    SUPABASE_JWT_SECRET: optional(),
    /** Defaults to <SUPABASE_URL>/auth/v1/.well-known/jwks.json when SUPABASE_JWT_SECRET is not set. */
    SUPABASE_JWKS_URL: optional(),
    /** Stripe (docs/billing.md). Without STRIPE_SECRET_KEY billing is off: plans are shown, `pnpm admin set-plan` gives them. */
    STRIPE_SECRET_KEY: optional(),
    /** The webhook endpoint's signing secret (whsec_...), from the Dashboard or `stripe listen`. */
    STRIPE_WEBHOOK_SECRET: optional(),
    /** Price ids (price_...) of the premium and pro plans: GBP, monthly. */
    STRIPE_PRICE_PREMIUM: optional(),
    STRIPE_PRICE_PRO: optional(),
    /**
     * The plan a new account starts on: free (the default), premium, pro, or none (no
     * subscription: the smaller defaults of docs/product.md apply). Existing accounts keep theirs.
     */
    NEW_ACCOUNT_PLAN: optional()
      .transform((value) => value ?? "free")
      .pipe(
        z.enum([...PLAN_IDS, "none"], { error: `must be one of ${[...PLAN_IDS, "none"].join(", ")} (the plan a new account starts on)` }),
      ),
    /** Days of the free trial of premium, once per account (0: no trial). */
    STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(730).default(7),
    /** Days a past-due subscription keeps its plan while the learner fixes the payment. */
    BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    /** Another address for Stripe's API (a Stripe-compatible test server, e.g. http://127.0.0.1:12111); unset: api.stripe.com. */
    STRIPE_API_BASE: optional(),
    /** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp, OpenRouter); unset: the built-in offline generator. */
    LLM_BASE_URL: optional(),
    LLM_API_KEY: optional(),
    LLM_MODEL: optional(),
    /** Chunks of one document sent to the model at once. */
    LLM_MAX_PARALLEL: z.coerce.number().int().min(1).max(32).default(2),
    /** How long one request to the model may take, in seconds (a model on a CPU needs longer than a hosted one). */
    LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** Where media, export files and import uploads are kept (default .data/files). Shared storage when API and workers run on several machines. */
    FILES_DIR: optional(),
    /** Keep the files in this bucket of an S3-compatible store instead (AWS S3, MinIO, R2, B2, Garage); unset: the folder FILES_DIR. */
    FILES_S3_BUCKET: optional(),
    FILES_S3_REGION: optional().transform((value) => value ?? "us-east-1"),
    /** The store's address when it is not AWS (e.g. http://127.0.0.1:9000 for MinIO). */
    FILES_S3_ENDPOINT: optional(),
    /** `true` for stores that want bucket names in the path (MinIO, Garage), not in the host name. */
    FILES_S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** Both or neither; neither: the SDK's own chain (AWS_ACCESS_KEY_ID..., a profile, an instance role). */
    FILES_S3_ACCESS_KEY_ID: optional(),
    FILES_S3_SECRET_ACCESS_KEY: optional(),
    /** Keys start with this folder (e.g. `mnemo`), so one bucket can hold other things too. */
    FILES_S3_PREFIX: optional(),
    /**
     * How media, export files and source files in the bucket reach the browser: `stream` (through the API, the default)
     * or `presigned` (after the same ownership check, a redirect to a URL of the bucket that works for FILES_S3_URL_SECONDS).
     */
    FILES_S3_DOWNLOADS: optional()
      .transform((value) => value ?? "stream")
      .pipe(z.enum(["stream", "presigned"], { error: "must be stream (through the API) or presigned (short-lived URLs of the bucket)" })),
    /** How long a presigned download URL works, in seconds. */
    FILES_S3_URL_SECONDS: optional()
      .transform((value) => value ?? "300")
      .pipe(
        z.coerce
          .number<string>({ error: "must be a number of seconds, 1 to 3600" })
          .int({ error: "must be a whole number of seconds, 1 to 3600" })
          .min(1, { error: "must be at least 1 second" })
          .max(3600, { error: "must be at most 3600 seconds (an hour): a download URL is meant to be short-lived" }),
      ),
    /** Most MB of pictures and sounds (from imports) one user may keep. */
    MEDIA_LIMIT_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
    /** Most MB of original files of sources (uploads kept with their text) one user may keep; beyond it only the text is kept (docs/sources.md). */
    SOURCE_FILES_MB: z.coerce.number().int().min(0).max(1_000_000).default(500),
    /** Largest upload in MB (default 25). */
    MAX_UPLOAD_MB: z.coerce.number().min(1).max(500).default(25),
    /** Uncompressed size a .docx/.pptx may expand to, in MB (zip-bomb guard). */
    MAX_UNZIPPED_MB: z.coerce.number().min(1).max(4096).default(200),
    /** `inline`: the API process runs generation jobs; `off`: only `pnpm worker` processes do. */
    GENERATION_WORKER: z.enum(["inline", "off"]).default("inline"),
    /** Jobs one process runs at once. */
    GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * Seconds a running job may go without a heartbeat before another worker takes it over (its worker died);
     * the heartbeat comes every sixth of that and each working process looks every third. The same on every process.
     */
    JOB_STALE_AFTER_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
    /** Generation jobs one user may have queued or running at once; the next request answers 429. */
    GENERATION_MAX_ACTIVE_JOBS: z.coerce.number().int().min(1).max(100).default(3),
    /** Generation jobs one user may start in any 60 minutes. */
    GENERATION_MAX_JOBS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Threads per process that read uploaded imports and write export files (docs/security.md); default: 2, or the cores less one when there are more. */
    FILE_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    /** Heap limit of each file thread, in MB: a file that needs more is refused with a clear error. */
    FILE_THREAD_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
    /** OCR engines per process (~90 MB each); with 2 or more a page is read in two halves at once. */
    OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
    /** Serve the web build's source maps (they show the original code); off by default. */
    SERVE_SOURCE_MAPS: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** Read by the web build; the server allows these services in its Content-Security-Policy when they are set. */
    VITE_GA_MEASUREMENT_ID: optional(),
    VITE_SENTRY_LOADER_KEY: optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Serve the built web app from apps/web/dist (default on unless it is missing). */
    SERVE_WEB: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value !== "false"),
  })
  .superRefine((env, ctx) => {
    for (const provider of ["GITHUB", "GOOGLE"] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: "custom",
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `set both ${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET, or neither`,
        });
      }
    }
    if (Boolean(env.FILES_S3_ACCESS_KEY_ID) !== Boolean(env.FILES_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.FILES_S3_ACCESS_KEY_ID ? "FILES_S3_SECRET_ACCESS_KEY" : "FILES_S3_ACCESS_KEY_ID"],
        message: "set both FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY, or neither (the SDK's default credentials)",
      });
    }
    if (env.FILES_S3_ENDPOINT && !/^https?:\/\//.test(env.FILES_S3_ENDPOINT)) {
      ctx.addIssue({ code: "custom", path: ["FILES_S3_ENDPOINT"], message: "must be an http(s) URL, e.g. http://127.0.0.1:9000" });
    }
    if (env.FILES_S3_DOWNLOADS === "presigned" && !env.FILES_S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["FILES_S3_DOWNLOADS"],
        message: "presigned needs FILES_S3_BUCKET: files in the folder FILES_DIR are always streamed through the API",
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "required when LLM_BASE_URL is set (e.g. gpt-4o-mini, llama3.1)" });
    }
    if (env.LLM_BASE_URL && !/^https?:\/\//.test(env.LLM_BASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL"],
        message: "must be an http(s) URL ending in /v1, e.g. http://localhost:11434/v1",
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PREMIUM", "STRIPE_PRICE_PRO"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "required when STRIPE_SECRET_KEY is set (see docs/billing.md)" });
      }
    }
    if (env.STRIPE_API_BASE && !/^https?:\/\/[^/]+\/?$/.test(env.STRIPE_API_BASE)) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_API_BASE"], message: "must be an http(s) origin, e.g. http://127.0.0.1:12111" });
    }
    if (env.AUTH_PROVIDER === "supabase") {
      for (const key of ["SUPABASE_URL", "SUPABASE_ANON_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when AUTH_PROVIDER=supabase" });
      }
      if (env.SUPABASE_URL && !/^https?:\/\//.test(env.SUPABASE_URL)) {
        ctx.addIssue({
          code: "custom",
          path: ["SUPABASE_URL"],
          message: "must be the project's http(s) URL, e.g. https://abcd.supabase.co",
        });
      }
    }
  });

export type Env = z.infer<typeof ZEnvSchema>;

/** Every variable the server reads, in the schema's order (README's Configuration table and .env.example document each). */
export const ENV_VARIABLES: readonly string[] = Object.keys(ZEnvSchema.shape);

/** Reads and validates the environment once; everything else gets `Env` passed in. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}\nSee .env.example for what each variable takes.`);
  }
  return parsed.data;
}
