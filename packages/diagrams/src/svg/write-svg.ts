import { DIAGRAM_KIND_LABELS, type TDiagramGraph } from "@mnemo/api-contract";
import { EDGE_LABEL_FONT_SIZE, DATE_FONT_SIZE, edgeLabelBox } from "../layout/layout-shared.ts";
import { LABEL_FONT_SIZE } from "../layout/wrap-label.ts";
import type { TDiagramLayout, TLaidOutEdge, TLaidOutNode } from "../types.ts";
import { diagramStyle } from "./svg-style.ts";
import { escapeXml, num, textLines } from "./svg-text.ts";

export type TWriteSvgOptions = {
  /** Nodes whose label is hidden: drawn as empty dashed boxes with "?" (hide and recall, diagram cards). */
  masked?: ReadonlySet<string> | undefined;
  /** A node outlined thick (the diagram card's hidden node, the selected node). */
  highlight?: string | undefined;
  /** The displayed width in pixels (the height follows); default the layout's own size. */
  width?: number | undefined;
  /**
   * "web": the description points to the outline shown beside the drawing and the
   * file has no XML declaration (it goes inside a page). "file" (default): a plain
   * description, and the declaration a standalone .svg file starts with.
   */
  audience?: "web" | "file" | undefined;
  /** Prefix of the ids inside the SVG, unique per page when several SVGs are inlined; default "diagram". */
  idPrefix?: string | undefined;
};

/**
 * A standalone SVG of a laid-out diagram: plain SVG 1.1 that browsers, Inkscape
 * and other tools open alike. Labels are <text>/<tspan>, never foreignObject
 * (which breaks the PNG export and other tools); every piece of user text is
 * XML-escaped; the style is embedded and refers to nothing outside the file.
 */
export function writeDiagramSvg(graph: TDiagramGraph, layout: TDiagramLayout, options: TWriteSvgOptions = {}): string {
  const prefix = (options.idPrefix ?? "diagram").replace(/[^A-Za-z0-9_-]/g, "") || "diagram";
  const width = options.width ?? layout.width;
  const height = layout.width > 0 ? (layout.height * width) / layout.width : layout.height;
  const masked = options.masked ?? new Set<string>();
  const arrows = layout.kind === "flowchart" || layout.kind === "concept_map";
  const parts = [
    options.audience === "web" ? "" : '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${num(layout.width)} ${num(layout.height)}"`,
    ` width="${num(width)}" height="${num(height)}" role="img"`,
    ` aria-labelledby="${prefix}-title" aria-describedby="${prefix}-desc">`,
    `<title id="${prefix}-title">${escapeXml(graph.title)}</title>`,
    `<desc id="${prefix}-desc">${escapeXml(describe(graph, layout, options.audience ?? "file"))}</desc>`,
    `<style>${diagramStyle()}</style>`,
    arrows
      ? `<defs><marker id="${prefix}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path class="arrow" d="M0,0L10,5L0,10z"/></marker></defs>`
      : "",
    `<rect width="${num(layout.width)}" height="${num(layout.height)}" fill="#ffffff"/>`,
    `<g class="edges">${layout.edges.map((edge) => edgePath(edge, layout.kind, arrows ? `${prefix}-arrow` : undefined)).join("")}</g>`,
    `<g class="edge-labels">${layout.edges.map(edgeLabel).join("")}</g>`,
    layout.kind === "timeline" ? timelineDates(layout) : "",
    `<g class="nodes">${layout.nodes
      .map((node) => drawNode(node, { masked: masked.has(node.id), highlighted: node.id === options.highlight }))
      .join("")}</g>`,
    "</svg>",
  ];
  return parts.join("");
}

/** What the <desc> says; it never repeats a label, so a masked node's text is nowhere in the file. */
function describe(graph: TDiagramGraph, layout: TDiagramLayout, audience: "web" | "file"): string {
  const count = layout.nodes.length;
  const what = `${DIAGRAM_KIND_LABELS[graph.kind]} with ${count} ${count === 1 ? "node" : "nodes"} shown.`;
  return audience === "web" ? `${what} The same content is in the outline beside the drawing.` : what;
}

function edgePath(edge: TLaidOutEdge, kind: TDiagramLayout["kind"], arrowId: string | undefined): string {
  const [first, ...rest] = edge.points;
  if (!first) return "";
  const curve = kind === "mind_map" && rest.length === 3;
  const d = `M${num(first.x)},${num(first.y)}${curve ? "C" : "L"}${rest.map((point) => `${num(point.x)},${num(point.y)}`).join(curve ? " " : "L")}`;
  const classes = ["edge", `edge-${edge.kind}`, edge.suggested ? "edge-suggested" : ""].filter(Boolean).join(" ");
  const marker = arrowId ? ` marker-end="url(#${arrowId})"` : "";
  return `<path class="${classes}" d="${d}"${marker}/>`;
}

function edgeLabel(edge: TLaidOutEdge): string {
  if (edge.label === undefined || !edge.labelAt) return "";
  const box = edge.labelLines && edge.labelSize ? { lines: edge.labelLines, ...edge.labelSize } : edgeLabelBox(edge.label);
  const className = edge.suggested ? "edge-label edge-label-suggested" : "edge-label";
  return (
    `<g><rect class="edge-label-box" x="${num(edge.labelAt.x - box.width / 2)}" y="${num(edge.labelAt.y - box.height / 2)}"` +
    ` width="${num(box.width)}" height="${num(box.height)}" rx="3"/>` +
    `${textLines(box.lines, edge.labelAt, { className, fontSize: EDGE_LABEL_FONT_SIZE })}</g>`
  );
}

/** The timeline's date column (right-aligned beside each box) and a dot on the spine for each event. */
function timelineDates(layout: TDiagramLayout): string {
  const spineX = layout.edges[0]?.points[0]?.x;
  const parts = layout.nodes.map((node) => {
    const dot = spineX === undefined ? "" : `<circle class="spine-dot" cx="${num(spineX)}" cy="${num(node.y + node.height / 2)}" r="4"/>`;
    if (!node.date) return dot;
    const date = textLines(node.date.lines, node.date, {
      className: "date",
      fontSize: DATE_FONT_SIZE,
      anchor: "end",
      top: true,
    });
    return dot + date;
  });
  return `<g class="dates">${parts.join("")}</g>`;
}

function nodeShape(node: TLaidOutNode): string {
  const { x, y, width, height } = node;
  if (node.shape === "diamond") {
    const points = [
      [x + width / 2, y],
      [x + width, y + height / 2],
      [x + width / 2, y + height],
      [x, y + height / 2],
    ];
    return `<polygon class="node-shape" points="${points.map(([px, py]) => `${num(px ?? 0)},${num(py ?? 0)}`).join(" ")}"/>`;
  }
  const radius = node.shape === "box" ? 6 : height / 2;
  return `<rect class="node-shape" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(radius)}"/>`;
}

function drawNode(node: TLaidOutNode, state: { masked: boolean; highlighted: boolean }): string {
  const classes = [
    "node",
    `shape-${node.shape}`,
    `depth-${node.depth}`,
    state.masked ? "masked" : "",
    state.highlighted ? "highlighted" : "",
  ].filter(Boolean);
  const centre = { x: node.x + node.width / 2, y: node.y + node.height / 2 };
  const text = state.masked
    ? `<text class="mask-mark" text-anchor="middle" x="${num(centre.x)}" y="${num(centre.y + 6)}">?</text>`
    : textLines(node.lines, centre, { className: "label", fontSize: LABEL_FONT_SIZE });
  return `<g class="${classes.join(" ")}" data-node-id="${escapeXml(node.id)}">${nodeShape(node)}${text}${badge(node)}</g>`;
}

/** "+n" for hidden children, where the layout put it. */
function badge(node: TLaidOutNode): string {
  if (!node.badge) return "";
  const { x, y, width, height } = node.badge;
  return (
    `<g class="badge-group"><rect class="badge-shape" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(height / 2)}"/>` +
    `<text class="badge" text-anchor="middle" x="${num(x + width / 2)}" y="${num(y + height / 2 + 4)}">+${node.hiddenChildren}</text></g>`
  );
}
