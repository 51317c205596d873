import type { TExportFormat, TPdfOptions } from "@mnemo/api-contract";
import { strToU8, zipSync } from "fflate";
import { writeApkg } from "../anki/write-apkg.ts";
import type { TExportInput } from "../exchange-model.ts";
import { writeCsv } from "../formats/csv.ts";
import { safeFileName } from "../formats/format-text.ts";
import { writeMarkdown } from "../formats/markdown.ts";
import { writePdf } from "../formats/pdf/write-pdf.ts";

export type TExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

type RenderOptions = { pdf: TPdfOptions; onProgress?: (done: number, total: number) => void };

/** One export as a downloadable file: the format's writer, its file name (from the deck's title) and type. */
export async function renderExport(
  format: Exclude<TExportFormat, "quizlet">,
  input: TExportInput,
  options: RenderOptions,
): Promise<TExportFile> {
  const name = (extension: string) => exportFileName(input.decks, extension);
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  switch (format) {
    case "apkg":
      return { fileName: name("apkg"), contentType: "application/octet-stream", bytes: await writeApkg(input, progress) };
    case "csv":
      return { fileName: name("csv"), contentType: "text/csv; charset=utf-8", bytes: strToU8(writeCsv(input)) };
    case "pdf":
      return { fileName: name("pdf"), contentType: "application/pdf", bytes: await writePdf(input, options.pdf, progress) };
    case "md": {
      const documents = writeMarkdown(input);
      if (documents.length === 1) {
        return { fileName: name("md"), contentType: "text/markdown; charset=utf-8", bytes: strToU8(documents[0]!.text) };
      }
      // One document per deck: several decks arrive as a zip of them.
      const files: Record<string, Uint8Array> = {};
      for (const document of documents) files[uniqueName(files, document.fileName)] = strToU8(document.text);
      return { fileName: name("zip"), contentType: "application/zip", bytes: zipSync(files, { level: 6 }) };
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
