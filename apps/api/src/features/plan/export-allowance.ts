import {
  canExport,
  cheapestPlanWhere,
  effectivePlan,
  exportOption,
  EXPORT_OPTIONS,
  type TExportFormat,
  type TPlan,
} from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { getSubscription } from "./get-subscription.ts";

export type TExportOptionAllowed = (typeof EXPORT_OPTIONS)[number] & {
  enabled: boolean;
  /** The cheapest plan with this format, when the user's plan lacks it. */
  requiredPlan: { id: TPlan["id"]; name: string } | null;
};

/** The export menu: every format, each marked with whether the user's plan has it. */
export async function exportOptionsFor(
  { userId, plans }: { userId: string; plans: readonly TPlan[] },
  db: Db,
): Promise<{ plan: { id: TPlan["id"]; name: string } | null; options: TExportOptionAllowed[] }> {
  const plan = effectivePlan(plans, await getSubscription({ userId }, db));
  return {
    plan: plan ? { id: plan.id, name: plan.name } : null,
    options: EXPORT_OPTIONS.map((option) => {
      const enabled = canExport(plan, option.format);
      const required = enabled ? undefined : cheapestPlanWhere(plans, (p) => p.exports.includes(option.format));
      return { ...option, enabled, requiredPlan: required ? { id: required.id, name: required.name } : null };
    }),
  };
}

/** Refuses a format the user's plan lacks: 403 EXPORT_NOT_IN_PLAN naming the plan that has it. */
export async function assertCanExport(
  { userId, plans, format }: { userId: string; plans: readonly TPlan[]; format: TExportFormat },
  db: Db,
): Promise<void> {
  await assertPlanAllows(
    { userId, plans, what: `Exporting to ${exportOption(format).name}`, details: { format } },
    (plan) => canExport(plan, format),
    db,
  );
}

/**
 * Refuses an export the learner's plan does not `allow`, as every export is refused: 403 EXPORT_NOT_IN_PLAN
 * saying "<what> is not part of <plan>" and naming the cheapest plan that allows it (`details` say which).
 */
export async function assertPlanAllows(
  { userId, plans, what, details }: { userId: string; plans: readonly TPlan[]; what: string; details: Record<string, unknown> },
  allows: (plan: TPlan | undefined) => boolean,
  db: DbOrTx,
): Promise<void> {
  const plan = effectivePlan(plans, await getSubscription({ userId }, db));
  if (allows(plan)) return;
  const required = cheapestPlanWhere(plans, allows);
  const current = plan ? `the ${plan.name} plan` : "your account";
  throw new AppError("EXPORT_NOT_IN_PLAN", {
    message: required
      ? `${what} is not part of ${current}. It comes with the ${required.name} plan: upgrade at /upgrade.`
      : `${what} is not available on this server.`,
    details: { ...details, plan: required?.id ?? null, planName: required?.name ?? null },
  });
}
