import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests (e2e/*.spec.ts) against the production build served by the
 * API on a fresh database (e2e/serve.ts). Debian's Chromium, never a browser
 * downloaded by `playwright install` (there is no network for it here).
 */
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}. The e2e tests (part of pnpm test) need it:\n` +
      `  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
}

/**
 * A port for this run's server. The config is also loaded by every worker,
 * which inherits the runner's environment, so they all agree on it.
 */
function findFreePortSync(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim());
}
process.env.MNEMO_E2E_PORT ||= String(findFreePortSync());
// A second instance of the server with billing off (e2e/serve.ts).
while (!process.env.MNEMO_E2E_NO_BILLING_PORT || process.env.MNEMO_E2E_NO_BILLING_PORT === process.env.MNEMO_E2E_PORT) {
  process.env.MNEMO_E2E_NO_BILLING_PORT = String(findFreePortSync());
}
const baseURL = `http://127.0.0.1:${process.env.MNEMO_E2E_PORT}`;

/**
 * Each run keeps its failure screenshots and traces in a directory of its own:
 * Playwright empties its output directory when a run starts, which would
 * delete the files of another run still going on the same checkout.
 * Directories of runs older than a day are removed.
 */
const RESULTS_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "e2e/.artifacts/results");
if (!process.env.MNEMO_E2E_RUN) {
  process.env.MNEMO_E2E_RUN = `${new Date().toISOString().replace(/[-:]/g, "").slice(0, 15)}-${process.pid}`;
  for (const entry of existsSync(RESULTS_ROOT) ? readdirSync(RESULTS_ROOT) : []) {
    const dir = path.join(RESULTS_ROOT, entry);
    if (Date.now() - statSync(dir).mtimeMs > 24 * 3600_000) rmSync(dir, { recursive: true, force: true });
  }
}
// e2e/serve.ts appends the emails it "sends" (password reset links) to this file; e2e/auth.spec.ts reads them.
process.env.MNEMO_E2E_OUTBOX ||= path.join(os.tmpdir(), `mnemo-e2e-outbox-${process.env.MNEMO_E2E_RUN}.jsonl`);
// e2e/serve.ts writes its database's URL here, so a spec can give an account a plan with `pnpm admin set-plan` (e2e/support/plans.ts).
process.env.MNEMO_E2E_DATABASE_FILE ||= path.join(os.tmpdir(), `mnemo-e2e-database-${process.env.MNEMO_E2E_RUN}.txt`);
const isCi = !!process.env.CI;
// turbo rebuilds the web app only when its sources changed (a cache hit takes a second or two);
// E2E_SKIP_BUILD=1 serves apps/web/dist as it is (while someone else's change breaks the build).
const buildWeb = process.env.E2E_SKIP_BUILD === "1" ? "" : "pnpm exec turbo run build --filter=@mnemo/web --output-logs=errors-only && ";

export default defineConfig({
  testDir: "e2e",
  outputDir: path.join(RESULTS_ROOT, process.env.MNEMO_E2E_RUN),
  fullyParallel: true,
  // The machines have 2 cores; more workers only make each page slower.
  workers: Math.min(2, Number(process.env.E2E_WORKERS) || 2),
  forbidOnly: isCi,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "e2e/.artifacts/report", open: "never" }]],
  use: {
    baseURL,
    // Outside Europe the cookie banner accepts itself (spec, section 9); consent specs override this.
    timezoneId: "America/New_York",
    locale: "en-US",
    screenshot: "only-on-failure",
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast is left out:
    // recording it for every test cost ~25% of the suite's time on 2 cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: `${buildWeb}pnpm --filter @mnemo/api exec tsx ../../e2e/serve.ts`,
    url: `${baseURL}/readyz`,
    env: {
      MNEMO_E2E_PORT: process.env.MNEMO_E2E_PORT,
      MNEMO_E2E_NO_BILLING_PORT: process.env.MNEMO_E2E_NO_BILLING_PORT,
      MNEMO_E2E_OUTBOX: process.env.MNEMO_E2E_OUTBOX,
      MNEMO_E2E_DATABASE_FILE: process.env.MNEMO_E2E_DATABASE_FILE,
      TURBO_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      // Both optional services configured, so the consent specs can see them load (e2e/consent.spec.ts
      // answers their script URLs with stand-ins; every other request off this server is blocked).
      VITE_GA_MEASUREMENT_ID: "G-E2ETEST1",
      VITE_SENTRY_LOADER_KEY: "0123456789abcdef0123456789abcdef",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets e2e/serve.ts drop its database and stop its PostgreSQL.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
