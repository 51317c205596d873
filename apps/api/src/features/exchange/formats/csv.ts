import type { TExportInput } from "../exchange-model.ts";
import { deckCell, escapeFormulaCell, MNEMO_CSV_COLUMNS, noteFields, sourceCell, typeCell } from "./format-text.ts";

/**
 * The CSV export (docs/exchange.md, "CSV"): a row per note under the header
 * `deck,type,front,back,extra,source,tags`, as RFC 4180 has it (fields with a
 * comma, quote or line break quoted, quotes doubled, CRLF between rows), in
 * UTF-8 with a byte order mark so Excel reads it as UTF-8. Cells are written
 * by format-text.ts, so the text import reads the same notes back; cells a
 * spreadsheet would run as formulas start with "'". A note of imported HTML
 * keeps its HTML (type "qna (html)"): its pictures are named, not carried.
 */

const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;

function quote(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function row(cells: readonly string[]): string {
  return cells.map((cell) => quote(escapeFormulaCell(cell))).join(",");
}

export function writeCsv(input: TExportInput): string {
  const rows = [row(MNEMO_CSV_COLUMNS)];
  for (const deck of input.decks) {
    const deckName = deckCell(deck.path);
    for (const note of deck.notes) {
      const { front, back, extra } = noteFields(note.content);
      rows.push(row([deckName, typeCell(note), front, back, extra, sourceCell(note.source), note.tags.join(" ")]));
    }
  }
  return `${BOM}${rows.join("\r\n")}\r\n`;
}
