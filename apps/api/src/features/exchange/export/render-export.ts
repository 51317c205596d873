import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { apkgChunks } from "../anki/write-apkg.ts";
import type { TExportInput } from "../exchange-model.ts";
import { csvChunks } from "../formats/csv.ts";
import type { TFileChunks } from "../formats/file-chunks.ts";
import { markdownChunks } from "../formats/markdown.ts";
import { pdfChunks } from "../formats/pdf/write-pdf.ts";
import { exportContentType, exportFileName } from "./export-file-names.ts";

/** An export file on its way to disk: its name (from the deck's title), its type, and its bytes as the writer makes them. */
export type TExportFile = { fileName: string; contentType: string; chunks: TFileChunks };

type RenderOptions = { pdf: TPdfOptions; onProgress?: (done: number, total: number) => void };

/** One export as a file to write: the format's writer (nothing is written until its chunks are read), the file's name and type. */
export function renderExport(format: Exclude<TExportFormat, "quizlet">, input: TExportInput, options: RenderOptions): TExportFile {
  const file = (extension: string, chunks: TFileChunks): TExportFile => {
    const fileName = exportFileName(input.decks, extension);
    return { fileName, contentType: exportContentType(fileName), chunks };
  };
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  switch (format) {
    case "apkg":
      return file("apkg", apkgChunks(input, progress));
    case "csv":
      return file("csv", csvChunks(input));
    case "pdf":
      return file("pdf", pdfChunks(input, options.pdf, progress));
    case "md": {
      // One document per deck: several decks (or none) arrive as a zip of them.
      const markdown = markdownChunks(input);
      return file(markdown.extension, markdown.chunks);
    }
  }
}
