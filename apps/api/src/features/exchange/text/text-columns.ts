import type { TTextColumnRole } from "@mnemo/api-contract";
import type { TAnkiTextHeaders } from "./anki-text-headers.ts";

/**
 * What each column of a text file becomes (docs/exchange.md, "Text files"):
 * named by a header row or Anki's `#columns:` line, placed by Anki's
 * `#… column:N` lines, or by position (the first column the front, the
 * second the back, the third extra text for the back). The import options
 * override them all.
 */

const ROLE_NAMES: Record<string, TTextColumnRole> = {
  front: "front",
  question: "front",
  term: "front",
  word: "front",
  prompt: "front",
  text: "front",
  back: "back",
  answer: "back",
  definition: "back",
  meaning: "back",
  translation: "back",
  extra: "extra",
  "back extra": "extra",
  explanation: "extra",
  notes: "extra",
  tags: "tags",
  tag: "tags",
  deck: "deck",
  type: "type",
  "card type": "type",
  "note type": "type",
  notetype: "type",
  source: "source",
  guid: "ignore",
  id: "ignore",
};

/** The role a column name stands for, or null for a name Mnemo does not know. */
export function roleOfName(name: string): TTextColumnRole | null {
  return ROLE_NAMES[name.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;
}

/** A first row that names columns: at least two of its cells (or its only cell) are names Mnemo knows. */
export function isHeaderRow(cells: readonly string[]): boolean {
  const known = cells.filter((cell) => roleOfName(cell) !== null).length;
  return known >= Math.min(2, cells.length) && cells.every((cell) => cell.length <= 40);
}

const POSITIONS: TTextColumnRole[] = ["front", "back", "extra"];

/**
 * Roles for `width` columns: those `named` (null: unnamed or unknown) first,
 * then the front and the back by position among the rest, then `rest` for the
 * others (extra for Anki's further fields, ignore for unknown header names).
 */
export function fillRoles(named: readonly (TTextColumnRole | null)[], width: number, rest: TTextColumnRole): TTextColumnRole[] {
  const roles: (TTextColumnRole | null)[] = Array.from({ length: width }, (_, index) => named[index] ?? null);
  const open = POSITIONS.filter((role) => !roles.includes(role) && role !== "extra");
  return roles.map((role) => role ?? open.shift() ?? rest);
}

/** Roles by position alone: front, back, extra, then nothing. */
export function positionalRoles(width: number): TTextColumnRole[] {
  return Array.from({ length: width }, (_, index) => POSITIONS[index] ?? "ignore");
}

/** Roles Anki's header lines give (names from `#columns:`, places from `#… column:N`), the rest its note fields in order. */
export function ankiRoles(headers: TAnkiTextHeaders, labels: readonly string[] | null, width: number): TTextColumnRole[] {
  const named: (TTextColumnRole | null)[] = Array.from({ length: width }, (_, index) =>
    labels?.[index] ? roleOfName(labels[index]) : null,
  );
  const place = (column: number | undefined, role: TTextColumnRole) => {
    if (column !== undefined && column <= width) named[column - 1] = role;
  };
  place(headers.guidColumn, "ignore");
  place(headers.notetypeColumn, "type");
  place(headers.deckColumn, "deck");
  place(headers.tagsColumn, "tags");
  return fillRoles(named, width, "extra");
}
