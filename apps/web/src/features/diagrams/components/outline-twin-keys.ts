import type { TDiagramGraph } from "@mnemo/api-contract";
import { diagramTree, outlineTops } from "@mnemo/diagrams";

/*
 * The outline's keyboard, as data: which rows a tree shows, what each key
 * asks for, where focus goes. The components only carry it out.
 */

/** A row of the outline tree, with what aria-level, aria-setsize, aria-posinset and aria-expanded say. */
export type TTreeRow = {
  id: string;
  label: string;
  /** 1 for the top. */
  level: number;
  setSize: number;
  posInSet: number;
  parentId: string | undefined;
  hasChildren: boolean;
  isExpanded: boolean;
};

/** The rows a tree shows, depth first: a collapsed node's branch is not among them. */
export function treeRows(graph: TDiagramGraph, collapsed: ReadonlySet<string>): TTreeRow[] {
  const tree = diagramTree(graph);
  const rows: TTreeRow[] = [];
  const seen = new Set<string>();
  const visit = (ids: string[], level: number, parentId: string | undefined) => {
    ids.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const kids = tree.children.get(id) ?? [];
      const isExpanded = kids.length > 0 && !collapsed.has(id);
      rows.push({
        id,
        label: tree.byId.get(id)?.label ?? id,
        level,
        setSize: ids.length,
        posInSet: index + 1,
        parentId,
        hasChildren: kids.length > 0,
        isExpanded,
      });
      if (isExpanded) visit(kids, level + 1, id);
    });
  };
  visit(outlineTops(graph, tree), 1, undefined);
  return rows;
}

export type TOutlineAction =
  | { type: "previous" | "next" | "first" | "last" | "right" | "left" }
  | { type: "add-sibling" | "add-child" | "rename" | "delete" | "undo" | "redo" | "escape" }
  | { type: "move"; direction: "up" | "down" | "indent" | "outdent" }
  | { type: "type-ahead"; char: string };

type TKeyEvent = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };

/**
 * What a key on a focused item asks for. `tree` (mind and concept maps) has
 * levels: ArrowRight/Left open and close, Tab adds a child, Alt+ArrowRight/Left
 * indent and outdent; `list` (flowcharts, timelines) has none, and Tab moves
 * on as usual. Read-only outlines only move and open. `tabLeaves` is set by
 * Escape: the next Tab leaves the outline instead of adding a child.
 */
export function outlineKeyAction(
  event: TKeyEvent,
  options: { mode: "tree" | "list"; readOnly: boolean; tabLeaves: boolean },
): TOutlineAction | null {
  const { mode, readOnly } = options;
  const command = event.ctrlKey || event.metaKey;
  const edit = <T extends TOutlineAction>(action: T): T | null => (readOnly ? null : action);
  if (command && !event.altKey) {
    const key = event.key.toLowerCase();
    if (key === "z") return edit({ type: event.shiftKey ? "redo" : "undo" });
    if (key === "y") return edit({ type: "redo" });
    return null;
  }
  if (event.altKey) {
    if (event.key === "ArrowUp") return edit({ type: "move", direction: "up" });
    if (event.key === "ArrowDown") return edit({ type: "move", direction: "down" });
    if (mode === "tree" && event.key === "ArrowRight") return edit({ type: "move", direction: "indent" });
    if (mode === "tree" && event.key === "ArrowLeft") return edit({ type: "move", direction: "outdent" });
    return null;
  }
  switch (event.key) {
    case "ArrowUp":
      return { type: "previous" };
    case "ArrowDown":
      return { type: "next" };
    case "Home":
      return { type: "first" };
    case "End":
      return { type: "last" };
    case "ArrowRight":
      return mode === "tree" ? { type: "right" } : null;
    case "ArrowLeft":
      return mode === "tree" ? { type: "left" } : null;
    case "Enter":
      return edit({ type: "add-sibling" });
    case "Tab":
      return mode === "tree" && !event.shiftKey && !options.tabLeaves ? edit({ type: "add-child" }) : null;
    case "F2":
      return edit({ type: "rename" });
    case "Delete":
    case "Backspace":
      return edit({ type: "delete" });
    case "Escape":
      return { type: "escape" };
    default:
      return event.key.length === 1 && event.key !== " " ? { type: "type-ahead", char: event.key } : null;
  }
}

/** Where focus goes, or which node opens or closes, for a move in the tree (WAI-ARIA tree view pattern). */
export function treeNavigation(
  rows: readonly TTreeRow[],
  currentId: string,
  type: "previous" | "next" | "first" | "last" | "right" | "left",
): { focus: string } | { expand: string } | { collapse: string } | null {
  const index = rows.findIndex((row) => row.id === currentId);
  const row = rows[index];
  if (!row) return rows[0] ? { focus: rows[0].id } : null;
  const focus = (target: TTreeRow | undefined) => (target && target.id !== currentId ? { focus: target.id } : null);
  switch (type) {
    case "previous":
      return focus(rows[index - 1]);
    case "next":
      return focus(rows[index + 1]);
    case "first":
      return focus(rows[0]);
    case "last":
      return focus(rows.at(-1));
    case "right":
      if (row.hasChildren && !row.isExpanded) return { expand: row.id };
      return row.isExpanded ? focus(rows[index + 1]) : null;
    case "left":
      if (row.isExpanded) return { collapse: row.id };
      return row.parentId === undefined ? null : { focus: row.parentId };
  }
}

/**
 * Type-ahead: the next item after the current one (wrapping) whose label
 * starts with what was typed; the same letter typed again goes on to the next.
 */
export function typeAheadTarget(items: readonly { id: string; label: string }[], currentId: string, typed: string): string | undefined {
  const query = typed.toLocaleLowerCase();
  if (query === "") return undefined;
  const sameLetter = [...query].every((char) => char === query[0]);
  const start = items.findIndex((item) => item.id === currentId);
  // A longer query may still match the current item; one letter moves on.
  const from = query.length > 1 && !sameLetter ? start : start + 1;
  for (let step = 0; step < items.length; step += 1) {
    const item = items[(from + step + items.length) % items.length];
    if (!item) continue;
    const label = item.label.toLocaleLowerCase();
    if (label.startsWith(query) || (sameLetter && label.startsWith(query[0] as string))) return item.id;
  }
  return undefined;
}
