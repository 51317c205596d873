import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";
import type { Db } from "@mnemo/db";
import type { JobHandlerOutcome, JobRun } from "../../../jobs/job-kind.ts";
import { AppError } from "../../../lib/app-error.ts";
import { getStudySettings } from "../study-settings.ts";
import { buildFitItems, splitByTime, type FitItem } from "./build-fsrs-items.ts";
import type { FitStage } from "./fit-parameters-job-stages.ts";

export type FitParametersDeps = { db: Db };

/** Below these the fit, or the check of it, says too little to act on. */
const MIN_TRAIN_ITEMS = 100;
const MIN_TEST_ITEMS = 20;

const toBinding = (items: readonly FitItem[]) =>
  items.map((item) => new FSRSBindingItem(item.reviews.map((review) => new FSRSBindingReview(review.rating, review.deltaDays))));

/**
 * Fits FSRS parameters to the learner's answers (all but the newest fifth),
 * then checks them against the defaults on that newest fifth, which the fit
 * never saw. The learner keeps the new parameters only when they predict
 * those answers better (lower log loss); either way the figures are kept on
 * the job for the profile. Nothing already scheduled is rewritten.
 */
export async function runFitParametersJob(run: JobRun<{ jobId: string }, FitStage>, { db }: FitParametersDeps): Promise<JobHandlerOutcome> {
  const job = await db.parameterFitJob.findUniqueOrThrow({ where: { id: run.id }, select: { userId: true } });
  await run.progress.stage("loading");
  const settings = await getStudySettings({ userId: job.userId }, db);
  const reviews = await db.reviewLog.findMany({
    where: { userId: job.userId },
    select: { cardId: true, rating: true, reviewedAt: true },
    orderBy: { reviewedAt: "asc" },
  });
  const split = splitByTime(buildFitItems(reviews, settings.timeZone));
  const train = split.train;
  // Recall is judged on answers given a day or more after the one before (same-day steps are short-term memory).
  const test = split.test.filter((item) => item.reviews.at(-1)!.deltaDays > 0);
  if (train.length < MIN_TRAIN_ITEMS || test.length < MIN_TEST_ITEMS) {
    throw new AppError("BAD_REQUEST", {
      message: "Not enough of your answers came a day or more apart to fit parameters yet. Keep studying and try again in a few days.",
    });
  }

  await run.progress.stage("fitting");
  const weights = await computeParameters(toBinding(train), {
    enableShortTerm: true,
    numRelearningSteps: settings.scheduler.relearning_steps.length,
    progress: (current, total) => {
      void run.progress.update(current, total, "Fitting your parameters");
      return !run.signal.aborted;
    },
  });

  await run.progress.stage("checking");
  const testItems = toBinding(test);
  const fitted = new FSRSBinding(weights).evaluate(testItems);
  const standard = new FSRSBinding().evaluate(testItems);
  const accepted = weights.length === 21 && fitted.logLoss < standard.logLoss;

  await run.progress.stage("saving");
  const better = Math.round((1 - fitted.logLoss / standard.logLoss) * 100);
  const saved = await run.commit(
    db,
    async (tx) => {
      await tx.parameterFitJob.update({
        where: { id: run.id },
        data: {
          trainReviews: train.length,
          testReviews: test.length,
          defaultLogLoss: standard.logLoss,
          fittedLogLoss: fitted.logLoss,
          defaultRmse: standard.rmseBins,
          fittedRmse: fitted.rmseBins,
          accepted,
          weights,
        },
      });
      if (accepted)
        await tx.studySettings.upsert({ where: { userId: job.userId }, create: { userId: job.userId, weights }, update: { weights } });
    },
    {
      message: accepted
        ? `Your parameters predict your recall ${better}% better`
        : "The default parameters still predict your recall better",
    },
  );
  return saved.outcome;
}
