import { Text } from "@mantine/core";
import { diagramTree, type TDiagramTree } from "@mnemo/diagrams";
import { startTransition, useEffect, useMemo, useState, type MouseEvent } from "react";
import { memoByValue } from "../utils/memo-by-value.ts";
import classes from "./outline-twin.module.css";
import { OutlineLabelInput } from "./outline-twin-label-input.tsx";
import { useOutlineKeyHandler } from "./outline-twin-key-handler.ts";
import { treeRows, type TTreeRow } from "./outline-twin-keys.ts";
import type { TOutlineSession } from "./outline-twin-session.ts";

type OutlineTreeProps = {
  session: TOutlineSession;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  masked?: ReadonlySet<string> | undefined;
  label: string;
  describedBy: string;
};

/** The nearest row the tree shows for a node: itself, else its closest shown ancestor (a collapsed branch hides it). */
function shownRow(rows: readonly TTreeRow[], tree: TDiagramTree, id: string | null): string | undefined {
  const shown = new Set(rows.map((row) => row.id));
  for (let at: string | undefined = id ?? undefined; at !== undefined; at = tree.parent.get(at)) if (shown.has(at)) return at;
  return rows[0]?.id;
}

/** Rows in the page's first render; the rest follow in a transition, after the drawing is painted. */
const FIRST_ROWS = 40;

/**
 * A mind map or concept map as a WAI-ARIA tree: one tab stop (the chosen
 * node, roving tabindex), arrows move and open, Home and End, type-ahead; and
 * the editing keys of outline-twin-keys.ts (outline-twin-key-handler.ts).
 */
export function OutlineTree({ session, collapsed, onToggle, masked, label, describedBy }: OutlineTreeProps) {
  const { graph, editingId } = session;
  const tree = useMemo(() => diagramTree(graph), [graph]);
  const rows = useMemo(() => treeRows(graph, collapsed), [graph, collapsed]);
  const activeId = shownRow(rows, tree, session.selectedId);
  const nameOf = (id: string) => (masked?.has(id) ? "Hidden label" : (tree.byId.get(id)?.label ?? id));
  const onKeyDown = useOutlineKeyHandler({ session, mode: "tree", rows, onToggle, nameOf });
  // A big outline's first render holds its first rows (and the chosen one); the others come just after, without holding up the drawing.
  const [isComplete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);
  const drawn = isComplete ? rows : rows.slice(0, Math.max(FIRST_ROWS, rows.findIndex((row) => row.id === activeId) + 1));

  return (
    <ul role="tree" aria-label={label} aria-describedby={describedBy} className={classes.tree} onKeyDown={onKeyDown}>
      {drawn.map((row) => (
        <OutlineTreeItem
          key={row.id}
          row={row}
          name={nameOf(row.id)}
          isMasked={masked?.has(row.id) ?? false}
          isActive={row.id === activeId}
          isEditing={row.id === editingId}
          childCount={tree.children.get(row.id)?.length ?? 0}
          select={session.select}
          finishEditing={session.finishEditing}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}

type OutlineTreeItemProps = {
  row: TTreeRow;
  name: string;
  isMasked: boolean;
  isActive: boolean;
  isEditing: boolean;
  childCount: number;
  select: TOutlineSession["select"];
  finishEditing: TOutlineSession["finishEditing"];
  onToggle: (id: string) => void;
};

/**
 * One treeitem. The tree is flat (every item a child of the tree, its place said
 * by aria-level, aria-setsize and aria-posinset), so an item's name is its own
 * label, not its branch's text. Redrawn only when its props change (its row
 * compared by value: every change of the tree makes new row objects).
 */
const OutlineTreeItem = memoByValue(function OutlineTreeItem({
  row,
  name,
  isMasked,
  isActive,
  isEditing,
  childCount,
  select,
  finishEditing,
  onToggle,
}: OutlineTreeItemProps) {
  const { id } = row;
  const choose = (event: MouseEvent) => {
    event.stopPropagation();
    select(id, { focus: true });
  };
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle(id);
  };
  return (
    <li
      role="treeitem"
      data-outline-id={id}
      aria-level={row.level}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={row.hasChildren ? row.isExpanded : undefined}
      aria-selected={isActive}
      tabIndex={isActive ? 0 : -1}
      className={classes.item}
      data-selected={isActive || undefined}
      style={{ paddingInlineStart: `calc(${row.level - 1} * var(--outline-indent))` }}
      onClick={choose}
    >
      <span className={classes.twisty} aria-hidden="true" onClick={row.hasChildren ? toggle : undefined}>
        {row.hasChildren ? (row.isExpanded ? "▾" : "▸") : "•"}
      </span>
      {isEditing ? (
        <OutlineLabelInput
          initial={row.label}
          label="Name of the node"
          onCommit={(value) => finishEditing(id, value)}
          onCancel={() => finishEditing(id)}
          onTab={(value) => finishEditing(id, value, { type: "add-child" })}
        />
      ) : (
        <span className={isMasked ? classes.maskedLabel : classes.label}>{name}</span>
      )}
      {row.hasChildren && !row.isExpanded ? (
        <Text span size="xs" c="dimmed" aria-hidden="true">
          +{childCount}
        </Text>
      ) : null}
    </li>
  );
}, "row");
