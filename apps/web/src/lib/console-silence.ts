/**
 * docs/product.md: "Console output is silenced in the browser" (production builds;
 * development keeps the console). What was logged as an error still matters,
 * so silenced `console.error` calls go to the registered error reporter
 * (error reporting, e.g. Sentry, registers itself with `setErrorReporter`).
 */

export const SILENCED_METHODS = ["log", "info", "debug", "warn", "error", "trace", "table", "dir"] as const;

type SilencedMethod = (typeof SILENCED_METHODS)[number];
type SilenceableConsole = Record<SilencedMethod, (...args: unknown[]) => void>;

/** Receives what would have been `console.error(...args)`: the first Error among the arguments if any. */
export type ErrorReporter = (error: unknown, args: readonly unknown[]) => void;

let reporter: ErrorReporter | null = null;

/** One reporter at a time; null removes it. Returns a function that removes this one. */
export function setErrorReporter(next: ErrorReporter | null): () => void {
  reporter = next;
  return () => {
    if (reporter === next) reporter = null;
  };
}

function reportConsoleError(args: readonly unknown[]) {
  if (!reporter) return;
  const error = args.find((arg) => arg instanceof Error) ?? args.map(String).join(" ");
  try {
    reporter(error, args);
  } catch {
    // A broken reporter must not break the page that was only logging.
  }
}

/** Replaces the console's output methods with no-ops (errors to the reporter). Returns a restore function. */
export function silenceConsole(target: SilenceableConsole): () => void {
  const originals = SILENCED_METHODS.map((method) => [method, target[method]] as const);
  for (const method of SILENCED_METHODS) target[method] = () => {};
  target.error = (...args: unknown[]) => reportConsoleError(args);
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}

/** Called first thing in main.tsx. */
export function silenceConsoleInProduction(isProduction: boolean = import.meta.env.PROD): void {
  // Uncaught errors are left alone: cancelling their events would also hide them from the
  // DevTools protocol, so Playwright's pageerror (the e2e guard) would never see them.
  if (isProduction) silenceConsole(console as unknown as SilenceableConsole);
}
