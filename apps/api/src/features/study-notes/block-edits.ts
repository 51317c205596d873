import type { TStoredBlock } from "./stored-blocks.ts";

/**
 * The learner's edit of one block; null when no block has that key. The edit
 * remembers what was generated when it was made (stale is measured from
 * there), so saving an edit after seeing a stale notice clears it. Markdown
 * equal to what was generated is no edit: the block follows regenerations
 * again.
 */
export function editStoredBlock(blocks: readonly TStoredBlock[], key: string, markdown: string): TStoredBlock[] | null {
  if (!blocks.some((block) => block.key === key)) return null;
  return blocks.map((block) => {
    if (block.key !== key) return block;
    if (block.generated !== null && markdown === block.generated) return { ...block, edited: null, editedFrom: null };
    return { ...block, edited: markdown, editedFrom: block.generated };
  });
}

/**
 * Drops the learner's edit of one block: it shows what was generated again. A
 * block kept only for its edit (regeneration no longer makes it) goes with
 * it. Null when no block has that key.
 */
export function resetStoredBlock(blocks: readonly TStoredBlock[], key: string): TStoredBlock[] | null {
  if (!blocks.some((block) => block.key === key)) return null;
  return blocks.flatMap((block) => {
    if (block.key !== key) return [block];
    return block.generated === null ? [] : [{ ...block, edited: null, editedFrom: null }];
  });
}
