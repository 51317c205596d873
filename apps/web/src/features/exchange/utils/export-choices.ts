import {
  EXPORT_FILE_TTL_HOURS,
  formatBytes,
  MAX_EXPORT_DECKS,
  type TExportFormat,
  type TExportJob,
  type TExportOption,
  type TExportRequest,
  type TPdfOptions,
} from "@mnemo/api-contract";
import { formatCount } from "@/lib/format-count.ts";

/** An option as `exports.options` lists it: whether the plan has it, and the cheapest plan that does. */
export type TExportMenuOption = TExportOption & { enabled: boolean; requiredPlan: { id: string; name: string } | null };

/** The PDF layouts as the dialog offers them. */
export const PDF_LAYOUT_CHOICES: readonly { value: TPdfOptions["layout"]; label: string; description: string }[] = [
  { value: "sheet", label: "Study sheet", description: "Questions, then answers" },
  { value: "side-by-side", label: "Side by side", description: "Question and answer on one row" },
  { value: "cards", label: "Cut-out cards", description: "For double-sided printing: backs line up behind their fronts" },
];

export const PDF_PAPER_CHOICES: readonly { value: TPdfOptions["paper"]; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
];

/** Where US Letter is the usual paper; everywhere else A4. */
const LETTER_REGIONS = new Set(["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "PR"]);

/** The paper a PDF defaults to for the browser's language ("en-US": US Letter). */
export function defaultPaper(language: string | undefined): TPdfOptions["paper"] {
  const region = language?.split("-")[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? "letter" : "a4";
}

/** The decks an export covers: all of them, or those chosen. */
export type TDeckScope = { kind: "all" } | { kind: "chosen"; groupIds: readonly string[] };

/** Why the chosen decks cannot be exported, or null. */
export function deckScopeProblem(scope: TDeckScope): string | null {
  if (scope.kind === "all") return null;
  if (scope.groupIds.length === 0) return "Choose at least one deck to export, or export all of them.";
  if (scope.groupIds.length > MAX_EXPORT_DECKS) return `Choose at most ${MAX_EXPORT_DECKS} decks, or export all of them.`;
  return null;
}

/** The first option the plan has, to preselect; null when it has none. */
export function firstEnabledFormat(options: readonly TExportMenuOption[]): TExportFormat | null {
  return options.find((option) => option.enabled)?.format ?? null;
}

/** The deck ids the Quizlet text is read for (none means all). */
export function scopeGroupIds(scope: TDeckScope): string[] {
  return scope.kind === "all" ? [] : [...scope.groupIds];
}

/** What `exports.start` is sent: the decks (none means all) and only the choices the format reads. */
export function exportRequest({
  format,
  scope,
  includeProgress,
  pdf,
}: {
  format: Exclude<TExportFormat, "quizlet">;
  scope: TDeckScope;
  includeProgress: boolean;
  pdf: TPdfOptions;
}): TExportRequest {
  const groupIds = scopeGroupIds(scope);
  if (format === "apkg") return { format, groupIds, includeProgress };
  if (format === "pdf") return { format, groupIds, pdf };
  return { format, groupIds };
}

/** How a running, finished or failed export job reads on screen. */
export type TExportJobView =
  | { state: "running"; percent: number; message: string }
  | { state: "ready"; href: string; fileName: string; detail: string }
  | { state: "expired"; message: string }
  | { state: "failed"; message: string };

export function exportJobView(job: TExportJob): TExportJobView {
  if (job.status === "failed") return { state: "failed", message: job.errorMessage ?? "The export failed. Try again." };
  if (job.status === "succeeded") {
    if (!job.href) return { state: "expired", message: job.message };
    const parts = [
      job.cards === null ? null : formatCount(job.cards, "card"),
      job.size === null ? null : formatBytes(job.size),
      `available for ${EXPORT_FILE_TTL_HOURS} hours`,
    ];
    return {
      state: "ready",
      href: job.href,
      fileName: job.fileName ?? "export",
      detail: parts.filter((part): part is string => part !== null).join(" · "),
    };
  }
  const percent = Math.max(0, Math.min(100, job.percent));
  return { state: "running", percent, message: job.message || (job.status === "queued" ? "Waiting to start…" : "Exporting…") };
}

/** Polling stops once the job is done either way. */
export function isExportJobFinished(job: TExportJob | undefined): boolean {
  return job?.status === "succeeded" || job?.status === "failed";
}
