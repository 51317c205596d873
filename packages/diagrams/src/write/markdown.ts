import type { TDiagramGraph } from "@mnemo/api-contract";
import { diagramOutline, plainLabel } from "./diagram-outline.ts";
import type { TOutlineItem } from "./diagram-outline.ts";
import { escapeMarkdown } from "./markdown-text.ts";

/**
 * A diagram as Markdown: the title as a heading, then a mind map as a nested
 * list, a flowchart as numbered steps with their branches ("If yes, go to step
 * 4."), a timeline as "- **date**: event", a concept map as its terms with
 * their relations. A node's detail follows it as a quote. Every label is
 * escaped, so "*not* [a link](x)" reads as those characters, not as markup.
 */
export function diagramToMarkdown(graph: TDiagramGraph): string {
  const items = diagramOutline(graph);
  const title = plainLabel(graph.title);
  const lines = [`# ${escapeMarkdown(title)}`, ""];
  if (graph.kind === "mind_map") {
    // The heading already says the root when they are the same words.
    const [top, ...rest] = items;
    const tops = top && rest.length === 0 && sameWords(top.label, title) ? top.children : items;
    for (const item of tops) writeTree(lines, item, "");
  } else if (graph.kind === "flowchart") {
    for (const item of items) {
      const marker = `${item.step ?? 0}. `;
      writeItem(lines, marker + escapeMarkdown(item.label), item, " ".repeat(marker.length));
    }
  } else if (graph.kind === "timeline") {
    for (const item of items) {
      writeItem(lines, `- **${escapeMarkdown(item.date ?? "")}**: ${escapeMarkdown(item.label, false)}`, item, "  ");
    }
  } else {
    for (const item of items) writeItem(lines, `- **${escapeMarkdown(item.label)}**`, item, "  ");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

function sameWords(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

function writeTree(lines: string[], item: TOutlineItem, indent: string): void {
  writeItem(lines, `${indent}- ${escapeMarkdown(item.label)}`, item, `${indent}  `);
  for (const child of item.children) writeTree(lines, child, `${indent}  `);
}

/** The item's line, its detail as a quote inside the item, and its links as a list inside it. */
function writeItem(lines: string[], line: string, item: TOutlineItem, inner: string): void {
  lines.push(line);
  const detail = item.node.detail?.trim();
  if (detail) {
    for (const text of detail.split(/\r\n?|\n/)) {
      const quoted = plainLabel(text);
      lines.push(quoted === "" ? `${inner}>` : `${inner}> ${escapeMarkdown(quoted)}`);
    }
  }
  for (const link of item.links) lines.push(`${inner}- ${escapeMarkdown(link.text)}`);
}
