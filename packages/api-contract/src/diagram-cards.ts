import { z } from "zod";
import { ZIdSchema } from "./notes.ts";
import { ZOutlineSpanSchema } from "./outline.ts";

/**
 * Cards made from a diagram (docs/diagrams.md, "Studying a diagram"): cards from a node's branch, and diagram
 * cards (the map with one label hidden). Both keep, in the note's source, which diagram and node they came from.
 */

/** The most diagram cards one call makes (a recall session's missed nodes). */
export const DIAGRAM_CARDS_MAX = 50;

const ZFileKey = z.string({ error: "fileKey must be a diagram's key." }).min(1).max(64);
const ZNodeId = z.string({ error: "nodeId must be a node's id." }).min(1).max(40);

export const ZMakeBranchCardsInput = z.object({ fileKey: ZFileKey, nodeId: ZNodeId, groupId: ZIdSchema });
export type TMakeBranchCardsInput = z.infer<typeof ZMakeBranchCardsInput>;

export const ZMakeDiagramCardsInput = z.object({
  fileKey: ZFileKey,
  nodeIds: z
    .array(ZNodeId)
    .min(1, { error: "Choose at least one node." })
    .max(DIAGRAM_CARDS_MAX, { error: `At most ${DIAGRAM_CARDS_MAX} diagram cards at once.` }),
  groupId: ZIdSchema,
});
export type TMakeDiagramCardsInput = z.infer<typeof ZMakeDiagramCardsInput>;

/** What both answer: how many cards were added (none for a node whose card the deck already has) and to which deck. */
export const ZMadeDiagramCardsSchema = z.object({ created: z.number().int().nonnegative(), group_id: z.string() });
export type TMadeDiagramCards = z.infer<typeof ZMadeDiagramCardsSchema>;

/** Where the hidden label is on a diagram card's picture, in fractions of its width and height (as Anki's image occlusion keeps it). */
export const ZDiagramCardBoxSchema = z.object({
  left: z.number().min(0).max(1),
  top: z.number().min(0).max(1),
  width: z.number().min(0).max(1),
  height: z.number().min(0).max(1),
});
export type TDiagramCardBox = z.infer<typeof ZDiagramCardBoxSchema>;

/**
 * `note.source.diagram` of a note made from a diagram: the diagram and node, every span the node cites (the
 * source's own span is the first), and for a diagram card its picture: `image` the media file of the whole
 * picture (a PNG where the server could draw one, else the SVG the back shows) and `box` the hidden label's place.
 */
export const ZDiagramNoteMarkSchema = z.object({
  fileKey: z.string().min(1),
  nodeId: z.string().min(1),
  spans: z.array(ZOutlineSpanSchema).default([]),
  picture: z.object({ image: z.string().min(1), label: z.string(), box: ZDiagramCardBoxSchema }).optional(),
});
export type TDiagramNoteMark = z.infer<typeof ZDiagramNoteMarkSchema>;

/** The mark of a note's stored source, or null when the note was not made from a diagram. */
export function diagramNoteMark(source: unknown): TDiagramNoteMark | null {
  if (!source || typeof source !== "object" || !("diagram" in source)) return null;
  const parsed = ZDiagramNoteMarkSchema.safeParse((source as { diagram: unknown }).diagram);
  return parsed.success ? parsed.data : null;
}
