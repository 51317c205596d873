import type { TExchangeNote, TExportDeck, TExportInput } from "../exchange-model.ts";
import { exportNotes } from "./export-notes.ts";
import { bytesOf, utf8Chunks, type TFileChunks } from "./file-chunks.ts";
import { deckCell, escapeFormulaCell, MNEMO_CSV_COLUMNS, noteFields, typeCell } from "./format-text.ts";
import { sourceCell } from "./source-cell.ts";

/**
 * The CSV export (docs/exchange.md, "CSV"): a row per note under the header
 * `deck,type,front,back,extra,source,tags`, as RFC 4180 has it (fields with a
 * comma, quote or line break quoted, quotes doubled, CRLF between rows), in
 * UTF-8 with a byte order mark so Excel reads it as UTF-8. Cells are written
 * by format-text.ts, so the text import reads the same notes back; cells a
 * spreadsheet would run as formulas start with "'". The type cell names the
 * card type as the app does ("Multiple choice") and the source cell reads as
 * words ("cells.pdf, p. 2: …", source-cell.ts). A note of imported HTML keeps
 * its HTML (type "Question and answer (HTML)"): its pictures are named, not carried.
 */

const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;

function quote(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function row(cells: readonly string[]): string {
  return cells.map((cell) => quote(escapeFormulaCell(cell))).join(",");
}

function noteRow(deck: TExportDeck, note: TExchangeNote): string {
  const { front, back, extra } = noteFields(note.content);
  return row([deckCell(deck.path), typeCell(note), front, back, extra, sourceCell(note.source), note.tags.join(" ")]);
}

/** The file's lines, header first (after the byte order mark), each ending in CRLF. */
export async function* csvLines(input: TExportInput): AsyncGenerator<string> {
  yield `${BOM}${row(MNEMO_CSV_COLUMNS)}\r\n`;
  for await (const { deck, note } of exportNotes(input.decks)) yield `${noteRow(deck, note)}\r\n`;
}

/** The CSV file as UTF-8 chunks, written as they come (export/write-export-file.ts). */
export function csvChunks(input: TExportInput): TFileChunks {
  return utf8Chunks(csvLines(input));
}

/** The whole file as text (tests). */
export async function writeCsv(input: TExportInput): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await bytesOf(csvChunks(input)));
}
