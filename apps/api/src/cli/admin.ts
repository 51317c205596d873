import { isPlanId, PLAN_IDS } from "@mnemo/api-contract";
import { createDb } from "@mnemo/db";
import { readEnv } from "../env.ts";
import { setPlan } from "../features/subscription/set-plan.ts";
import { LIST_SUGGESTIONS_USAGE, formatSuggestions, parseListSuggestionsArgs } from "../features/suggestions/list-suggestions-cli.ts";
import { listSuggestions } from "../features/suggestions/list-suggestions.ts";
import { openDatabase } from "../runtime/database.ts";
import { loadDotenv } from "../runtime/load-dotenv.ts";

const USAGE = `Usage: pnpm admin set-plan <email> <${PLAN_IDS.join("|")}|none>
       pnpm admin ${LIST_SUGGESTIONS_USAGE.split("\n")[0]}

  set-plan  gives the user a plan without Stripe (status active);
            'none' removes the subscription (status missing).
  ${LIST_SUGGESTIONS_USAGE}
Uses DATABASE_URL, or the embedded PostgreSQL under .data/ (started if needed).`;

async function listSuggestionsCommand(argv: string[]): Promise<number> {
  const args = parseListSuggestionsArgs(argv);
  if ("error" in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  loadDotenv();
  const env = readEnv();
  const database = await openDatabase(env, { info: () => {}, debug: () => {} });
  const db = createDb({ databaseUrl: database.url, poolSize: 1 });
  try {
    const suggestions = await listSuggestions({ limit: args.limit }, db);
    console.log(args.json ? JSON.stringify(suggestions, null, 2) : formatSuggestions(suggestions));
    return 0;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv[0] === "list-suggestions") return listSuggestionsCommand(argv.slice(1));
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
