import { formatBytes, IMPORT_EXTENSIONS, MAX_IMPORT_BYTES, type TImportPreview } from "@mnemo/api-contract";

/** For the file picker: what it offers first (the server checks again, by the bytes). */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(",");

/** What the picker says may be imported. */
export const IMPORT_HINT = `An Anki package (.apkg, .colpkg) or a text file (.csv, .tsv, .txt) from Anki, Quizlet or a spreadsheet, up to ${formatBytes(MAX_IMPORT_BYTES)}`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot).toLowerCase();
}

/** Why this file cannot be imported, before uploading it; null when it may be. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `${file.name} is not a kind Mnemo imports. Choose an Anki package (.apkg, .colpkg) or a text file (.csv, .tsv, .txt).`;
  }
  if (file.size === 0) return `${file.name} is empty (0 bytes).`;
  if (file.size > MAX_IMPORT_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; one import may be up to ${formatBytes(MAX_IMPORT_BYTES)}. Export fewer decks, or without media.`;
  }
  return null;
}

/**
 * What a blank title means for a new deck (the server's rule, save-import.ts):
 * the file's one deck keeps its name; several keep theirs, each its own deck;
 * a title given for several becomes their parent ("Title::Deck").
 */
export function newDeckTitleHint(preview: Pick<TImportPreview, "decks">, title: string): { placeholder: string; hint: string } {
  const typed = title.trim();
  const [only, ...others] = preview.decks;
  if (others.length === 0) {
    const name = only?.name.trim() || "Imported deck";
    return { placeholder: name, hint: typed ? `The cards go into a new deck “${typed}”.` : `Leave it blank for “${name}”.` };
  }
  const count = preview.decks.length;
  return {
    placeholder: "",
    hint: typed
      ? `The file's ${count} decks each become a deck under “${typed}” (“${typed}::${preview.decks[0]!.name}”…).`
      : `Leave it blank to keep the file's ${count} decks, each with its own name.`,
  };
}
