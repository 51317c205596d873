import { z } from "zod";

/** Empty strings in .env files mean "not set". */
const optional = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined));

const ZEnvSchema = z.object({
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
  STRIPE_PRICE_PREMIUM: optional(),
  STRIPE_PRICE_PRO: optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Serve the built web app from apps/web/dist (default on unless it is missing). */
  SERVE_WEB: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value !== "false"),
});

export type Env = z.infer<typeof ZEnvSchema>;

/** Reads and validates the environment once; everything else gets `Env` passed in. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}\nSee .env.example for what each variable takes.`);
  }
  return parsed.data;
}
