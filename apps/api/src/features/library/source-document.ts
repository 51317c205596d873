import type { Prisma } from "@mnemo/db";
import type { TExtractedDocument, TInputKind, TSection } from "../reading/document.ts";

const INPUT_KINDS: readonly TInputKind[] = ["text", "pdf", "docx", "pptx", "image"];

/** What a stored source row holds of its document. */
export type SourceDocumentRow = {
  title: string;
  kind: string;
  mime: string;
  fileName: string | null;
  pages: number;
  words: number;
  characters: number;
  sections: Prisma.JsonValue;
};

export const sourceDocumentSelect = {
  title: true,
  kind: true,
  mime: true,
  fileName: true,
  pages: true,
  words: true,
  characters: true,
  sections: true,
} as const satisfies Prisma.SourceSelect;

/**
 * The document a source was read into, as reading left it (saveSource stored
 * its sections as they were): what the outline and anything made later from
 * the source read, without reading the file again.
 */
export function sourceDocument(row: SourceDocumentRow): TExtractedDocument {
  const kind = INPUT_KINDS.find((known) => known === row.kind) ?? "text";
  const sections = Array.isArray(row.sections)
    ? row.sections.flatMap((value, position): TSection[] => {
        if (!value || typeof value !== "object" || Array.isArray(value)) return [];
        const section = value as unknown as TSection;
        if (typeof section.text !== "string") return [];
        return [{ ...section, index: typeof section.index === "number" ? section.index : position }];
      })
    : [];
  return {
    kind,
    mime: row.mime,
    ...(row.fileName ? { fileName: row.fileName } : {}),
    pageCount: row.pages,
    sections,
    title: row.title,
    words: row.words,
    characters: row.characters,
  };
}
