import { isPlanId, PLAN_IDS } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { readEnv } from "../env.ts";
import { setPlan } from "../features/subscription/set-plan.ts";
import { openDatabase } from "../runtime/database.ts";
import { loadDotenv } from "../runtime/load-dotenv.ts";

const USAGE = `Usage: pnpm admin set-plan <email> <${PLAN_IDS.join("|")}|none>

  set-plan  gives the user a plan without Stripe (status active);
            'none' removes the subscription (status missing).
Uses DATABASE_URL, or the embedded PostgreSQL under .data/ (started if needed).`;

async function main(argv: string[]): Promise<number> {
  const [command, email, planId] = argv;
  if (command !== "set-plan" || !email || !planId) {
    console.error(USAGE);
    return 2;
  }
  if (planId !== "none" && !isPlanId(planId)) {
    console.error(`Unknown plan '${planId}'. Plans: ${PLAN_IDS.join(", ")}, or none.`);
    return 2;
  }
  loadDotenv();
  const env = readEnv();
  const quiet = { info: () => {}, debug: () => {} };
  const database = await openDatabase(env, quiet);
  const db = createDb({ databaseUrl: database.url, poolSize: 1 });
  try {
    await setPlan(planId === "none" ? { email, planId: "free", status: "missing" } : { email, planId }, db);
    console.log(planId === "none" ? `${email} now has no subscription.` : `${email} is now on the ${planId} plan.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

process.exitCode = await main(process.argv.slice(2));
