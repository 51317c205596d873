import type { BuildAppOptions } from "../../apps/api/src/app.ts";

type Logger = NonNullable<BuildAppOptions["logger"]>;
const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
type Level = (typeof LEVELS)[number];

/**
 * A small pino-compatible logger for the e2e server (pino itself is a
 * dependency of apps/api, not of the repo root): one line per entry on stderr,
 * at `level` and above, so a failing test's server errors show in Playwright's output.
 */
export function createConsoleLogger(level: Level, bindings: Record<string, unknown> = {}): Logger {
  const threshold = LEVELS.indexOf(level);
  const write = (entryLevel: Level) =>
    function (this: unknown, first?: unknown, ...rest: unknown[]) {
      if (LEVELS.indexOf(entryLevel) < threshold) return;
      const parts: string[] = [`[e2e server] ${entryLevel}`];
      if (typeof first === "string") parts.push(first, ...rest.map(String));
      else {
        const fields = { ...bindings, ...(first as Record<string, unknown> | undefined) };
        if (typeof rest[0] === "string") parts.push(rest[0]);
        const error = fields.err ?? fields.error;
        if (error instanceof Error) parts.push(error.stack ?? error.message);
        const request = fields.req as { method?: string; url?: string } | undefined;
        if (request?.url) parts.push(`${request.method ?? ""} ${request.url}`);
      }
      console.error(parts.join(" "));
    };
  const logger = {
    level,
    trace: write("trace"),
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    fatal: write("fatal"),
    silent: () => {},
    child: (childBindings: Record<string, unknown>) => createConsoleLogger(level, { ...bindings, ...childBindings }),
  };
  return logger as unknown as Logger;
}
