import type { TParameterFit } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { getStudySettings } from "../study-settings.ts";
import { countReviewsUpTo, MIN_REVIEWS_TO_FIT } from "./start-parameter-fit.ts";

/** For the profile: how close the learner is to personal parameters, and how the latest fit did. */
export async function getParameterFit({ userId }: { userId: string }, db: Db): Promise<TParameterFit> {
  const [reviews, settings, latest] = await Promise.all([
    countReviewsUpTo({ userId, limit: MIN_REVIEWS_TO_FIT }, db),
    getStudySettings({ userId }, db),
    db.parameterFitJob.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } }),
  ]);
  return {
    reviews_needed: MIN_REVIEWS_TO_FIT,
    reviews,
    using_personal: settings.scheduler.weights !== null,
    latest: latest && {
      id: latest.id,
      status: latest.status,
      percent: latest.percent,
      message: latest.message,
      accepted: latest.accepted,
      default_log_loss: latest.defaultLogLoss,
      fitted_log_loss: latest.fittedLogLoss,
      default_rmse: latest.defaultRmse,
      fitted_rmse: latest.fittedRmse,
      improvement_percent:
        latest.defaultLogLoss && latest.fittedLogLoss !== null
          ? Math.round((1 - latest.fittedLogLoss / latest.defaultLogLoss) * 100)
          : null,
      test_reviews: latest.testReviews,
      finished_at: latest.finishedAt?.toISOString() ?? null,
    },
  };
}
