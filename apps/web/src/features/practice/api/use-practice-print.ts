import type { TPrintVersion } from "@mnemo/api-contract";
import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";

export type TPracticePdfAccess =
  | { status: "loading" }
  | { status: "open" }
  /** The plan has no PDF export: shown locked, with the cheapest plan that has it. */
  | { status: "locked"; requiredPlan: { id: string; name: string } | null };

/**
 * Printing a test: whether the plan has PDF export (exports.options, the export dialog's own answer, so both lock the
 * same way), whether plans can be bought, and the test as plain text for the clipboard (practice.printText).
 */
export function usePracticePrint(testId: string) {
  const options = trpc.exports.options.useQuery(undefined, { staleTime: 30_000 });
  const canUpgrade = trpc.billing.config.useQuery(undefined, { staleTime: 60 * 60_000 }).data?.enabled === true;
  const utils = trpc.useUtils();
  const pdf = options.data?.options.find((option) => option.format === "pdf");
  // A failed options call shows PDF open: the server still refuses a plan without it, with its own message.
  const pdfAccess: TPracticePdfAccess = options.isPending
    ? { status: "loading" }
    : pdf && !pdf.enabled
      ? { status: "locked", requiredPlan: pdf.requiredPlan }
      : { status: "open" };
  const fetchText = useCallback(
    async (version: TPrintVersion) => (await utils.practice.printText.fetch({ testId, format: "txt", version }, { staleTime: 0 })).text,
    [utils, testId],
  );
  return { pdfAccess, canUpgrade, fetchText };
}
