import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { strToU8, zipSync } from "fflate";
import { writeApkg } from "../anki/write-apkg.ts";
import type { TExportInput } from "../exchange-model.ts";
import { writeCsv } from "../formats/csv.ts";
import { safeFileName } from "../formats/format-text.ts";
import { writeMarkdown } from "../formats/markdown.ts";
import { writePdf } from "../formats/pdf/write-pdf.ts";

export type TExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

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

/** One export as a downloadable file: the format's writer, its file name (from the deck's title) and type. */
export async function renderExport(
  format: Exclude<TExportFormat, "quizlet">,
  input: TExportInput,
  options: RenderOptions,
): Promise<TExportFile> {
  const file = (extension: string, bytes: Uint8Array): TExportFile => {
    const fileName = exportFileName(input.decks, extension);
    return { fileName, contentType: exportContentType(fileName), bytes };
  };
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  switch (format) {
    case "apkg":
      return file("apkg", await writeApkg(input, progress));
    case "csv":
      return file("csv", strToU8(writeCsv(input)));
    case "pdf":
      return file("pdf", await writePdf(input, options.pdf, progress));
    case "md": {
      const documents = writeMarkdown(input);
      if (documents.length === 1) return file("md", strToU8(documents[0]!.text));
      // One document per deck: several decks arrive as a zip of them.
      const files: Record<string, Uint8Array> = {};
      for (const document of documents) files[uniqueName(files, document.fileName)] = strToU8(document.text);
      return file("zip", zipSync(files, { level: 6 }));
    }
  }
}

/** The exported deck's file name: its title (path), or "Mnemo decks" for several, safe for every file system. */
export function exportFileName(decks: readonly { path: readonly string[] }[], extension: string): string {
  return safeFileName(decks.length === 1 ? decks[0]!.path.join(" - ") : "Mnemo decks", extension);
}

function uniqueName(files: Record<string, Uint8Array>, name: string): string {
  if (!(name in files)) return name;
  const dot = name.lastIndexOf(".");
  for (let n = 2; ; n++) {
    const candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    if (!(candidate in files)) return candidate;
  }
}

/** Content-Disposition with the name for old and new browsers (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
