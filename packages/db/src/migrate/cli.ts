import { existsSync } from "node:fs";
import path from "node:path";
import { runCli } from "./cli-commands.ts";
import { repoRoot } from "./paths.ts";

// Same .env as the API server reads; variables already set win.
const envFile = path.join(repoRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
