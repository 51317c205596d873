/**
 * Whether a note's stored source says it was made from a diagram (a diagram card, or a card from a branch), by the
 * mark's shape alone. No schema here: the card badge is in the first load of `/`, which keeps zod out
 * (bench:web); `diagramNoteMark` (diagram-cards.ts) is the checked reading.
 */
export function isDiagramNoteSource(source: unknown): boolean {
  if (!source || typeof source !== "object" || !("diagram" in source)) return false;
  const mark = (source as { diagram: unknown }).diagram;
  if (!mark || typeof mark !== "object") return false;
  const { fileKey, nodeId } = mark as { fileKey?: unknown; nodeId?: unknown };
  return typeof fileKey === "string" && fileKey.length > 0 && typeof nodeId === "string" && nodeId.length > 0;
}
