import type { TDiagramGraph, TOutlinePoint, TOutlineSection, TOutlineSpan } from "@mnemo/api-contract";
import { GraphDraft } from "./graph-draft.ts";
import { termLabel, upperFirst } from "./label-text.ts";
import {
  isUntitled,
  mergeRepeats,
  placeTerms,
  sectionTree,
  type TOutlinePiece,
  type TSectionTree,
  type TTermPlace,
} from "./outline-parts.ts";
import type { TSourceTexts } from "./source-texts.ts";

/** "Photosynthesis has two stages: The Calvin cycle…": a list's lead-in the analyser kept in front of each item. */
const LEAD = /^([^:]{3,80}):\s+(\S.*)$/s;
const MAX_LEAD_WORDS = 12;

/**
 * A mind map of an outline: the title at the root, the sections under it as
 * their levels nest them, each section's key points under it in the source's
 * order. A point's label is its head (a term it defines with the definition,
 * else its first clause, at most DIAGRAM_LABEL_MAX characters), its whole text
 * the node's detail, its spans the node's sources. Points that share a list's
 * lead-in hang under that lead. A term the outline found but no point says
 * hangs where the source defines it. Nothing is reworded or added.
 * Undefined when the piece has no point and no term.
 */
export function buildMindMap(piece: TOutlinePiece, texts: TSourceTexts): TDiagramGraph | undefined {
  const sections = mergeRepeats(piece.sections);
  const places = placeTerms(sections, piece.terms);
  if (places.length === 0 && sections.every((section) => section.points.length === 0)) return undefined;
  const draft = new GraphDraft("mind_map", piece.title);
  const root = draft.addNode({ label: piece.title });
  const child = (parent: string, node: Parameters<GraphDraft["addNode"]>[0]): string => {
    const id = draft.addNode(node);
    draft.addEdge(parent, id, "child");
    return id;
  };
  // A term reads as the point that defines it does: "Nucleus: a store of DNA", its sentence in the source as detail.
  const termNode = (parent: string, place: TTermPlace) =>
    child(parent, { label: termHead(place), detail: place.term.spans[0]!.quote, sources: place.term.spans });

  const defined = new Map<TOutlinePoint, TTermPlace[]>();
  const loose = new Map<TOutlineSection, TTermPlace[]>();
  for (const place of places) {
    if (place.defines) defined.set(place.defines, [...(defined.get(place.defines) ?? []), place]);
    else loose.set(place.section, [...(loose.get(place.section) ?? []), place]);
  }

  const addPoints = (section: TOutlineSection, parent: string) => {
    const looseHere = loose.get(section) ?? [];
    const looseAfter = (at: number) => {
      for (const place of looseHere) if (place.after === at) termNode(parent, place);
    };
    looseAfter(-1);
    const leads = section.points.map((point) => leadOf(point.text));
    let leadNode: { lead: string; id: string } | undefined;
    section.points.forEach((point, at) => {
      const lead = leads[at];
      const shared = lead !== undefined && (leads[at - 1] === lead || leads[at + 1] === lead);
      const text =
        lead !== undefined && (shared || sameTitle(lead, section.title))
          ? upperFirst(point.text.slice(lead.length + 1).trim())
          : point.text;
      let under = parent;
      if (shared) {
        if (leadNode?.lead !== lead) leadNode = { lead, id: child(parent, { label: lead, sources: leadSpan(lead, point, texts) }) };
        under = leadNode.id;
      } else leadNode = undefined;
      const [first, ...more] = defined.get(point) ?? [];
      const id = child(under, {
        label: first ? termHead(first) : text,
        detail: [text, ...point.examples.map((example) => `e.g. ${example.text}`)].join("\n"),
        sources: point.spans,
      });
      for (const place of more) termNode(id, place);
      looseAfter(at);
    });
  };

  const visited = new Set<TOutlineSection>();
  const visit = (tree: TSectionTree, parent: string) => {
    visited.add(tree.section);
    const here = isUntitled(tree.section, piece.title) ? parent : child(parent, { label: tree.section.title });
    addPoints(tree.section, here);
    for (const sub of tree.children) visit(sub, here);
  };
  for (const tree of sectionTree(sections)) visit(tree, root);
  // A term of a section the tree dropped (it has no points) still hangs somewhere: under the root.
  for (const [section, list] of loose) if (!visited.has(section)) for (const place of list) termNode(root, place);
  return draft.toGraph(root);
}

function termHead(place: TTermPlace): string {
  return `${termLabel(place.term.term)}: ${place.term.definition}`;
}

function leadOf(text: string): string | undefined {
  const match = LEAD.exec(text);
  if (!match) return undefined;
  const lead = match[1]!.trim();
  return lead.split(/\s+/).length <= MAX_LEAD_WORDS ? lead : undefined;
}

function sameTitle(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Where the source says a list's lead-in: nearest before the first item's span, in its source section. */
function leadSpan(lead: string, point: TOutlinePoint, texts: TSourceTexts): TOutlineSpan[] {
  const span = point.spans[0]!;
  const text = texts.get(span.sectionIndex);
  const start = text?.lastIndexOf(lead, span.start) ?? -1;
  return start >= 0 ? [{ sectionIndex: span.sectionIndex, start, end: start + lead.length, quote: lead }] : [];
}
