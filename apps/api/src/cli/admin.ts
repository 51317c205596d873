import path from "node:path";
import { formatBytes, isPlanId, PLAN_IDS } from "@mnemo/api-contract";
import { createDb, type Db } from "@mnemo/db";
import { readEnv, type Env } from "../env.ts";
import { createPasswordResetLink } from "../features/account/create-password-reset-link.ts";
import { formatSubscriptions, subscriptionRows, syncSubscriptionByEmail } from "../features/billing/admin-subscriptions.ts";
import { createBillingService, type BillingLog } from "../features/billing/billing-service.ts";
import { createExchangeService } from "../features/exchange/exchange-service.ts";
import { sweepFiles } from "../features/exchange/files/sweep-files.ts";
import { createSourceFiles } from "../features/library/source-files.ts";
import { describeFileStores, s3SettingsFrom } from "../lib/create-file-stores.ts";
import { planCatalog } from "../features/plan/plan-catalog.ts";
import { setPlan } from "../features/plan/set-plan.ts";
import { LIST_SUGGESTIONS_USAGE, formatSuggestions, parseListSuggestionsArgs } from "../features/suggestions/list-suggestions-cli.ts";
import { listSuggestions } from "../features/suggestions/list-suggestions.ts";
import { publicBaseUrl } from "../runtime/auth-setup.ts";
import { resolveAuthSecret } from "../runtime/auth-secret.ts";
import { openDatabase } from "../runtime/database.ts";
import { DATA_DIR } from "../runtime/paths.ts";
import { loadDotenv } from "../runtime/load-dotenv.ts";
import { COPY_FILES_USAGE, copyFilesCommand } from "./copy-files.ts";

const USAGE = `Usage: pnpm admin set-plan <email> <${PLAN_IDS.join("|")}|none>
       pnpm admin reset-password <email>
       pnpm admin list-subscriptions
       pnpm admin sync-subscription <email>
       pnpm admin sweep-files
       pnpm admin ${COPY_FILES_USAGE.split("\n")[0]}
       pnpm admin ${LIST_SUGGESTIONS_USAGE.split("\n")[0]}

  set-plan  gives the user a plan without Stripe (status active);
            'none' removes the subscription (status missing).
  reset-password <email>
            prints a link that lets the user choose a new password (it works
            for one hour, once, and signs them out everywhere): for servers
            without SMTP_URL, whose reset emails only reach the log.
  list-subscriptions
            every subscription: plan, status, the plan in effect now (trial,
            grace period and free fallback applied), Stripe customer, dates.
  sync-subscription <email>
            reads the user's subscription from Stripe now and saves it
            (needs STRIPE_SECRET_KEY and the other STRIPE_ variables).
  sweep-files
            runs the hourly file sweep now: expired uploads, files in FILES_DIR
            no row refers to and unfinished writes, none written in the last hour.
  ${COPY_FILES_USAGE}
  ${LIST_SUGGESTIONS_USAGE}
Uses DATABASE_URL, or the embedded PostgreSQL under .data/ (started if needed).`;

/** Runs a command on the app's database (DATABASE_URL or the embedded one); an AppError prints its message. */
async function withDatabase(run: (db: Db, env: Env) => Promise<number>): Promise<number> {
  loadDotenv();
  const env = readEnv();
  const database = await openDatabase(env, { info: () => {}, debug: () => {} });
  const db = createDb({ databaseUrl: database.url, poolSize: 1 });
  try {
    return await run(db, env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

async function listSuggestionsCommand(argv: string[]): Promise<number> {
  const args = parseListSuggestionsArgs(argv);
  if ("error" in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  return withDatabase(async (db) => {
    const suggestions = await listSuggestions({ limit: args.limit }, db);
    console.log(args.json ? JSON.stringify(suggestions, null, 2) : formatSuggestions(suggestions));
    return 0;
  });
}

async function setPlanCommand([email, planId]: string[]): Promise<number> {
  if (!email || !planId) {
    console.error(USAGE);
    return 2;
  }
  if (planId !== "none" && !isPlanId(planId)) {
    console.error(`Unknown plan '${planId}'. Plans: ${PLAN_IDS.join(", ")}, or none.`);
    return 2;
  }
  return withDatabase(async (db) => {
    await setPlan(planId === "none" ? { email, planId: "free", status: "missing" } : { email, planId }, db);
    console.log(planId === "none" ? `${email} now has no subscription.` : `${email} is now on the ${planId} plan.`);
    return 0;
  });
}

async function resetPasswordCommand([email]: string[]): Promise<number> {
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async (db, env) => {
    if (env.AUTH_PROVIDER === "supabase") {
      console.error("Accounts live in Supabase on this server (AUTH_PROVIDER=supabase): reset the password in the Supabase dashboard.");
      return 1;
    }
    const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, (message) => console.error(`warning: ${message}`));
    const link = await createPasswordResetLink({ email }, { db, secret, baseUrl: publicBaseUrl(env) });
    if (!link) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    console.log(`Send this link to ${email} (it works for one hour, once; using it signs them out everywhere):\n${link}`);
    return 0;
  });
}

async function listSubscriptionsCommand(): Promise<number> {
  return withDatabase(async (db, env) => {
    console.log(formatSubscriptions(await subscriptionRows({}, db), { plans: planCatalog(env), now: new Date() }));
    return 0;
  });
}

/** Billing's warnings (an unknown price, say) to stderr; they carry ids, never secrets. */
const stderrLog: BillingLog = {
  info: () => {},
  warn: (object, message) => console.error(`warning: ${message} ${JSON.stringify(object)}`),
  error: (object, message) => console.error(`error: ${message} ${JSON.stringify(object)}`),
};

async function syncSubscriptionCommand([email]: string[]): Promise<number> {
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async (db, env) => {
    const billing = createBillingService(env, { publicUrl: publicBaseUrl(env), log: stderrLog });
    if (!billing) {
      console.error("Billing is off: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PREMIUM and STRIPE_PRICE_PRO.");
      return 1;
    }
    const plans = planCatalog(env);
    const row = await syncSubscriptionByEmail({ email }, { db, billing, plans });
    console.log(formatSubscriptions([row], { plans, now: new Date() }));
    return 0;
  });
}

async function sweepFilesCommand(): Promise<number> {
  return withDatabase(async (db, env) => {
    const exchange = createExchangeService({
      root: env.FILES_DIR ?? path.join(DATA_DIR, "files"),
      s3: s3SettingsFrom(env),
      mediaLimitBytes: env.MEDIA_LIMIT_MB * 1024 * 1024,
    });
    const sourceFiles = createSourceFiles({ root: exchange.root, s3: exchange.s3, limitMb: env.SOURCE_FILES_MB });
    const report = await sweepFiles({}, { db, exchange, sourceFiles });
    const line = ({ files, bytes }: { files: number; bytes: number }) =>
      `${files} ${files === 1 ? "file" : "files"} (${formatBytes(bytes)})`;
    console.log(`Removed ${line(report.total)} from ${describeFileStores(exchange)}:`);
    console.log(`  expired or orphaned uploads  ${line(report.uploads)}`);
    console.log(`  orphaned media               ${line(report.media)}`);
    console.log(`  expired or orphaned exports  ${line(report.exports)}`);
    console.log(`  orphaned source files        ${line(report.sources)}`);
    console.log(`  unfinished and temporary     ${line(report.unfinished)}`);
    return 0;
  });
}

/** Needs no database: the folder and the bucket, read from the environment and .env as the server reads them. */
async function copyFilesWithEnv(args: string[]): Promise<number> {
  loadDotenv();
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  return copyFilesCommand(args, { env });
}

async function main([command, ...args]: string[]): Promise<number> {
  switch (command) {
    case "set-plan":
      return setPlanCommand(args);
    case "reset-password":
      return resetPasswordCommand(args);
    case "list-subscriptions":
      return listSubscriptionsCommand();
    case "sync-subscription":
      return syncSubscriptionCommand(args);
    case "list-suggestions":
      return listSuggestionsCommand(args);
    case "sweep-files":
      return sweepFilesCommand();
    case "copy-files":
      return copyFilesWithEnv(args);
    default:
      console.error(USAGE);
      return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
