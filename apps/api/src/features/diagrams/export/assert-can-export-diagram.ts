import { canExportDiagram, cheapestPlanWhere, effectivePlan, type TDiagramExportFormat, type TPlan } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { getSubscription } from "../../plan/get-subscription.ts";

const FORMAT_NAMES: Record<TDiagramExportFormat, string> = {
  svg: "SVG",
  png: "PNG",
  pdf: "PDF",
  md: "Markdown",
  opml: "OPML",
  mm: "FreeMind",
  mermaid: "mermaid",
};

/**
 * Refuses a diagram format the learner's plan lacks, as every export is
 * refused (403 EXPORT_NOT_IN_PLAN naming the plan that has it); which right
 * each format needs is the contract's rule (DIAGRAM_EXPORT_RIGHTS), shared
 * with the browser's menu.
 */
export async function assertCanExportDiagram(
  { userId, plans, format }: { userId: string; plans: readonly TPlan[]; format: TDiagramExportFormat },
  db: DbOrTx,
): Promise<void> {
  const plan = effectivePlan(plans, await getSubscription({ userId }, db));
  if (canExportDiagram(plan, format)) return;
  const required = cheapestPlanWhere(plans, (candidate) => canExportDiagram(candidate, format));
  const what = `Exporting a diagram as ${FORMAT_NAMES[format]}`;
  const current = plan ? `the ${plan.name} plan` : "your account";
  throw new AppError("EXPORT_NOT_IN_PLAN", {
    message: required
      ? `${what} is not part of ${current}. It comes with the ${required.name} plan: upgrade at /upgrade.`
      : `${what} is not available on this server.`,
    details: { format, plan: required?.id ?? null, planName: required?.name ?? null },
  });
}
