import {
  DIAGRAM_LABEL_MAX,
  DIAGRAM_VISIBLE_CHILDREN,
  type TDiagramGraph,
  type TOutlinePoint,
  type TOutlineSection,
  type TOutlineSpan,
} from "@mnemo/api-contract";
import { GraphDraft } from "./graph-draft.ts";
import { pointLabel, termLabel } from "./label-text.ts";
import { lostSubject } from "./lost-subject.ts";
import { isCaption, isFurniture, isPlaceTitle, isReferencesTitle } from "./page-furniture.ts";
import { pointParts, sameName, type TPointParts } from "./point-parts.ts";
import {
  isUntitled,
  mergeRepeats,
  placeTerms,
  sectionTree,
  type TOutlinePiece,
  type TSectionTree,
  type TTermPlace,
} from "./outline-parts.ts";
import { contentWords, isRoadmap, nearlySame, sameParagraph, type TContentWords } from "./prose-points.ts";
import type { TSourceTexts } from "./source-texts.ts";

/** A node's detail: its own point's text, and at most this many of its examples of at most EXAMPLE_MAX characters. */
const MAX_EXAMPLES = 2;
const EXAMPLE_MAX = 240;
/** A lead-in of this many words is a statement of its own ("There are two types of science"). */
const MIN_STATEMENT_WORDS = 5;
/** An item of a list opened by a lead-in point has at most this many words. */
const MAX_ITEM_WORDS = 12;
/** A node keeps at most this many spans (the contract's limit). */
const MAX_SOURCES = 20;

/** The mind map as a tree before it becomes a graph: later rules move and merge its nodes. */
type TMindNode = {
  label: string;
  detail?: string;
  sources: TOutlineSpan[];
  children: TMindNode[];
  collapsed?: boolean;
  /** The point the node says, for the paragraph rule. */
  point?: TOutlinePoint;
};

/**
 * A mind map of an outline: the title at the root, the sections under it as
 * their levels nest them, each section's key points under it in the source's
 * order. Nothing is reworded or added; every point's node keeps its spans.
 *
 * - Context once, as a parent: a point the analyser prefixed with its
 *   section's title has the prefix taken off; points that answer one question,
 *   or share one lead-in or topic, hang under a node of that question or lead
 *   (never the question as the label of each answer). A lead that repeats its
 *   section's title adds no level.
 * - Labels: a term the point defines with its definition ("Nucleus: a store of
 *   DNA"), else the point's own words as pointLabel shortens them
 *   (label-text.ts); the detail is the point's own text and at most two of its
 *   examples from the same source section, kept short.
 * - Left out: page furniture (page-furniture.ts), a short line said alike in
 *   three sections or more (a running header), a references section, the
 *   text's own roadmap ("In the following section…"), and a point nearly the
 *   same as one already drawn (its spans join that node's sources).
 * - Sections titled "Slide 5" or "Page 4" add no level. A node whose label
 *   repeats its parent's merges into the parent.
 * - A fragment without its subject ("Represented by a dashed line") hangs
 *   under the source line that names the subject (lost-subject.ts); the
 *   short items after a point that opens a list ("Two tests for creativity:")
 *   hang under that point.
 * - Running prose: a section with more points than are shown at first
 *   (DIAGRAM_VISIBLE_CHILDREN) shows each paragraph's first sentence, the
 *   paragraph's other sentences under it, collapsed: the section reads as its
 *   paragraphs' topic sentences, and nothing is dropped.
 *
 * A term the outline found but no point says hangs where the source defines
 * it. Undefined when the piece has no point and no term.
 */
export function buildMindMap(piece: TOutlinePiece, texts: TSourceTexts): TDiagramGraph | undefined {
  const sections = mergeRepeats(piece.sections).filter((section) => !isReferencesTitle(section.title));
  const places = placeTerms(sections, piece.terms);
  if (places.length === 0 && sections.every((section) => section.points.length === 0)) return undefined;
  const root: TMindNode = { label: piece.title, sources: [], children: [] };
  /** Points drawn so far; `under` says which question, lead and list they were said in. */
  const drawn: { words: TContentWords; node: TMindNode; body: string; listed: boolean; under: TSaidUnder }[] = [];
  const running = runningLines(sections);
  const nodeOf = new Map<TOutlinePoint, TMindNode>();

  const defined = new Map<TOutlinePoint, TTermPlace[]>();
  const loose = new Map<TOutlineSection, TTermPlace[]>();
  for (const place of places) {
    if (place.defines) defined.set(place.defines, [...(defined.get(place.defines) ?? []), place]);
    else loose.set(place.section, [...(loose.get(place.section) ?? []), place]);
  }

  const addPoints = (section: TOutlineSection, parent: TMindNode, titles: readonly string[]) => {
    const looseHere = loose.get(section) ?? [];
    const looseAfter = (at: number) => {
      for (const place of looseHere) if (place.after === at) parent.children.push(termNode(place));
    };
    looseAfter(-1);
    const parts = section.points.map((point) => pointParts(point.text, titles));
    const leadCount = countBy(parts.map((part) => part.lead?.toLowerCase()));
    const groups = new Map<string, TMindNode>();
    const groupOf = (key: string, label: string, sources: () => TOutlineSpan[], under: TMindNode) => {
      let group = groups.get(key);
      if (!group) {
        group = { label, sources: sources(), children: [] };
        groups.set(key, group);
        under.children.push(group);
      }
      return group;
    };
    /** The last point that opens a list ("Two tests for creativity:"), and where it hangs. */
    let opened: { node: TMindNode; parent: TMindNode } | undefined;
    /** The last question said as a point of its own ("How did European states respond to crime?"). */
    let asked = "";
    section.points.forEach((point, at) => {
      const part = parts[at]!;
      if (part.question === undefined && /\?["'”’)]?$/.test(part.body.trim())) asked = `#${at}`;
      const lead = part.lead;
      const leadIsTitle = lead !== undefined && titles.some((title) => sameName(title, lead));
      const said = lead !== undefined && !leadIsTitle ? `${lead}: ${part.body}` : part.body;
      const keep =
        !isFurniture(said, { formula: point.kind === "formula" }) &&
        !isCaption(part.body) &&
        !isRoadmap(part.body) &&
        !running.has(lineKey(point.text));
      // A point repeats another only when said under the same question, lead and list ("Invitee:" and "Licensee:"
      // may list the same duty).
      const saidUnder: TSaidUnder = {
        key: `${part.question ?? asked}\n${lead?.toLowerCase() ?? ""}`,
        list: opened !== undefined && isListItem(part.body) ? opened.node : undefined,
      };
      if (keep && !joinedDuplicate(point, part, saidUnder)) {
        const spanOf = (text: string) => () => findSpan(text, point, texts);
        let under = part.question ? groupOf(`?${part.question}`, part.question, spanOf(part.question), parent) : parent;
        const leadIsParent = lead !== undefined && !leadIsTitle && (leadCount.get(lead.toLowerCase()) ?? 0) >= 2;
        // Leads group within one question: "France:" under two questions is two groups.
        if (leadIsParent) under = groupOf(`${part.question ?? asked}:${lead.toLowerCase()}`, lead, spanOf(lead), under);
        // A short lead ("Classes of solutions:") stays in the label while both fit, else the point's own words make
        // the label; a lead that is a statement ("There are two types of science:") may make the label itself.
        const inline = lead !== undefined && !leadIsTitle && !leadIsParent;
        const body = inline ? `${lead}: ${part.body}` : part.body;
        // ("Capital receipts: receipts which…" is a term and its gloss: the term stays.)
        const ownWords =
          inline && body.length > DIAGRAM_LABEL_MAX && lead.split(/\s+/).length < MIN_STATEMENT_WORDS && /^\p{Lu}/u.test(part.body);
        // The items after a point that opens a list hang under it.
        const isItem = opened !== undefined && (under === opened.parent || under === parent) && isListItem(body);
        if (isItem) under = opened!.node;
        else opened = undefined;
        const subject = lead === undefined ? lostSubject(point, body, section.points, texts) : undefined;
        if (subject && "point" in subject) under = nodeOf.get(subject.point) ?? under;
        else if (subject) under = groupOf(`subject:${subject.label.toLowerCase()}`, subject.label, () => [subject.span], under);
        const [first, ...more] = (defined.get(point) ?? []).filter(saysMore);
        const node: TMindNode = {
          label: first ? termHead(first) : pointLabel(ownWords ? part.body : body),
          detail: detailOf(body, point),
          sources: [...point.spans],
          children: more.map(termNode),
          point,
        };
        under.children.push(node);
        nodeOf.set(point, node);
        if (opensList(part.body)) opened = { node, parent: under };
        const words = contentWords(part.body);
        if (words) drawn.push({ words, node, body: part.body, listed: isListed(point, part.body, texts), under: saidUnder });
      }
      looseAfter(at);
    });
  };

  /** A point nearly the same as one drawn already adds its spans to that node instead of a node of its own. */
  const joinedDuplicate = (point: TOutlinePoint, part: TPointParts, under: TSaidUnder): boolean => {
    const words = contentWords(part.body);
    // A list's steps or items say different things however alike their words ("Identify the parameters…", "Identify
    // the principles…"): one is a repeat only when it says the same words (a step restated on a later slide).
    if (!words) return false;
    const listed = isListed(point, part.body, texts);
    const key = lineKey(part.body);
    const same = drawn.find(
      (earlier) =>
        earlier.under.key === under.key &&
        earlier.under.list === under.list &&
        (listed || earlier.listed ? lineKey(earlier.body) === key : nearlySame(words, earlier.words)),
    );
    if (!same) return false;
    same.node.sources = [...same.node.sources, ...point.spans].slice(0, MAX_SOURCES);
    return true;
  };

  const visited = new Set<TOutlineSection>();
  const visit = (tree: TSectionTree, parent: TMindNode, titles: readonly string[]) => {
    visited.add(tree.section);
    const title = tree.section.title;
    const adds = !isUntitled(tree.section, piece.title) && !isPlaceTitle(title);
    const here: TMindNode = adds ? { label: title, sources: [], children: [] } : parent;
    if (adds) parent.children.push(here);
    const own = [title, ...titles];
    addPoints(tree.section, here, own);
    for (const sub of tree.children) visit(sub, here, own);
    if (adds) byParagraph(here, texts);
  };
  for (const tree of sectionTree(sections)) visit(tree, root, [piece.title]);
  byParagraph(root, texts);
  // A term of a section the tree dropped (it has no points) still hangs somewhere: under the root.
  for (const [section, list] of loose) if (!visited.has(section)) for (const place of list) root.children.push(termNode(place));
  mergeEchoes(root);

  const draft = new GraphDraft("mind_map", piece.title);
  const emit = (node: TMindNode): string => {
    const id = draft.addNode({ label: node.label, detail: node.detail, sources: node.sources, collapsed: node.collapsed });
    for (const child of node.children) draft.addEdge(id, emit(child), "child");
    return id;
  };
  return draft.toGraph(emit(root));
}

// A term reads as the point that defines it does: "Nucleus: a store of DNA", its sentence in the source as detail.
function termNode(place: TTermPlace): TMindNode {
  return { label: termHead(place), detail: place.term.spans[0]!.quote, sources: [...place.term.spans], children: [] };
}

function termHead(place: TTermPlace): string {
  return `${termLabel(place.term.term)}: ${place.term.definition}`;
}

/** A definition that only repeats its term ("Discovery is called the clearing function of the market") labels nothing. */
function saysMore(place: TTermPlace): boolean {
  const definition = place.term.definition.toLowerCase();
  const term = place.term.term.toLowerCase().replace(/^(?:the|an?)\s+/, "");
  return !definition.replace(/^(?:the|an?)\s+/, "").startsWith(term);
}

/** The point's own text and at most MAX_EXAMPLES of its examples that the source gives in the same section, each short. */
function detailOf(body: string, point: TOutlinePoint): string {
  const sections = new Set(point.spans.map((span) => span.sectionIndex));
  const examples = point.examples
    .filter((example) => example.spans.every((span) => sections.has(span.sectionIndex)))
    .slice(0, MAX_EXAMPLES)
    .map((example) => `e.g. ${shortened(example.text.replace(/\s+/g, " ").trim(), EXAMPLE_MAX)}`);
  return [body, ...examples].join("\n");
}

function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,;:]+$/, "")}…`;
}

/**
 * "Some groups are immune to it:", "Solving problems depends on:": a point that leads the items after it. (A point
 * ending on "by" or "than" without a colon is more often a line whose formula the text layer lost.)
 */
function opensList(body: string): boolean {
  return /[:：]$/.test(body.trim());
}

/** An item of a list: a short phrase, not a sentence, that opens no list of its own. */
function isListItem(body: string): boolean {
  const flat = body.trim();
  return flat.split(/\s+/).length <= MAX_ITEM_WORDS && !/[.!?]["'”’)]?$/.test(flat) && !opensList(flat);
}

/** "- ", "• ", "3. ", "(b) ", "Step 4:" before a line: the line is an item of a list. */
const LIST_MARKER = /^\s*(?:[-*•‣◦▪–—]|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]|step\s+\d+\s*[:.)–-]?)\s*$/iu;
const NUMBERED = /^\s*(?:\(?\d{1,2}[.)]|step\s+\d+\b)\s*/iu;

/** Whether a point is a step or an item of a list: its source line opens with a list's marker, or it is a short item. */
function isListed(point: TOutlinePoint, body: string, texts: TSourceTexts): boolean {
  if (NUMBERED.test(body) || isListItem(body)) return true;
  const span = point.spans[0]!;
  const text = texts.get(span.sectionIndex);
  if (text === undefined) return false;
  const lineStart = text.lastIndexOf("\n", span.start - 1) + 1;
  return LIST_MARKER.test(text.slice(lineStart, span.start)) || NUMBERED.test(span.quote);
}

/** A short line said alike in this many sections or more is a running header or footer. */
const RUNNING_SECTIONS = 3;
const MAX_RUNNING_WORDS = 12;

/** Where a point was said: its question and lead (`key`) and the point whose list it is an item of. */
type TSaidUnder = { key: string; list: TMindNode | undefined };

function lineKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "BIO 101 – Week 3 – Dr Okafor" on every page: short lines the same in RUNNING_SECTIONS sections or more. */
function runningLines(sections: readonly TOutlineSection[]): Set<string> {
  const seen = new Map<string, Set<TOutlineSection>>();
  for (const section of sections) {
    for (const point of section.points) {
      if (point.text.split(/\s+/).length > MAX_RUNNING_WORDS) continue;
      const key = lineKey(point.text);
      seen.set(key, (seen.get(key) ?? new Set()).add(section));
    }
  }
  return new Set([...seen].filter(([, where]) => where.size >= RUNNING_SECTIONS).map(([key]) => key));
}

function countBy(keys: readonly (string | undefined)[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Where the source says a question or lead-in: nearest before the point's first span, in its source section. */
function findSpan(text: string, point: TOutlinePoint, texts: TSourceTexts): TOutlineSpan[] {
  const span = point.spans[0]!;
  const source = texts.get(span.sectionIndex);
  const start = source?.lastIndexOf(text, span.start) ?? -1;
  return start >= 0 ? [{ sectionIndex: span.sectionIndex, start, end: start + text.length, quote: text }] : [];
}

/**
 * Running prose in a section with more points than are shown at first: each
 * paragraph's first sentence stays, the paragraph's other sentences hang under
 * it, collapsed. Lists and slides (a line per point) are left as they are.
 */
function byParagraph(node: TMindNode, texts: TSourceTexts): void {
  if (node.children.length <= DIAGRAM_VISIBLE_CHILDREN) return;
  const children: TMindNode[] = [];
  let lead: TMindNode | undefined;
  let last: TMindNode | undefined;
  for (const child of node.children) {
    const goesOn = lead && last?.point && child.point && child.children.length === 0 && sameParagraph(last.point, child.point, texts);
    if (goesOn) {
      lead!.children.push(child);
      lead!.collapsed = true;
    } else {
      children.push(child);
      lead = child.point && child.children.length === 0 ? child : undefined;
    }
    last = child;
  }
  node.children = children;
}

/**
 * A node that repeats its parent's label ("Basic Facts" under "Basic Facts") gives the parent its children and
 * sources; a section left with nothing in it (all its points furniture or repeats) goes.
 */
function mergeEchoes(node: TMindNode): void {
  const children: TMindNode[] = [];
  for (const child of node.children) {
    mergeEchoes(child);
    if (child.children.length === 0 && child.sources.length === 0 && !child.point) continue;
    if (sameName(child.label, node.label)) {
      children.push(...child.children);
      node.sources = [...node.sources, ...child.sources].slice(0, MAX_SOURCES);
      if (child.detail && !node.detail) node.detail = child.detail;
    } else children.push(child);
  }
  node.children = children;
}
