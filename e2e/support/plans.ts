import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";

const run = promisify(execFile);
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Gives an account a plan the way an operator does without Stripe: `pnpm admin set-plan`, on the
 * e2e server's database (e2e/serve.ts writes its URL to MNEMO_E2E_DATABASE_FILE).
 */
export async function setPlan(email: string, plan: "free" | "premium" | "pro" | "none"): Promise<void> {
  const file = process.env.MNEMO_E2E_DATABASE_FILE;
  if (!file) throw new Error("MNEMO_E2E_DATABASE_FILE is not set: run through playwright.config.ts.");
  const databaseUrl = (await readFile(file, "utf8")).trim();
  await run(process.execPath, ["--import", "tsx", "src/cli/admin.ts", "set-plan", email, plan], {
    cwd: path.join(REPO_ROOT, "apps/api"),
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}
