import { escapeHtml, type TDiagramNode, type TMadeDiagramCards, type TNoteContent } from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { diagramTree } from "@mnemo/diagrams";
import { sanitizeAnkiHtml } from "../../collection/note-html.ts";
import { appendDiagramNotes, assertOwnDeck, cardedNodes, lockDeck } from "./append-diagram-notes.ts";
import { drawDiagramCard, svgToPng } from "./diagram-card-picture.ts";
import { loadDiagramForCards, type TDiagramForCards } from "./load-diagram-for-cards.ts";
import { noteSource } from "./make-cards-from-branch.ts";

/** A media file as stored for the learner: the name notes refer to ("<sha256>.<ext>") and its row's fields. */
export type TStoredCardMedia = { storedName: string; hash: string; ext: string; mime: string; size: number };

/**
 * Where diagram cards keep their pictures: the learner's media files, as imported Anki media are kept (exchange's
 * media store, within the learner's media allowance).
 */
export type TCardMediaStore = {
  /** Writes the files (once per content) and answers each one's stored name; `rollback` removes what this call wrote. */
  store(input: { userId: string; files: { name: string; data: Uint8Array }[] }): Promise<{
    names: ReadonlyMap<string, TStoredCardMedia>;
    added: readonly TStoredCardMedia[];
    rollback(): Promise<void>;
  }>;
  /** In the saving transaction, after the media rows: the files are still stored (a removal may have crossed), else it throws. */
  confirm(hashes: readonly string[], tx: DbOrTx): Promise<void>;
};

/**
 * Diagram cards (docs/diagrams.md, "Diagram cards"): one card per node, the map around it with its label hidden
 * on the front and shown on the back. The pictures are SVGs drawn on the server by @mnemo/diagrams (the labels
 * are text) and a PNG of the whole picture for an Anki export's image occlusion; all are the learner's media
 * files. The note is an HTML note as an imported Anki note with pictures is, so the study screen shows it as
 * any card and FSRS schedules it. A node the deck has a diagram card of already is passed over.
 */
export async function makeDiagramCards(
  { userId, fileKey, nodeIds, groupId }: { userId: string; fileKey: string; nodeIds: readonly string[]; groupId: string },
  { db, media }: { db: Db; media: TCardMediaStore },
): Promise<TMadeDiagramCards> {
  const diagram = await loadDiagramForCards({ userId, fileKey, nodeIds }, db);
  await assertOwnDeck({ userId, groupId }, db);
  const had = await cardedNodes({ userId, groupId, fileKey, pictures: true }, db);
  const wanted = [...new Set(nodeIds)].filter((id) => !had.has(id));
  if (wanted.length === 0) return { created: 0, group_id: groupId };

  const drawn = await Promise.all(wanted.map((nodeId) => drawCard(diagram, nodeId)));
  const files = drawn.flatMap((card) => [
    { name: `${card.nodeId}-masked.svg`, data: utf8(card.masked) },
    { name: `${card.nodeId}-shown.svg`, data: utf8(card.shown) },
    ...(card.png ? [{ name: `${card.nodeId}-shown.png`, data: card.png }] : []),
  ]);
  const stored = await media.store({ userId, files });
  const nameOf = (name: string) => stored.names.get(name)!.storedName;
  try {
    return await db.$transaction(async (tx) => {
      await lockDeck({ userId, groupId }, tx);
      // Under the deck's lock: a second click that raced this one made them already.
      const now = await cardedNodes({ userId, groupId, fileKey, pictures: true }, tx);
      const notes = drawn
        .filter((card) => !now.has(card.nodeId))
        .map((card) => {
          const masked = nameOf(`${card.nodeId}-masked.svg`);
          const shown = nameOf(`${card.nodeId}-shown.svg`);
          const image = card.png ? nameOf(`${card.nodeId}-shown.png`) : shown;
          return {
            content: diagramCardContent({ title: diagram.graph.title, label: card.node.label, parent: card.parent, masked, shown }),
            format: "html" as const,
            source: noteSource({
              fileKey,
              node: card.node,
              document: null,
              sourceId: diagram.sourceId,
              picture: { image, label: card.node.label, box: card.box },
            }),
          };
        });
      if (stored.added.length > 0) {
        await tx.mediaFile.createMany({
          data: stored.added.map(({ hash, ext, mime, size }) => ({ userId, hash, ext, mime, size })),
          skipDuplicates: true,
        });
        await media.confirm(
          stored.added.map((file) => file.hash),
          tx,
        );
      }
      const ids = await appendDiagramNotes({ userId, groupId, notes }, tx);
      return { created: ids.length, group_id: groupId };
    });
  } catch (error) {
    await stored.rollback();
    throw error;
  }
}

type TDrawnCard = ReturnType<typeof drawDiagramCard> & {
  nodeId: string;
  node: TDiagramNode;
  parent: string | undefined;
  png: Uint8Array | null;
};

async function drawCard(diagram: TDiagramForCards, nodeId: string): Promise<TDrawnCard> {
  const tree = diagramTree(diagram.graph);
  const node = tree.byId.get(nodeId)!;
  const parentId = tree.parent.get(nodeId);
  const drawing = drawDiagramCard(diagram.graph, nodeId);
  return {
    ...drawing,
    nodeId,
    node,
    parent: parentId === undefined ? undefined : tree.byId.get(parentId)?.label,
    png: await svgToPng(drawing.shown),
  };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A diagram card's faces, as an HTML note's (the note HTML policy's tags: img with a media name, div, b): the front
 * asks for the hidden label under the picture with it hidden, the back names it above the picture with it shown.
 * The learner's labels are escaped; the whole passes the import sanitiser unchanged.
 */
export function diagramCardContent(input: {
  title: string;
  label: string;
  parent: string | undefined;
  masked: string;
  shown: string;
}): TNoteContent {
  const { title, label, parent, masked, shown } = input;
  const where = parent ? ` under “${escapeHtml(parent)}”` : "";
  const front = `<div><img src="${masked}" alt="${escapeHtml(title)}: a map with one label hidden"></div><div>Which label is hidden${where}?</div>`;
  const back = `<div><b>${escapeHtml(label)}</b></div><div><img src="${shown}" alt="${escapeHtml(title)}"></div>`;
  return { type: "manual", front: sanitizeAnkiHtml(front), back: sanitizeAnkiHtml(back) };
}
