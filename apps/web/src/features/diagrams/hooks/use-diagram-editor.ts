import type { TDiagramGraph } from "@mnemo/api-contract";
import { canRedo, canUndo, createEditHistory, recordEdit, redoEdit, undoEdit, type TEditHistory } from "@mnemo/diagrams";
import { useCallback, useReducer, useRef } from "react";

/** A state the editor can go back to: the graph and the node chosen in it. */
export type TEditorState = { graph: TDiagramGraph; selectedId: string | null };

export type TDiagramEditor = {
  graph: TDiagramGraph;
  /** An edit: recorded for undo, then handed to `onChange` (which saves it, debounced, in the viewer). */
  apply: (next: TDiagramGraph, selection: { before: string | null; after: string | null }) => void;
  /** Back one edit; answers the state shown now, or null when there was nothing to undo. */
  undo: () => TEditorState | null;
  redo: () => TEditorState | null;
  canUndo: boolean;
  canRedo: boolean;
};

/**
 * The outline's editor over a graph its parent holds: every edit is recorded
 * (at most DIAGRAM_HISTORY_LIMIT steps back) before it goes to `onChange`, so
 * Ctrl+Z and Ctrl+Y walk back and forth; the parent's save callback (debounced
 * there) sees every state, undone ones included. A change the parent makes
 * itself (the node panel's, a reload) is recorded as an edit of its own.
 */
export function useDiagramEditor({ graph, onChange }: { graph: TDiagramGraph; onChange: (graph: TDiagramGraph) => void }): TDiagramEditor {
  const history = useRef<TEditHistory<TEditorState>>(createEditHistory({ graph, selectedId: null }));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Idempotent, so a second render (React's strict mode) records nothing more.
  if (history.current.present.graph !== graph)
    history.current = recordEdit(history.current, { graph, selectedId: history.current.present.selectedId });

  const apply = useCallback<TDiagramEditor["apply"]>(
    (next, selection) => {
      const current = history.current;
      if (next === current.present.graph) return;
      const before = { ...current, present: { ...current.present, selectedId: selection.before } };
      history.current = recordEdit(before, { graph: next, selectedId: selection.after });
      onChange(next);
      rerender();
    },
    [onChange],
  );
  const step = useCallback(
    (move: typeof undoEdit) => {
      const moved = move(history.current);
      if (moved === history.current) return null;
      history.current = moved;
      onChange(moved.present.graph);
      rerender();
      return moved.present;
    },
    [onChange],
  );
  const undo = useCallback(() => step(undoEdit), [step]);
  const redo = useCallback(() => step(redoEdit), [step]);
  return { graph, apply, undo, redo, canUndo: canUndo(history.current), canRedo: canRedo(history.current) };
}
