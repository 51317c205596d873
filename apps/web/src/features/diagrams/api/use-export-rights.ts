import { DIAGRAM_EXPORT_RIGHTS, type TDiagramExportFormat } from "@mnemo/api-contract";
import { trpc } from "@/lib/trpc.ts";

export type TDiagramExportRight = { enabled: boolean; planName: string | null };

/**
 * Which diagram formats the learner's plan may export: each needs one of the
 * plan's export rights (DIAGRAM_EXPORT_RIGHTS, the rule the server enforces),
 * read from the same `exports.options` the deck export shows. Unknown while it
 * loads: every format is then offered, and the server has the last word.
 */
export function useDiagramExportRights({ enabled }: { enabled: boolean }) {
  const options = trpc.exports.options.useQuery(undefined, { enabled, staleTime: 30_000 });
  const canUpgrade = trpc.billing.config.useQuery(undefined, { enabled, staleTime: 60 * 60_000 }).data?.enabled === true;
  const rightOf = (format: TDiagramExportFormat): TDiagramExportRight => {
    const option = options.data?.options.find((each) => each.format === DIAGRAM_EXPORT_RIGHTS[format]);
    return option ? { enabled: option.enabled, planName: option.requiredPlan?.name ?? null } : { enabled: true, planName: null };
  };
  return { rightOf, canUpgrade };
}
