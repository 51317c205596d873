import { router } from "./init.ts";
import { accountRouter } from "./routers/account.ts";
import { billingRouter } from "./routers/billing.ts";
import { diagramsRouter } from "./routers/diagrams.ts";
import { exportsRouter } from "./routers/exports.ts";
import { importsRouter } from "./routers/imports.ts";
import { generationRouter } from "./routers/generation.ts";
import { groupsRouter } from "./routers/groups.ts";
import { notesRouter } from "./routers/notes.ts";
import { plansRouter } from "./routers/plans.ts";
import { practiceRouter } from "./routers/practice.ts";
import { sourcesRouter } from "./routers/sources.ts";
import { studyRouter } from "./routers/study.ts";
import { studyNotesRouter } from "./routers/study-notes.ts";
import { subscriptionRouter } from "./routers/subscription.ts";
import { suggestionsRouter } from "./routers/suggestions.ts";
import { usageRouter } from "./routers/usage.ts";

export const appRouter = router({
  account: accountRouter,
  groups: groupsRouter,
  generation: generationRouter,
  notes: notesRouter,
  subscription: subscriptionRouter,
  usage: usageRouter,
  plans: plansRouter,
  suggestions: suggestionsRouter,
  study: studyRouter,
  exports: exportsRouter,
  imports: importsRouter,
  billing: billingRouter,
  sources: sourcesRouter,
  studyNotes: studyNotesRouter,
  practice: practiceRouter,
  diagrams: diagramsRouter,
});

export type AppRouter = typeof appRouter;
