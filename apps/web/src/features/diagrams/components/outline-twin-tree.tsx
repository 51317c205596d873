import { Text } from "@mantine/core";
import { diagramTree, outlineTops, type TDiagramTree } from "@mnemo/diagrams";
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
  /** Unique on the page (useId): the labels' element ids start with it. */
  idPrefix: string;
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
export function OutlineTree({ session, collapsed, onToggle, masked, label, describedBy, idPrefix }: OutlineTreeProps) {
  const { graph, editingId } = session;
  const tree = useMemo(() => diagramTree(graph), [graph]);
  const rows = useMemo(() => treeRows(graph, collapsed), [graph, collapsed]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const activeId = shownRow(rows, tree, session.selectedId);
  const nameOf = (id: string) => (masked?.has(id) ? "Hidden label" : (tree.byId.get(id)?.label ?? id));
  const onKeyDown = useOutlineKeyHandler({ session, mode: "tree", rows, onToggle, nameOf });

  const renderItem = (id: string): React.ReactNode => {
    const row = byId.get(id);
    if (!row) return null;
    const labelId = `${idPrefix}-label-${id}`;
    const kids = row.isExpanded ? (tree.children.get(id) ?? []) : [];
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
        key={id}
        role="treeitem"
        data-outline-id={id}
        aria-level={row.level}
        aria-setsize={row.setSize}
        aria-posinset={row.posInSet}
        aria-expanded={row.hasChildren ? row.isExpanded : undefined}
        aria-selected={id === activeId}
        aria-labelledby={labelId}
        tabIndex={id === activeId ? 0 : -1}
        className={classes.item}
        onClick={choose}
      >
        <div className={classes.row} data-selected={id === activeId || undefined}>
          <span className={classes.twisty} aria-hidden="true" onClick={row.hasChildren ? toggle : undefined}>
            {row.hasChildren ? (row.isExpanded ? "▾" : "▸") : "•"}
          </span>
          {editingId === id ? (
            <OutlineLabelInput
              initial={tree.byId.get(id)?.label ?? ""}
              label="Name of the node"
              onCommit={(value) => session.finishEditing(id, value)}
              onCancel={() => session.finishEditing(id)}
              onTab={(value) => session.finishEditing(id, value, { type: "add-child" })}
            />
          ) : (
            <span id={labelId} className={masked?.has(id) ? classes.maskedLabel : classes.label}>
              {nameOf(id)}
            </span>
          )}
          {row.hasChildren && !row.isExpanded ? (
            <Text span size="xs" c="dimmed" aria-hidden="true">
              +{tree.children.get(id)?.length ?? 0}
            </Text>
          ) : null}
        </div>
        {kids.length > 0 ? (
          <ul role="group" className={classes.group}>
            {kids.map(renderItem)}
          </ul>
        ) : null}
      </li>
    );
  };

  return (
    <ul role="tree" aria-label={label} aria-describedby={describedBy} className={classes.tree} onKeyDown={onKeyDown}>
      {outlineTops(graph, tree).map(renderItem)}
    </ul>
  );
}
