import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./paths.ts";

/** Reads the repo's .env (if any) into process.env; real environment variables win. */
export function loadDotenv(): void {
  const file = path.join(REPO_ROOT, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
