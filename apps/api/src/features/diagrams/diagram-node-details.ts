import type { TDiagramNode, TDiagramNodeDetails, TOutlineSpan } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import { sourceDocument, sourceDocumentSelect } from "../library/source-document.ts";
import type { TSection } from "../reading/document.ts";
import { storedGraph } from "./diagram-dto.ts";
import { diagramNotFound, diagramNotReady } from "./diagram-errors.ts";
import { findDiagram } from "./get-diagram.ts";
import { noteSource, plainFaces, type TNoteSource } from "./note-text.ts";

/** The most cards the panel lists for one node. */
const MAX_CARDS = 50;

/**
 * What the node panel shows: each of the node's spans with where it is
 * ("Page 4", "Slide 2") and its section's title, and the learner's cards
 * about the same passages (cards of the same source whose quote overlaps one
 * of the spans, and the cards the node was made from or names).
 */
export async function diagramNodeDetails(
  { userId, fileKey, nodeId }: { userId: string; fileKey: string; nodeId: string },
  db: DbOrTx,
): Promise<TDiagramNodeDetails> {
  const row = await findDiagram({ userId, fileKey }, db);
  const graph = storedGraph(row.graph);
  if (!graph) throw diagramNotReady();
  const node = graph.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) throw diagramNotFound();
  const sections = row.sourceId ? await sourceSections({ userId, sourceId: row.sourceId }, db) : null;
  const notes = await relatedNotes({ userId, sourceId: row.sourceId, node }, db);
  return {
    quotes: node.sources.map((span) => ({
      section_index: span.sectionIndex,
      start: span.start,
      end: span.end,
      quote: span.quote,
      ...(sections ? placeInSource(span, sections) : placeFromNotes(span, notes)),
    })),
    cards: notes.slice(0, MAX_CARDS).map((note) => ({
      note_id: note.id,
      group_id: note.groupId,
      group_title: note.group.title,
      ...plainFaces(note.content, note.format),
    })),
  };
}

async function sourceSections({ userId, sourceId }: { userId: string; sourceId: string }, db: DbOrTx) {
  const source = await db.source.findFirst({ where: { id: sourceId, userId }, select: sourceDocumentSelect });
  return source ? sourceDocument(source).sections : null;
}

const relatedNoteSelect = {
  id: true,
  groupId: true,
  content: true,
  format: true,
  source: true,
  group: { select: { title: true } },
} as const satisfies Prisma.NoteSelect;
type RelatedNote = Prisma.NoteGetPayload<{ select: typeof relatedNoteSelect }>;

/** The node's own cards first, then the source's cards whose quote overlaps one of its spans, in deck order. */
async function relatedNotes(
  { userId, sourceId, node }: { userId: string; sourceId: string | null; node: TDiagramNode },
  db: DbOrTx,
): Promise<RelatedNote[]> {
  const named = node.note_ids.length
    ? await db.note.findMany({ where: { userId, id: { in: node.note_ids.filter(isUuid) } }, select: relatedNoteSelect })
    : [];
  const fromSource =
    sourceId && node.sources.length
      ? await db.note.findMany({
          where: { userId, source: { path: ["sourceId"], equals: sourceId } },
          select: relatedNoteSelect,
          orderBy: [{ groupId: "asc" }, { position: "asc" }],
        })
      : [];
  const seen = new Set(named.map((note) => note.id));
  const overlapping = fromSource.filter((note) => {
    const source = noteSource(note.source);
    return !seen.has(note.id) && source !== null && node.sources.some((span) => overlaps(span, source));
  });
  return [...node.note_ids.flatMap((id) => named.filter((note) => note.id === id)), ...overlapping];
}

function overlaps(span: TOutlineSpan, source: TNoteSource): boolean {
  return (
    source.sectionIndex === span.sectionIndex &&
    source.start !== undefined &&
    source.end !== undefined &&
    source.start < span.end &&
    span.start < source.end
  );
}

function placeInSource(span: TOutlineSpan, sections: readonly TSection[]): { where: string; section_title: string | null } {
  const section = sections.find((candidate) => candidate.index === span.sectionIndex);
  return { where: placeLabel(section ?? {}, span.sectionIndex), section_title: section?.heading ?? null };
}

/** A deck's diagram has no source of its own: its spans are its cards', and the cards say where they are. */
function placeFromNotes(span: TOutlineSpan, notes: readonly RelatedNote[]): { where: string; section_title: string | null } {
  const source = notes.map((note) => noteSource(note.source)).find((candidate) => candidate !== null && overlaps(span, candidate));
  return { where: placeLabel(source ?? {}, span.sectionIndex), section_title: source?.heading ?? null };
}

function placeLabel(place: { page?: number | undefined; slide?: number | undefined }, sectionIndex: number): string {
  if (place.slide !== undefined) return `Slide ${place.slide}`;
  if (place.page !== undefined) return `Page ${place.page}`;
  return `Section ${sectionIndex + 1}`;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
