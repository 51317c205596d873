import { Text } from "@mantine/core";
import { diagramTree, type TDiagramTree } from "@mnemo/diagrams";
import { useMemo, type MouseEvent } from "react";
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

  return (
    <ul role="tree" aria-label={label} aria-describedby={describedBy} className={classes.tree} onKeyDown={onKeyDown}>
      {rows.map((row) => (
        <OutlineTreeItem
          key={row.id}
          row={row}
          name={nameOf(row.id)}
          isMasked={masked?.has(row.id) ?? false}
          isActive={row.id === activeId}
          isEditing={row.id === editingId}
          childCount={tree.children.get(row.id)?.length ?? 0}
          session={session}
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
  session: Pick<TOutlineSession, "select" | "finishEditing">;
  onToggle: (id: string) => void;
};

/**
 * One treeitem. The tree is flat (every item a child of the tree, its place said
 * by aria-level, aria-setsize and aria-posinset), so an item's name is its own
 * label, not its branch's text.
 */
function OutlineTreeItem({ row, name, isMasked, isActive, isEditing, childCount, session, onToggle }: OutlineTreeItemProps) {
  const { id } = row;
  const choose = (event: MouseEvent) => {
    event.stopPropagation();
    session.select(id, { focus: true });
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
          onCommit={(value) => session.finishEditing(id, value)}
          onCancel={() => session.finishEditing(id)}
          onTab={(value) => session.finishEditing(id, value, { type: "add-child" })}
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
}
