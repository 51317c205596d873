import { canExportDiagram, type TDiagramExportFormat, type TPlan } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { assertPlanAllows } from "../../plan/export-allowance.ts";

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
  await assertPlanAllows(
    { userId, plans, what: `Exporting a diagram as ${FORMAT_NAMES[format]}`, details: { format } },
    (plan) => canExportDiagram(plan, format),
    db,
  );
}
