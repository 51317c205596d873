import { ZOutlineSchema, type TOutline } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { sourceDocument, sourceDocumentSelect, type SourceDocumentRow } from "./source-document.ts";

export type TSourceWithOutline = { source: SourceDocumentRow & { id: string }; outline: TOutline };

/**
 * A learner's source with its outline: the stored one when the analyser that
 * made it is the one asked for, else a new one, stored for next time (an
 * outline is rebuilt when its analyser improves: docs/sources.md). Null when
 * the source is not the learner's.
 */
export async function loadSourceOutline(
  { userId, sourceId, analyser, signal }: { userId: string; sourceId: string; analyser: OutlineAnalyser; signal?: AbortSignal },
  db: DbOrTx,
): Promise<TSourceWithOutline | null> {
  const row = await db.source.findFirst({
    where: { id: sourceId, userId },
    select: { id: true, ...sourceDocumentSelect, outline: true },
  });
  if (!row) return null;
  const { outline: stored, ...source } = row;
  const parsed = ZOutlineSchema.safeParse(stored);
  if (parsed.success && parsed.data.analyser === analyser.name) return { source, outline: parsed.data };
  const { outline } = await analyser.analyse(sourceDocument(source), { signal });
  await storeSourceOutline({ sourceId, outline }, db);
  return { source, outline };
}

/** Keeps an outline with its source (a source deleted meanwhile keeps nothing). */
export async function storeSourceOutline({ sourceId, outline }: { sourceId: string; outline: TOutline }, db: DbOrTx): Promise<void> {
  await db.source.updateMany({ where: { id: sourceId }, data: { outline: outline as unknown as Prisma.InputJsonValue } });
}
