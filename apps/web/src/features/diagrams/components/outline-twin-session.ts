import type { TDiagramGraph } from "@mnemo/api-contract";
import { renameNode } from "@mnemo/diagrams";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useDiagramEditor } from "../hooks/use-diagram-editor.ts";
import { runOutlineEdit, type TOutlineEdit } from "./outline-twin-actions.ts";

/** What every outline list (tree, steps, events) shares: the editor, the chosen node, the label being typed, what was said. */
export type TOutlineSession = {
  graph: TDiagramGraph;
  readOnly: boolean;
  selectedId: string | null;
  /** Chooses a node; with `focus`, the outline moves keyboard focus to it once it is drawn. */
  select: (id: string, options?: { focus?: boolean }) => void;
  editingId: string | null;
  startEditing: (id: string) => void;
  /** Leaves the label field: with a label, the node is renamed; then focus goes back to it, or `then` adds the next node. */
  finishEditing: (id: string, label?: string, then?: TOutlineEdit) => void;
  runEdit: (id: string, edit: TOutlineEdit) => void;
  /** A change made outside the key map (a date, a relation confirmed): recorded for undo like any edit. */
  applyChange: (next: TDiagramGraph, message: string, selectedId?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The sentence for the live region. */
  announcement: string;
  announce: (message: string) => void;
  /** The element holding the outline's items (each with data-outline-id), where focus is moved. */
  containerRef: React.RefObject<HTMLDivElement | null>;
};

type TSessionOptions = {
  graph: TDiagramGraph;
  onChange: (graph: TDiagramGraph) => void;
  selectedId: string | null | undefined;
  onSelect: ((id: string) => void) | undefined;
  readOnly: boolean;
};

export function useOutlineSession({ graph, onChange, selectedId, onSelect, readOnly }: TSessionOptions): TOutlineSession {
  const editor = useDiagramEditor({ graph, onChange });
  const [ownSelected, setOwnSelected] = useState<string | null>(null);
  const selected = onSelect ? (selectedId ?? null) : ownSelected;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const pendingFocus = useRef<string | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);

  // The same sentence twice is still announced: a no-break space is added or taken away.
  const announce = useCallback((message: string) => setAnnouncement((last) => (last === message ? `${message}\u00a0` : message)), []);
  const select = useCallback(
    (id: string, options?: { focus?: boolean }) => {
      if (onSelect) onSelect(id);
      else setOwnSelected(id);
      if (options?.focus) pendingFocus.current = id;
    },
    [onSelect],
  );
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null || editingId !== null) return;
    pendingFocus.current = null;
    containerRef.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(id)}"]`)?.focus();
  });

  const runEdit = useCallback(
    (id: string, edit: TOutlineEdit) => {
      const result = runOutlineEdit(graph, id, edit);
      announce(result.message);
      if (result.refused) return;
      editor.apply(result.graph, { before: id, after: result.selectedId });
      select(result.selectedId, { focus: !result.isNew });
      if (result.isNew) setEditingId(result.selectedId);
    },
    [graph, editor, announce, select],
  );
  const applyChange = useCallback(
    (next: TDiagramGraph, message: string, nextSelected?: string) => {
      editor.apply(next, { before: selected, after: nextSelected ?? selected });
      announce(message);
      if (nextSelected !== undefined) select(nextSelected, { focus: true });
    },
    [editor, selected, announce, select],
  );
  const finishEditing = useCallback(
    (id: string, label?: string, then?: TOutlineEdit) => {
      setEditingId(null);
      pendingFocus.current = id;
      const renamed = label === undefined ? graph : renameNode(graph, id, label);
      if (renamed !== graph) editor.apply(renamed, { before: id, after: id });
      const name = `“${renamed.nodes.find((node) => node.id === id)?.label ?? ""}”`;
      if (!then) {
        if (renamed !== graph) announce(`Renamed to ${name}.`);
        return;
      }
      // Tab while typing: the label is kept and the next node is added from the renamed graph.
      const result = runOutlineEdit(renamed, id, then);
      announce(result.message);
      if (result.refused) return;
      editor.apply(result.graph, { before: id, after: result.selectedId });
      select(result.selectedId);
      setEditingId(result.selectedId);
    },
    [graph, editor, announce, select],
  );
  const step = useCallback(
    (which: "undo" | "redo") => {
      const state = which === "undo" ? editor.undo() : editor.redo();
      if (!state) return announce(which === "undo" ? "Nothing to undo." : "Nothing to redo.");
      announce(which === "undo" ? "Undone." : "Redone.");
      const target = state.selectedId ?? state.graph.root ?? state.graph.nodes[0]?.id;
      if (target !== undefined) select(target, { focus: true });
    },
    [editor, announce, select],
  );

  return {
    graph,
    readOnly,
    selectedId: selected,
    select,
    editingId,
    startEditing: setEditingId,
    finishEditing,
    runEdit,
    applyChange,
    undo: useCallback(() => step("undo"), [step]),
    redo: useCallback(() => step("redo"), [step]),
    canUndo: editor.canUndo,
    canRedo: editor.canRedo,
    announcement,
    announce,
    containerRef,
  };
}
