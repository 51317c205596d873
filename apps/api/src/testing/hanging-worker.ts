/**
 * A generation worker that stops inside the generator and waits to be killed:
 * the restart test SIGKILLs it mid-job, as a crash or a deploy would, to check
 * another worker finishes the job once. Run by generation-restart.integration.test.ts.
 */
import { buildPlans } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { startJobServices } from "../runtime/job-services.ts";
import { TEST_GENERATION_ENV } from "./test-env.ts";

const databaseUrl = process.env.MNEMO_WORKER_DATABASE_URL;
if (!databaseUrl) throw new Error("MNEMO_WORKER_DATABASE_URL is required");
const db = createDb({ databaseUrl, poolSize: 3 });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
await startJobServices({
  env: TEST_GENERATION_ENV,
  db,
  databaseUrl,
  plans: buildPlans(),
  log: quiet,
  work: true,
  heartbeatMs: 300,
  staleAfterMs: 2_000,
  generatorOverride: {
    name: "hanging",
    generate: () => {
      process.stdout.write("generating\n");
      return new Promise(() => {});
    },
  },
});
process.stdout.write("ready\n");
