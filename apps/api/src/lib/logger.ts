import type { LoggerOptions } from "pino";
import type { Env } from "../env.ts";

/** Never log credentials, cookies or session tokens. */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "*.secret",
];

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  };
}
