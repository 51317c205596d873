import type { TPracticePrintQuery } from "@mnemo/api-contract";

/** Where the server prints a test (GET /api/practice/:testId/print): a download, Content-Disposition: attachment. */
export function practicePrintHref(testId: string, { format, version, paper }: TPracticePrintQuery): string {
  const query = new URLSearchParams({ format, version, ...(format === "pdf" ? { paper } : {}) });
  return `/api/practice/${encodeURIComponent(testId)}/print?${query.toString()}`;
}
