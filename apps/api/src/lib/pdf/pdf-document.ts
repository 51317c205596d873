import type { TPdfOptions } from "@mnemo/api-contract";
import { type TPdfFonts } from "./pdf-fonts.ts";
import type { TMeasure } from "./text-layout.ts";

/** Paper sizes in points (1/72 inch), portrait. */
export const PAPER_SIZES: Record<TPdfOptions["paper"], { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export const INK = "#1a1a1a";
export const GREY = "#6b7280";
export const RULE = "#d1d5db";
export const ACCENT = "#1f4e79";

/** What every layout draws with. */
export type TPdfContext = {
  doc: PDFKit.PDFDocument;
  fonts: TPdfFonts;
  measure: TMeasure;
  paper: { width: number; height: number };
  /** Counts one more card drawn (for onProgress), now and then giving the event loop a turn. */
  step(): Promise<void>;
  /**
   * Pages begun so far, and how many the document will have: known after the counting pass
   * (write-pdf.ts), null during it. Pages are written as they are finished, so a footer
   * ("Page 3 of 12") is drawn when its page begins.
   */
  pages: { count: number; total: number | null };
};

export type TProgressHook = (done: number, total: number) => void;

/**
 * Progress in cards. A layout that goes through the cards `passes` times
 * (the sheet: questions, then answers) steps once per card per pass. Reported
 * each time another 1% (or 20 cards, whichever is more) is done, and once at
 * the end. Drawing is synchronous, so the writer yields to the event loop every
 * 50 steps: a job's heartbeat and the server's other requests are not held up
 * by a large export.
 */
export function createProgress(
  { total, passes }: { total: number; passes: number },
  onProgress: TProgressHook | undefined,
): Pick<TPdfContext, "step"> & { finish(): void } {
  let steps = 0;
  let reported = 0;
  const every = Math.max(20, Math.ceil(total / 100));
  return {
    async step() {
      steps += 1;
      const done = Math.floor(steps / passes);
      if (done - reported >= every && done < total) {
        reported = done;
        onProgress?.(done, total);
      }
      if (steps % 50 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    },
    finish() {
      onProgress?.(total, total);
    },
  };
}
