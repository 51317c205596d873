import { TEXT_COLUMN_ROLES, TEXT_SEPARATORS, type TTextColumnRole, type TTextSeparator } from "@mnemo/api-contract";

/** The separators a text import offers, by name, and the character each stands for. */
export const SEPARATOR_LABELS: Record<TTextSeparator, string> = {
  tab: "Tab",
  comma: "Comma (,)",
  semicolon: "Semicolon (;)",
  pipe: "Pipe (|)",
  colon: "Colon (:)",
  space: "Space",
};
const SEPARATOR_CHARACTERS: Record<TTextSeparator, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", colon: ":", space: " " };

/** The separator select's value for another single character. */
export const CUSTOM_SEPARATOR = "custom";

/**
 * The separator select's value and the custom character for what the preview
 * says it used, by name ("tab") or as the character itself ("\t").
 */
export function separatorChoice(separator: string): { choice: TTextSeparator | typeof CUSTOM_SEPARATOR; custom: string } {
  if ((TEXT_SEPARATORS as readonly string[]).includes(separator)) return { choice: separator as TTextSeparator, custom: "" };
  const named = TEXT_SEPARATORS.find((name) => SEPARATOR_CHARACTERS[name] === separator);
  return named ? { choice: named, custom: "" } : { choice: CUSTOM_SEPARATOR, custom: separator };
}

/** Why a typed separator cannot be used, or null (the contract allows one character other than a quote or a line break). */
export function customSeparatorProblem(value: string): string | null {
  if ([...value].length !== 1) return "Type one character, such as ~ or #.";
  if (value === '"' || value === "\r" || value === "\n") return "A quote or a line break cannot separate fields; choose another character.";
  return null;
}

export const COLUMN_ROLE_LABELS: Record<TTextColumnRole, string> = {
  front: "Front",
  back: "Back",
  extra: "Extra (on the back)",
  tags: "Tags",
  deck: "Deck",
  type: "Card type",
  source: "Source",
  ignore: "Ignore",
};

/** Roles one column at most may have; extra, tags and ignore may repeat. */
const SINGLE_ROLES = new Set<TTextColumnRole>(["front", "back", "deck", "type", "source"]);

/** The select's options, in the contract's order. */
export const COLUMN_ROLE_OPTIONS = TEXT_COLUMN_ROLES.map((role) => ({ value: role, label: COLUMN_ROLE_LABELS[role] }));

/**
 * A role per column of the widest row: the preview's roles, then front and
 * back for the first two if the preview gave none, and "ignore" for the rest.
 */
export function columnRoles(columns: readonly TTextColumnRole[], rows: readonly (readonly string[])[]): TTextColumnRole[] {
  const width = Math.max(columns.length, ...rows.map((row) => row.length));
  const fallback: TTextColumnRole[] = ["front", "back"];
  return Array.from({ length: width }, (_, index) => columns[index] ?? (columns.length === 0 ? fallback[index] : undefined) ?? "ignore");
}

/** The columns with one changed; a role only one column may have moves off the column that had it (which is then ignored). */
export function withColumnRole(columns: readonly TTextColumnRole[], index: number, role: TTextColumnRole): TTextColumnRole[] {
  return columns.map((current, at) => {
    if (at === index) return role;
    return SINGLE_ROLES.has(role) && current === role ? "ignore" : current;
  });
}

/** What the mapping lacks for an import to make cards, or null. */
export function columnRolesProblem(columns: readonly TTextColumnRole[]): string | null {
  return columns.includes("front") ? null : "Choose which column is the front of the card.";
}
