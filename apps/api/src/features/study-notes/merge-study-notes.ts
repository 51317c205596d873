import type { TComposedBlock } from "./study-notes-blocks.ts";
import type { TStoredBlock } from "./stored-blocks.ts";

/**
 * Newly composed blocks over the stored ones, never losing an edit
 * (docs/study-notes.md, "Editing and regenerating"):
 * - a block the learner did not edit becomes what was composed now;
 * - an edited block keeps the learner's Markdown and the text it was edited
 *   from; it takes the newly composed text as `generated`, so it reads stale
 *   when that differs from what the learner started from;
 * - an edited block that is no longer composed (its part is gone) stays, with
 *   nothing generated (stale), after the nearest earlier block that is still
 *   there (else before the nearest later one, else at the end), so it keeps its
 *   place among its old neighbours;
 * - a block not edited and no longer composed goes.
 * The order is otherwise the composed one.
 */
export function mergeStudyNotes(stored: readonly TStoredBlock[], composed: readonly TComposedBlock[]): TStoredBlock[] {
  const storedByKey = new Map(stored.map((block) => [block.key, block]));
  const merged: TStoredBlock[] = composed.map((block) => {
    const old = storedByKey.get(block.key);
    const edit = old && old.edited !== null ? { edited: old.edited, editedFrom: old.editedFrom } : { edited: null, editedFrom: null };
    return { key: block.key, kind: block.kind, title: block.title, generated: block.markdown, ...edit };
  });
  const composedKeys = new Set(composed.map((block) => block.key));
  stored.forEach((block, at) => {
    if (composedKeys.has(block.key) || block.edited === null) return;
    const kept: TStoredBlock = { ...block, generated: null };
    const position = (key: string) => merged.findIndex((candidate) => candidate.key === key);
    const before = stored
      .slice(0, at)
      .reverse()
      .find((neighbour) => position(neighbour.key) >= 0);
    if (before) {
      merged.splice(position(before.key) + 1, 0, kept);
      return;
    }
    const after = stored.slice(at + 1).find((neighbour) => position(neighbour.key) >= 0);
    if (after) merged.splice(position(after.key), 0, kept);
    else merged.push(kept);
  });
  return merged;
}
