import { MAX_TEXT, parseCloze, ZNoteContentSchema, type TNoteContent, type TNoteType, type TTextColumnRole } from "@mnemo/api-contract";
import type { TContentFormat, TNoteSource } from "../exchange-model.ts";
import { fieldsToContent, readDeckCell, readFormulaCell, readTypeCell } from "../formats/format-text.ts";
import { readSourceCell } from "../formats/source-cell.ts";
import { cleanGuid, cleanSource, cleanTags } from "../import/imported-text.ts";
import { readHtmlCells } from "./text-html.ts";

/**
 * One record of a text file as a note (docs/exchange.md, "Text files"): its
 * cells gathered by role (several columns of one role joined by line breaks),
 * read as HTML when the file (or, in our CSV, the type cell) says so, and
 * made the card its type cell names, else a cloze when the front has a gap
 * like {{c1::…}} (unless that is turned off), else a question and answer.
 */

export type TRowContext = {
  roles: readonly TTextColumnRole[];
  html: boolean;
  /** Our own CSV export: its type cells say which notes are HTML, and its formula cells start with "'". */
  mnemo: boolean;
  detectCloze: boolean;
  /** Anki's `#notetype:` line, for records without a type cell. */
  notetype: { name: string; type: TNoteType | null } | null;
  /** 0-based index of Anki's guid column. */
  guidColumn: number | null;
};

export type TRowNote = {
  kind: "note";
  /** The deck cell's path; null for the file's default deck. */
  deck: string[] | null;
  type: TNoteType;
  /** What the preview lists as the note type mapped ("mcq", "Basic", "Cloze"...). */
  typeName: string;
  content: TNoteContent;
  format: TContentFormat;
  source: TNoteSource;
  tags: string[];
  guid: string | null;
};

export type TRowResult = { kind: "empty" } | { kind: "skipped"; reason: string } | TRowNote;

/** A cell this long cannot fit a side even after its markup is dropped: refused before the sanitiser reads it. */
const RAW_CELL_LIMIT = 40 * MAX_TEXT;

const count = (value: number) => value.toLocaleString("en-US");

function hasCloze(text: string): boolean {
  return parseCloze(text).deletions.length > 0;
}

export function readRow(cells: readonly string[], context: TRowContext): TRowResult {
  const values = context.mnemo ? cells.map(readFormulaCell) : cells;
  const ofRole = (role: TTextColumnRole) => values.filter((value, index) => context.roles[index] === role && value.trim() !== "");
  const typeCell = ofRole("type")[0];
  const typed = typeCell === undefined ? null : readTypeCell(typeCell);
  const isHtml = context.mnemo ? (typed?.html ?? false) : context.html || (typed?.html ?? false);
  const glue = isHtml ? "<br>" : "\n";
  const raw = { front: ofRole("front").join(glue), back: ofRole("back").join(glue), extra: ofRole("extra").join(glue) };
  if (raw.front.trim() === "" && raw.back.trim() === "" && raw.extra.trim() === "") return { kind: "empty" };
  for (const [side, value] of Object.entries(raw)) {
    if (value.length > RAW_CELL_LIMIT) {
      return {
        kind: "skipped",
        reason: `The ${side} has ${count(value.length)} characters; a card side holds at most ${count(MAX_TEXT)}.`,
      };
    }
  }
  const { cells: fields, format } = isHtml ? readHtmlCells(raw) : { cells: raw, format: "text" as const };

  const type = typed?.type ?? context.notetype?.type ?? (context.detectCloze && hasCloze(fields.front) ? "clozedel" : "qna");
  const typeName =
    typed?.type && typeCell
      ? typeCell.replace(/\s*\(html\)\s*$/i, "")
      : (context.notetype?.name ?? (type === "clozedel" ? "Cloze" : "Front and back"));
  if (fields.front.trim() === "") return { kind: "skipped", reason: "The front is empty." };
  if ((type === "qna" || type === "manual") && fields.back.trim() === "" && fields.extra.trim() === "") {
    return { kind: "skipped", reason: "The back is empty: a card needs a front and a back, or a gap like {{c1::answer}} in its front." };
  }
  const content = fieldsToContent(type, fields, format);
  if (typeof content === "string") return { kind: "skipped", reason: content };
  const parsed = ZNoteContentSchema.safeParse(content);
  if (!parsed.success) return { kind: "skipped", reason: parsed.error.issues.map((issue) => issue.message).join(" ") };

  const deckCell = ofRole("deck")[0];
  const sourceCell = ofRole("source")[0];
  const guid = context.guidColumn === null ? null : cleanGuid(values[context.guidColumn] ?? "").trim() || null;
  return {
    kind: "note",
    deck: deckCell === undefined ? null : readDeckCell(deckCell),
    type,
    typeName,
    content: parsed.data,
    format,
    source: sourceCell === undefined ? null : cleanSource(readSourceCell(sourceCell)),
    tags: cleanTags(ofRole("tags").flatMap((value) => value.split(/\s+/))),
    guid,
  };
}
