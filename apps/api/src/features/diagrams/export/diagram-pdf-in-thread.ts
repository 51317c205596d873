import type { TDiagramGraph } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import { writeDiagramPdf } from "./write-diagram-pdf.ts";

type TDiagramPdfInput = { userId: string; graph: TDiagramGraph; now: Date };

/** How long printing one diagram may take (a 500-node map: layout, drawing and font subsetting, well under a second). */
const DIAGRAM_PDF_SECONDS = 60;

/** The thread task: the graph in, the PDF's bytes out. */
export function diagramPdfTask({ graph, now }: TDiagramPdfInput): Promise<Uint8Array> {
  return writeDiagramPdf({ graph, now });
}

/** A diagram's PDF, written in a file thread as the other PDF exports are, so laying out a large map holds up no request. */
export function writeDiagramPdfInThread(input: TDiagramPdfInput, { threads }: { threads: ThreadPool }): Promise<Uint8Array> {
  return threads.run("diagram.pdf", input, {
    key: input.userId,
    timeoutMs: DIAGRAM_PDF_SECONDS * 1000,
    limitError: (limit) =>
      new AppError("EXPORT_TOO_LARGE", {
        message:
          limit === "time"
            ? `Printing this diagram took longer than ${DIAGRAM_PDF_SECONDS} seconds. Try again in a moment.`
            : "Printing this diagram needed more memory than one file may use.",
        details: { limit },
      }),
  });
}
