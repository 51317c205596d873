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

/** JSON lines for machines; readable lines when a person watches a terminal. */
export function loggerOptions(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">, isTty = Boolean(process.stdout.isTTY)): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    ...(isTty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
  };
}
