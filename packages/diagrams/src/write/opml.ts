import type { TDiagramGraph } from "@mnemo/api-contract";
import { diagramOutline, outlineItemText, plainLabel } from "./diagram-outline.ts";
import type { TOutlineItem } from "./diagram-outline.ts";
import { escapeXml } from "../svg/svg-text.ts";
import { xmlAttribute } from "./xml-text.ts";

/**
 * A diagram as OPML 2.0, the outline format mind-map and outliner apps import:
 * the title in the head, the outline in the body (a mind map's tree; a
 * flowchart's numbered steps, a timeline's dated events, a concept map's terms,
 * each with its branches or relations as child outlines). A node's detail goes
 * in the `_note` attribute, as OmniOutliner, MindNode and others read it.
 */
export function diagramToOpml(graph: TDiagramGraph): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    "  <head>",
    `    <title>${escapeXml(plainLabel(graph.title))}</title>`,
    "  </head>",
    "  <body>",
  ];
  for (const item of diagramOutline(graph)) writeOutline(lines, item, "    ");
  lines.push("  </body>", "</opml>");
  return `${lines.join("\n")}\n`;
}

function writeOutline(lines: string[], item: TOutlineItem, indent: string): void {
  const detail = item.node.detail?.trim();
  const note = detail ? ` _note="${xmlAttribute(detail)}"` : "";
  const open = `${indent}<outline text="${xmlAttribute(outlineItemText(item))}"${note}`;
  if (item.children.length === 0 && item.links.length === 0) {
    lines.push(`${open}/>`);
    return;
  }
  lines.push(`${open}>`);
  for (const link of item.links) lines.push(`${indent}  <outline text="${xmlAttribute(link.text)}"/>`);
  for (const child of item.children) writeOutline(lines, child, `${indent}  `);
  lines.push(`${indent}</outline>`);
}
