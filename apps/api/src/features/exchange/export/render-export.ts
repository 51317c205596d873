import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { apkgChunks } from "../anki/write-apkg.ts";
import type { TExportInput } from "../exchange-model.ts";
import { csvChunks } from "../formats/csv.ts";
import type { TFileChunks } from "../formats/file-chunks.ts";
import { wellFormed } from "@mnemo/api-contract";
import { safeFileName } from "../formats/format-text.ts";
import { markdownChunks } from "../formats/markdown.ts";
import { pdfChunks } from "../formats/pdf/write-pdf.ts";

/** An export file on its way to disk: its name (from the deck's title), its type, and its bytes as the writer makes them. */
export type TExportFile = { fileName: string; contentType: string; chunks: TFileChunks };

const CONTENT_TYPES: Record<string, string> = {
  apkg: "application/octet-stream",
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  md: "text/markdown; charset=utf-8",
  zip: "application/zip",
};

/** An export file's type, by its extension. */
export function exportContentType(fileName: string): string {
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

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

/** The exported deck's file name: its title (path), or "Mnemo decks" for several, safe for every file system. */
export function exportFileName(decks: readonly { path: readonly string[] }[], extension: string): string {
  return safeFileName(decks.length === 1 ? decks[0]!.path.join(" - ") : "Mnemo decks", extension);
}

/** Content-Disposition with the name for old and new browsers (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  // encodeURIComponent throws on half an emoji (a lone surrogate), which a name cut short may hold.
  const name = wellFormed(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
