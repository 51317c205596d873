import { createHash } from "node:crypto";
import { cardFaces, MAX_IMPORT_NOTES, type TNoteType, type TTextColumnRole, type TTextImportOptions } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { TExchangeDeck, TImportBundle } from "../exchange-model.ts";
import { MNEMO_CSV_COLUMNS, readDeckCell, readTypeCell } from "../formats/format-text.ts";
import { cleanDeckPath } from "../import/deck-titles.ts";
import { readAnkiHeaders, separatorChar, separatorName, type TAnkiTextHeaders } from "./anki-text-headers.ts";
import { decodeText } from "./decode-text.ts";
import { detectLayout, modalWidth, parseDelimited, type TQuoting, type TRecord, type TRecordSeparator } from "./delimited.ts";
import { ankiRoles, fillRoles, isHeaderRow, positionalRoles, roleOfName } from "./text-columns.ts";
import { looksLikeHtml } from "./text-html.ts";
import { readRow, type TRowContext } from "./text-notes.ts";

/**
 * Reads a CSV, TSV or plain text file into what an import saves
 * (docs/exchange.md, "Text files"). Anything the options leave out is
 * detected, and the answer says what was found, for the preview:
 * - the encoding (decode-text.ts); Anki's header lines (anki-text-headers.ts);
 * - the separators: Anki's `#separator`, else those that read the start of
 *   the file most consistently (delimited.ts), between cards a line break, a
 *   blank line or a semicolon (Quizlet's choices);
 * - a header row: our CSV export's exactly (then every note reads back as it
 *   was exported: type, HTML, source, deck, tags), or a row of known column
 *   names (front, back, question, answer, term, definition, deck, tags...);
 * - HTML: Anki's `#html`, else any cell holding the tags Anki's editor writes.
 * Records that cannot be cards are skipped with why; nothing is saved here.
 */

export type TTextImportResult = TImportBundle & {
  detected: string;
  /** A name from TEXT_SEPARATORS, or the character. */
  separator: string;
  html: boolean;
  header: boolean;
  columns: TTextColumnRole[];
  /** The first records as read (the header row included), for the preview. */
  rows: string[][];
};

export type TReadTextOptions = TTextImportOptions & {
  fileName: string;
  now?: Date;
  /** Lower limits for tests; the defaults are the product's. */
  limits?: { maxNotes?: number; maxRecordChars?: number };
};

/**
 * Most characters one record (a card's line, or lines when quoted) may span: five cells at the
 * longest a card side is read from (text-notes.ts), and far past any real card.
 */
export const MAX_RECORD_CHARS = 1_000_000;

/** Tags Anki's `#tags:` line may give every card (each card of the file carries them all). */
export const MAX_HEADER_TAGS = 100;

const PREVIEW_ROWS = 10;
const PREVIEW_CELL_CHARS = 200;
const MAX_COLUMNS = 50;
/** Records read for the HTML guess. */
const HTML_SAMPLE_RECORDS = 1000;

function emptyError(detail: string): AppError {
  return new AppError("EMPTY_DOCUMENT", {
    message: `This file has no cards to import: ${detail} Put a card on each line, its front and back separated by a tab or a comma, and upload it again.`,
  });
}

function tooManyError(limit: number): AppError {
  return new AppError("TOO_MANY_NOTES", {
    message: `This file has more than ${limit.toLocaleString("en-US")} cards; Mnemo imports up to ${limit.toLocaleString("en-US")} at a time. Split the file and import the parts one by one.`,
    details: { limit },
  });
}

function recordTooLongError(line: number, limit: number): AppError {
  return new AppError("FILE_TOO_COMPLEX", {
    message: `Line ${line.toLocaleString("en-US")} of this file starts a card longer than ${limit.toLocaleString("en-US")} characters, more than any card holds (a quote left open runs on to the end of the file). Check that line, then upload the file again.`,
    details: { line, limit },
  });
}

/** Separators to try, the likeliest for the file's extension first. */
function candidateFields(fileName: string): string[] {
  return fileName.toLowerCase().endsWith(".csv") ? [",", ";", "\t", "|", ":"] : ["\t", ",", ";", "|", ":"];
}

function defaultDeck(fileName: string, headers: TAnkiTextHeaders): string[] {
  const fromHeader = headers.deck ? readDeckCell(headers.deck) : [];
  if (fromHeader.length > 0) return fromHeader;
  const base = fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .trim();
  return [base || "Imported cards"];
}

type TLayoutChoice = { field: string; record: TRecordSeparator; quoting: TQuoting };

function chooseLayout(body: string, headers: TAnkiTextHeaders, options: TReadTextOptions): TLayoutChoice & { mnemo: boolean } {
  const given = options.separator ? separatorChar(options.separator) : null;
  const firstLine = body.slice(0, body.indexOf("\n") === -1 ? body.length : body.indexOf("\n"));
  const mnemo = !headers.found && options.header !== false && firstLine === MNEMO_CSV_COLUMNS.join(",");
  if (mnemo && (given === null || given === ",")) return { field: ",", record: "\n", quoting: "csv", mnemo: true };
  // Anki's files are read as its CSV reader does: quoted, a record per line.
  const field = given ?? headers.separator ?? null;
  if (headers.found && field) return { field, record: "\n", quoting: "csv", mnemo: false };
  const detected = detectLayout(body, field ? [field] : candidateFields(options.fileName), headers.found ? ["\n"] : undefined);
  const fallback = field ?? candidateFields(options.fileName)[0]!;
  return { ...(detected ?? { field: fallback, record: "\n" }), quoting: headers.found ? "csv" : "auto", mnemo: false };
}

/** A Quizlet comma export quotes nothing: a definition's own commas split it, so they are joined back. */
function joinUnquotedCommas(records: TRecord[]): TRecord[] {
  return records.map((record) =>
    record.cells.length > 2 ? { ...record, cells: [record.cells[0]!, record.cells.slice(1).join(",")] } : record,
  );
}

function columnRoles(
  {
    header,
    mnemo,
    headers,
    width,
    field,
  }: { header: string[] | null; mnemo: boolean; headers: TAnkiTextHeaders; width: number; field: string },
  options: TReadTextOptions,
): TTextColumnRole[] {
  if (options.columns) return Array.from({ length: width }, (_, index) => options.columns?.[index] ?? "ignore");
  if (mnemo) return [...MNEMO_CSV_COLUMNS].map((name) => roleOfName(name)!);
  if (header) return fillRoles(header.map(roleOfName), width, "ignore");
  if (headers.found) {
    const labels = headers.columns
      ? (parseDelimited(headers.columns, { field, record: "\n", quoting: "csv" }).records[0]?.cells ?? null)
      : null;
    return ankiRoles(headers, labels, width);
  }
  return positionalRoles(width);
}

function describe(facts: {
  mnemo: boolean;
  anki: boolean;
  quizlet: boolean;
  field: string;
  record: TRecordSeparator;
  width: number;
  header: boolean;
  html: boolean;
  encoding: string;
}): string {
  const name = separatorName(facts.field);
  const between = name.length === 1 ? `“${name}”` : name === "tab" ? "a tab" : `a ${name}`;
  const cards = { "\n": "a new line", "\n\n": "a blank line", ";": "a semicolon" }[facts.record];
  const encoding = facts.encoding === "UTF-8" ? "" : `, ${facts.encoding}`;
  if (facts.mnemo) return `Mnemo CSV export${encoding}`;
  if (facts.anki) return `Anki text export (${between} between columns${facts.html ? ", HTML" : ""})${encoding}`;
  if (facts.quizlet) return `Quizlet export (${between} between term and definition, ${cards} between cards)${encoding}`;
  const columns = `${facts.width} ${facts.width === 1 ? "column" : "columns"}`;
  return `${facts.field === "," ? "CSV" : "Text"} (${between} between columns, ${columns}${facts.header ? ", a header row" : ""}${facts.html ? ", HTML" : ""})${encoding}`;
}

export function readText(bytes: Uint8Array, options: TReadTextOptions): TTextImportResult {
  const { fileName, now = new Date(), limits = {} } = options;
  const maxNotes = limits.maxNotes ?? MAX_IMPORT_NOTES;
  const maxRecordChars = limits.maxRecordChars ?? MAX_RECORD_CHARS;
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === "") throw emptyError("it is empty.");
  const { headers, body, headerLines } = readAnkiHeaders(text);
  if (headers.tags.length > MAX_HEADER_TAGS) {
    throw new AppError("FILE_TOO_COMPLEX", {
      message: `The #tags line at the top of this file gives every card ${headers.tags.length.toLocaleString("en-US")} tags; Mnemo reads up to ${MAX_HEADER_TAGS}. Shorten that line, then upload the file again.`,
      details: { tags: headers.tags.length, limit: MAX_HEADER_TAGS },
    });
  }
  const layout = chooseLayout(body, headers, options);
  // Records are counted as they are read: one past the limit (and a header row) is enough to refuse, the rest is never parsed.
  const parsed = parseDelimited(body, { ...layout, comments: headers.found, maxRecords: maxNotes + 2, maxRecordChars });
  if (parsed.tooLong) throw recordTooLongError(parsed.tooLong.line + headerLines, maxRecordChars);
  let records = parsed.records.map((record) => ({ ...record, line: record.line + headerLines }));
  if (records.length === 0)
    throw emptyError(headers.found ? "it has Anki's header lines and nothing after them." : "it has no text in columns.");

  const first = records[0]!;
  const header = options.header ?? (layout.mnemo || (!headers.found && first.cells.length > 1 && isHeaderRow(first.cells)));
  // Our header under another separator: the CSV export, re-saved by a spreadsheet set to semicolons.
  const isOwnHeader = !headers.found && first.cells.join("\u0000") === MNEMO_CSV_COLUMNS.join("\u0000");
  const mnemo = header && (layout.mnemo || isOwnHeader);
  const data = header ? records.slice(1) : records;
  if (data.length === 0) throw emptyError("it has a header row and nothing after it.");
  if (data.length > maxNotes) throw tooManyError(maxNotes);

  let dataRecords = data;
  const isQuizletComma = !header && !headers.found && !parsed.quoted && layout.field === "," && modalWidth(data).width === 2;
  if (isQuizletComma && !options.columns) dataRecords = joinUnquotedCommas(data);
  if (header) records = [first, ...dataRecords];
  else records = dataRecords;
  const width = Math.min(
    MAX_COLUMNS,
    records.reduce((widest, record) => Math.max(widest, record.cells.length), 0),
  );
  const roles = columnRoles({ header: header ? first.cells : null, mnemo, headers, width, field: layout.field }, options);
  const html =
    options.html ??
    headers.html ??
    (!mnemo && dataRecords.slice(0, HTML_SAMPLE_RECORDS).some((record) => record.cells.some(looksLikeHtml)));

  const notetypeType = headers.notetype ? readTypeCell(headers.notetype).type : null;
  const context: TRowContext = {
    roles,
    html: mnemo ? false : html,
    mnemo,
    detectCloze: options.detectCloze !== false,
    notetype: headers.notetype ? { name: headers.notetype, type: notetypeType } : null,
    guidColumn: headers.guidColumn !== undefined && !options.columns ? headers.guidColumn - 1 : null,
  };
  const bundle = gatherNotes(dataRecords, context, {
    deck: defaultDeck(fileName, headers),
    tags: headers.tags,
    now,
    record: layout.record,
  });

  const quizlet =
    layout.record !== "\n" || (!header && !headers.found && width === 2 && ["\t", ","].includes(layout.field) && !parsed.quoted);
  return {
    ...bundle,
    detected: describe({ mnemo, anki: headers.found, quizlet, field: layout.field, record: layout.record, width, header, html, encoding }),
    separator: separatorName(layout.field),
    html: mnemo ? bundle.decks.some((deck) => deck.notes.some((note) => note.format === "html")) : html,
    header,
    columns: roles,
    rows: records.slice(0, PREVIEW_ROWS).map((record) => record.cells.slice(0, MAX_COLUMNS).map(previewCell)),
  };
}

function previewCell(cell: string): string {
  return cell.length > PREVIEW_CELL_CHARS ? `${cell.slice(0, PREVIEW_CELL_CHARS)}…` : cell;
}

/**
 * A text note's guid (Anki's note id across files, used when it is exported
 * to Anki later): the file's own from Anki's guid column, else one derived
 * from its deck and front, so importing the same file again derives the same.
 */
function textGuid(deckKey: string, front: string, seen: Map<string, number>): string {
  const key = `${deckKey}\u001f${front}`;
  const occurrence = (seen.get(key) ?? 0) + 1;
  seen.set(key, occurrence);
  const hash = createHash("sha1").update(`${key}\u001f${occurrence}`, "utf8").digest("hex").slice(0, 20);
  return `mnemo-text~${hash}`;
}

function gatherNotes(
  records: TRecord[],
  context: TRowContext,
  defaults: { deck: string[]; tags: string[]; now: Date; record: TRecordSeparator },
): TImportBundle {
  const decks = new Map<string, TExchangeDeck>();
  const skipped: TImportBundle["skipped"] = [];
  const noteTypes = new Map<string, { name: string; notes: number; mappedTo: TNoteType }>();
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const where = defaults.record === "\n" ? `line ${record.line}` : `card ${index + 1}`;
    const row = readRow(record.cells, context);
    if (row.kind === "empty") return;
    if (row.kind === "skipped") {
      skipped.push({ where, reason: row.reason });
      return;
    }
    // Deck names become deck titles: held to a typed title's rules (deck-titles.ts).
    const path = cleanDeckPath(row.deck && row.deck.length > 0 ? row.deck : defaults.deck, "Imported cards");
    const deckKey = path.join("::");
    let deck = decks.get(deckKey);
    if (!deck) {
      deck = { id: null, path, notes: [] };
      decks.set(deckKey, deck);
    }
    deck.notes.push({
      id: null,
      guid: row.guid ?? textGuid(deckKey, cardFaces(row.content).front.trim(), seen),
      type: row.type,
      content: row.content,
      format: row.format,
      source: row.source,
      tags: [...new Set([...defaults.tags, ...row.tags])],
      createdAt: defaults.now,
      modifiedAt: defaults.now,
      cards: [],
    });
    const typeKey = `${row.typeName}\u0000${row.type}`;
    const counted = noteTypes.get(typeKey);
    if (counted) counted.notes += 1;
    else noteTypes.set(typeKey, { name: row.typeName, notes: 1, mappedTo: row.type });
  });
  return { kind: "text", decks: [...decks.values()], media: [], skipped, noteTypes: [...noteTypes.values()], hasProgress: false };
}
