/*
 * Undo and redo for the diagram editor: the states before and after the one
 * shown, each a whole value (a graph and its selection are small, and sharing
 * unchanged nodes between states keeps them cheap). Bounded: the oldest state
 * is dropped past `limit`.
 */

export const DIAGRAM_HISTORY_LIMIT = 100;

export type TEditHistory<T> = { past: T[]; present: T; future: T[]; limit: number };

export function createEditHistory<T>(present: T, limit: number = DIAGRAM_HISTORY_LIMIT): TEditHistory<T> {
  return { past: [], present, future: [], limit: Math.max(1, Math.floor(limit)) };
}

/** An edit: what was shown can be undone back to; what was undone cannot be redone any more. */
export function recordEdit<T>(history: TEditHistory<T>, next: T): TEditHistory<T> {
  const past = [...history.past, history.present];
  return { ...history, past: past.length > history.limit ? past.slice(past.length - history.limit) : past, present: next, future: [] };
}

/** A change that is not an edit of its own (collapsing a branch): it replaces what is shown. */
export function replacePresent<T>(history: TEditHistory<T>, next: T): TEditHistory<T> {
  return { ...history, present: next };
}

export function canUndo(history: TEditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: TEditHistory<unknown>): boolean {
  return history.future.length > 0;
}

/** One step back; the same history when there is nothing to undo. */
export function undoEdit<T>(history: TEditHistory<T>): TEditHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] };
}

/** One step forward again; the same history when there is nothing to redo. */
export function redoEdit<T>(history: TEditHistory<T>): TEditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present: next as T, future };
}
