import { wellFormed } from "@mnemo/api-contract";
import { safeFileName } from "../formats/format-text.ts";

/*
 * An export file's name and type: what the request process needs to answer with a file, apart from
 * the writers (render-export.ts), which load only in the file threads that write.
 */

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
