import { useRef, type KeyboardEvent } from "react";
import { outlineKeyAction, treeNavigation, typeAheadTarget, type TTreeRow } from "./outline-twin-keys.ts";
import type { TOutlineSession } from "./outline-twin-session.ts";

const TYPE_AHEAD_PAUSE_MS = 600;

type TKeyHandlerOptions = {
  session: TOutlineSession;
  mode: "tree" | "list";
  /** The items shown, in order (a list's rows are all level 1). */
  rows: readonly TTreeRow[];
  /** Opens or closes a tree node; lists have none. */
  onToggle?: ((id: string) => void) | undefined;
  /** The name type-ahead matches (a hidden label matches nothing of it). */
  nameOf: (id: string) => string;
};

/**
 * The outline's keys, handled once on the element around its items for
 * whichever item has focus (each item carries data-outline-id; a field or a
 * button inside an item keeps its own keys).
 */
export function useOutlineKeyHandler({ session, mode, rows, onToggle, nameOf }: TKeyHandlerOptions) {
  const tabLeaves = useRef(false);
  const typed = useRef({ text: "", at: 0 });
  return (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).dataset.outlineId;
    if (id === undefined) return;
    const action = outlineKeyAction(event, { mode, readOnly: session.readOnly, tabLeaves: tabLeaves.current });
    tabLeaves.current = action?.type === "escape";
    if (!action) return;
    if (action.type === "escape") {
      if (mode === "tree") session.announce("Press Tab to leave the outline.");
      return;
    }
    event.preventDefault();
    switch (action.type) {
      case "previous":
      case "next":
      case "first":
      case "last":
      case "right":
      case "left": {
        const move = treeNavigation(rows, id, action.type);
        if (!move) return;
        if ("focus" in move) session.select(move.focus, { focus: true });
        else onToggle?.("expand" in move ? move.expand : move.collapse);
        return;
      }
      case "type-ahead": {
        const fresh = event.timeStamp - typed.current.at > TYPE_AHEAD_PAUSE_MS;
        typed.current = { text: fresh ? action.char : typed.current.text + action.char, at: event.timeStamp };
        const target = typeAheadTarget(
          rows.map((row) => ({ id: row.id, label: nameOf(row.id) })),
          id,
          typed.current.text,
        );
        if (target) session.select(target, { focus: true });
        return;
      }
      case "rename":
        return session.startEditing(id);
      case "undo":
        return session.undo();
      case "redo":
        return session.redo();
      case "move":
        return session.runEdit(id, action);
      default:
        return session.runEdit(id, { type: action.type });
    }
  };
}

/** A flat list's rows for the key handler: every item at level 1. */
export function listRows(items: readonly { id: string; label: string }[]): TTreeRow[] {
  return items.map((item, index) => ({
    id: item.id,
    label: item.label,
    level: 1,
    setSize: items.length,
    posInSet: index + 1,
    parentId: undefined,
    hasChildren: false,
    isExpanded: false,
  }));
}
