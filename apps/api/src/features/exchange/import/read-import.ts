import { cardFaces, noteCardOrds, type TImportPreview, type TTextImportOptions } from "@mnemo/api-contract";
import { readApkg } from "../anki/read-apkg.ts";
import type { TImportBundle } from "../exchange-model.ts";
import { readText } from "../text/read-text.ts";

/** Cards shown in an import's preview. */
export const PREVIEW_SAMPLE_SIZE = 20;

export type ReadImport = { bundle: TImportBundle; text: TImportPreview["text"] };

/** Reads an uploaded file with the reader its name calls for (the upload checked the name against the bytes). */
export async function readImport({
  bytes,
  fileName,
  text,
  withProgress,
}: {
  bytes: Uint8Array;
  fileName: string;
  text?: TTextImportOptions | undefined;
  /** Read an Anki package's schedules and answers (a commit with progress); else only whether it has them. */
  withProgress: boolean;
}): Promise<ReadImport> {
  const extension = fileName.slice(fileName.lastIndexOf(".")).toLowerCase();
  if (extension === ".apkg" || extension === ".colpkg")
    return { bundle: await readApkg(bytes, { fileName, now: new Date(), withProgress }), text: null };
  const read = readText(bytes, { ...(text ?? {}), fileName });
  return {
    bundle: read,
    text: { separator: read.separator, html: read.html, header: read.header, columns: read.columns, rows: read.rows },
  };
}

/** What the learner sees before anything is saved. */
export function importPreview({
  uploadId,
  fileName,
  read,
  matches,
}: {
  uploadId: string;
  fileName: string;
  read: ReadImport;
  matches: TImportPreview["matches"];
}): TImportPreview {
  const { bundle } = read;
  const notes = bundle.decks.flatMap((deck) => deck.notes.map((note) => ({ note, deck: deck.path.join("::") })));
  return {
    uploadId,
    fileName,
    kind: bundle.kind,
    detected: bundle.detected ?? (bundle.kind === "apkg" ? "Anki package" : "Text"),
    notes: notes.length,
    cards: notes.reduce((sum, { note }) => sum + Math.max(1, noteCardOrds(note.content).length), 0),
    decks: bundle.decks.map((deck) => ({ name: deck.path.join("::"), notes: deck.notes.length })),
    noteTypes: bundle.noteTypes,
    media: { files: bundle.media.length, bytes: bundle.media.reduce((sum, file) => sum + file.size, 0) },
    hasProgress: bundle.hasProgress,
    sample: notes.slice(0, PREVIEW_SAMPLE_SIZE).map(({ note, deck }) => {
      const faces = cardFaces(note.content);
      return { type: note.type, front: faces.front, back: faces.back, html: note.format === "html", deck, tags: note.tags };
    }),
    skipped: bundle.skipped.slice(0, 200),
    matches,
    text: read.text,
  };
}
