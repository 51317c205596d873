import type { TPdfOptions, TPrintableTest } from "@mnemo/api-contract";
import { AppError } from "../../lib/app-error.ts";
import type { ThreadPool } from "../../threads/thread-pool.ts";
import { writePracticeTestPdf } from "./write-practice-test-pdf.ts";

type TPracticePdfInput = { userId: string; test: TPrintableTest; paper: TPdfOptions["paper"]; now: Date };

/** How long printing one test may take (a 100-question test takes about 150 ms: docs/practice-tests.md). */
const PRACTICE_PDF_SECONDS = 60;

/** The thread task: the printable test in, the PDF's bytes out. */
export function practicePdfTask({ test, paper, now }: TPracticePdfInput): Promise<Uint8Array> {
  return writePracticeTestPdf(test, { paper, now });
}

/**
 * A practice test's PDF, written in a file thread as exports are: a 100-question test is over 100 ms of drawing and
 * font subsetting, which would hold up every other request on the server's own thread.
 */
export function writePracticePdfInThread(input: TPracticePdfInput, { threads }: { threads: ThreadPool }): Promise<Uint8Array> {
  return threads.run("practice.pdf", input, {
    key: input.userId,
    timeoutMs: PRACTICE_PDF_SECONDS * 1000,
    limitError: (limit) =>
      new AppError("EXPORT_TOO_LARGE", {
        message:
          limit === "time"
            ? `Printing this test took longer than ${PRACTICE_PDF_SECONDS} seconds. Try again in a moment.`
            : "Printing this test needed more memory than one file may use.",
        details: { limit },
      }),
  });
}
