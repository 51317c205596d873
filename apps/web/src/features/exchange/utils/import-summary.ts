import { formatBytes, type TImportPreview, type TImportResult } from "@mnemo/api-contract";
import { formatCount } from "@/lib/format-count.ts";

/**
 * What the file holds, in one line, in the words people read (docs/glossary.md: a note is shown as a
 * card): "120 cards (140 to study) in 2 decks · 35 pictures and sounds (4.2 MB)".
 */
export function previewCounts(preview: Pick<TImportPreview, "notes" | "cards" | "decks" | "media">): string {
  const parts = [
    formatCount(preview.notes, "card"),
    preview.cards === preview.notes ? null : `(${preview.cards.toLocaleString("en-GB")} to study)`,
    preview.decks.length > 1 ? `in ${formatCount(preview.decks.length, "deck")}` : null,
  ];
  const line = parts.filter(Boolean).join(" ");
  if (preview.media.files === 0) return line;
  return `${line} · ${formatCount(preview.media.files, "picture or sound", "pictures and sounds")} (${formatBytes(preview.media.bytes)})`;
}

/**
 * Before the Import button: how many of the file's cards are here already (matched as the import matches them,
 * so importing them again adds none) and how many it adds: "12 cards already here, 0 new".
 */
export function matchesLine(matches: TImportPreview["matches"]): string {
  return `${formatCount(matches.existing, "card")} already here, ${matches.new.toLocaleString("en-GB")} new`;
}

/** What an import did, a line each, leaving out what did not happen (but always saying what was added). */
export function importResultLines(result: TImportResult): string[] {
  const lines = [`${formatCount(result.created, "card")} added`];
  if (result.updated > 0) lines.push(`${formatCount(result.updated, "card")} updated (newer in the file)`);
  if (result.unchanged > 0) lines.push(`${formatCount(result.unchanged, "card")} already here, unchanged`);
  if (result.skipped > 0) lines.push(`${formatCount(result.skipped, "card")} skipped`);
  if (result.media > 0) lines.push(`${formatCount(result.media, "picture or sound", "pictures and sounds")} saved`);
  if (result.reviews > 0) lines.push(`${formatCount(result.reviews, "review")} of history brought over`);
  return lines;
}
