import type { TBillingConfig, TOAuthProviderId, TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { Auth } from "../auth/create-auth.ts";
import type { OutlineAnalyser } from "../features/analysis/outline/outline-analyser.ts";
import type { BillingService } from "../features/billing/billing-service.ts";
import type { TDiagramModel } from "../features/diagrams/model/diagram-model.ts";
import type { ExchangeService } from "../features/exchange/exchange-service.ts";
import type { GenerationService } from "../features/generation/generation-service.ts";
import type { SourceFiles } from "../features/library/source-files.ts";
import type { MeaningCheck } from "../features/practice/meaning/meaning-check.ts";
import type { JobRuntime } from "../jobs/job-runtime.ts";
import type { ThreadPool } from "../threads/thread-pool.ts";
import type { SupabaseAuth } from "../plugins/auth.ts";

/**
 * Every service the app uses, built once: by bootRuntime for `pnpm start` and
 * `pnpm worker`, by useTestApp in tests (which may swap any of them for a
 * fake). buildApp decorates the Fastify instance with it (`app.services`,
 * read by REST routes and plugins) and every tRPC context spreads it
 * (`ctx.db`, `ctx.generation`, ...). Adding a service: one field here, built
 * in bootRuntime.
 */
export type AppServices = {
  db: Db;
  plans: TPlan[];
  /** Local accounts (better-auth). Exactly one of `auth` and `supabase`. */
  auth?: Auth | undefined;
  /** The Supabase mode (AUTH_PROVIDER=supabase). */
  supabase?: SupabaseAuth | undefined;
  /** The OAuth providers `auth` was configured with. */
  oauthProviders?: TOAuthProviderId[] | undefined;
  /** True when `auth`'s mailer sends through SMTP; false (the default) when emails only reach the log. */
  canSendEmail?: boolean | undefined;
  /** Queued, retried, observable work (jobs/); absent in tests that queue nothing. */
  jobs?: JobRuntime | undefined;
  /** Turning text and files into cards; without it the generation endpoints answer an error. */
  generation?: GenerationService | undefined;
  /** Files of exports and imports (media, export files, uploads); without it those endpoints answer an error. */
  exchange?: ExchangeService | undefined;
  /**
   * What reads a source into its outline for study notes (docs/study-notes.md); the offline
   * analyser when absent (trpc/context.ts, rest/study-notes-routes.ts), a model analyser when the runtime passes one.
   */
  outlineAnalyser?: OutlineAnalyser | undefined;
  /** Practice tests' meaning check of long written answers (docs/practice-tests.md); absent without a configured model. */
  meaningCheck?: MeaningCheck | undefined;
  /** The model diagrams' "Explain this node" asks (docs/diagrams.md); absent without a configured model. */
  diagramModel?: TDiagramModel | undefined;
  /** The original files of sources (docs/sources.md), beside exchange's stores; without it only a source's text is kept. */
  sourceFiles?: SourceFiles | undefined;
  /** Worker threads that read imports and write exports off the request loop; without it those endpoints answer an error. */
  threads?: ThreadPool | undefined;
  /** Stripe (checkout, portal, webhooks, sync); absent when billing is off (no STRIPE_SECRET_KEY). */
  billing?: BillingService | undefined;
  /** What the browser is told about billing; defaults to off with the default trial and grace days. */
  billingConfig?: TBillingConfig | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}
