import type { TExtractedDocument, TInputKind } from "./document.ts";
import { type TExtractDocumentOptions, extractDocument } from "./extract-document.ts";
import { extractText } from "./extract-text.ts";

/**
 * Pasted text or an uploaded file, as the generation job reads it: text is
 * split into paragraphs, a file goes through its format's extractor (and OCR).
 */
export function extractInput(options: { kind: TInputKind | "file" } & TExtractDocumentOptions): Promise<TExtractedDocument> {
  const { kind, ...rest } = options;
  if (kind === "text") return Promise.resolve(extractText({ text: Buffer.from(rest.bytes).toString("utf8") }));
  return extractDocument(rest);
}
