import { httpErrorFromBody } from "@/lib/http-error.ts";

/** Where the server writes the notes as a file (docs/study-notes.md, "Exports"). */
export function studyNotesFileHref(sourceId: string, format: "md" | "pdf"): string {
  return `/api/sources/${encodeURIComponent(sourceId)}/notes.${format}`;
}

/** The notes as one Markdown document, citations as footnotes (what "Copy as Markdown" copies). */
export async function fetchStudyNotesMarkdown(sourceId: string): Promise<string> {
  const response = await fetch(studyNotesFileHref(sourceId, "md"), { credentials: "include" });
  const text = await response.text();
  if (!response.ok) throw httpErrorFromBody(response.status, parseJson(text));
  return text;
}

/**
 * Downloads the notes as a file. Fetched first, so a refusal (a plan without
 * PDF export, say) is shown as the server's message rather than saved as a file.
 */
export async function downloadStudyNotes(sourceId: string, format: "md" | "pdf", fileName: string): Promise<void> {
  const response = await fetch(studyNotesFileHref(sourceId, format), { credentials: "include" });
  if (!response.ok) throw httpErrorFromBody(response.status, parseJson(await response.text()));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(response.headers.get("content-disposition")) ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
