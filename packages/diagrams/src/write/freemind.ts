import type { TDiagramGraph } from "@mnemo/api-contract";
import { diagramOutline, outlineItemText, plainLabel } from "./diagram-outline.ts";
import type { TOutlineItem } from "./diagram-outline.ts";
import { escapeXml } from "../svg/svg-text.ts";
import { xmlAttribute } from "./xml-text.ts";

/**
 * A diagram as a FreeMind 1.0 map (.mm, which Freeplane and most mind-map apps
 * open): one root node (a mind map's root, else the title over the steps,
 * events or terms), its children placed right and left in turn, collapsed
 * nodes FOLDED, a node's detail as its note (rich content, as FreeMind 1.0
 * writes notes). A flowchart's branches and a concept map's relations are
 * child nodes whose arrow links point at the node they name.
 */
export function diagramToFreeMind(graph: TDiagramGraph): string {
  const items = diagramOutline(graph);
  const ids = new Map<string, string>();
  const idOf = (nodeId: string) => {
    const known = ids.get(nodeId);
    if (known) return known;
    const id = `ID_${ids.size + 1}`;
    ids.set(nodeId, id);
    return id;
  };
  // Number the diagram's nodes first, so an arrow can point at a node written later.
  const number = (item: TOutlineItem): void => {
    idOf(item.node.id);
    item.children.forEach(number);
  };
  items.forEach(number);

  const lines = ['<map version="1.0.1">'];
  const [only] = items;
  const writer = { lines, idOf, nextLinkId: ids.size + 1 };
  if (graph.kind === "mind_map" && only && items.length === 1) {
    writeNode(writer, only, "", undefined);
  } else {
    lines.push(`<node TEXT="${xmlAttribute(plainLabel(graph.title))}" ID="ID_0">`);
    items.forEach((item, index) => writeNode(writer, item, "", index % 2 === 0 ? "right" : "left"));
    lines.push("</node>");
  }
  lines.push("</map>");
  return `${lines.join("\n")}\n`;
}

type TWriter = { lines: string[]; idOf: (nodeId: string) => string; nextLinkId: number };

function writeNode(writer: TWriter, item: TOutlineItem, indent: string, position: "right" | "left" | undefined): void {
  const { lines } = writer;
  const hasChildren = item.children.length > 0 || item.links.length > 0;
  const attributes = [
    `TEXT="${xmlAttribute(outlineItemText(item))}"`,
    `ID="${writer.idOf(item.node.id)}"`,
    ...(position ? [`POSITION="${position}"`] : []),
    ...(item.node.collapsed && hasChildren ? ['FOLDED="true"'] : []),
  ];
  const detail = item.node.detail?.trim();
  if (!hasChildren && !detail) {
    lines.push(`${indent}<node ${attributes.join(" ")}/>`);
    return;
  }
  lines.push(`${indent}<node ${attributes.join(" ")}>`);
  if (detail) lines.push(`${indent}  ${noteXml(detail)}`);
  for (const link of item.links) {
    const id = `ID_${writer.nextLinkId}`;
    writer.nextLinkId += 1;
    lines.push(
      `${indent}  <node TEXT="${xmlAttribute(link.text)}" ID="${id}">`,
      `${indent}    <arrowlink DESTINATION="${writer.idOf(link.to)}" ENDARROW="Default" STARTARROW="None"/>`,
      `${indent}  </node>`,
    );
  }
  item.children.forEach((child, index) => {
    // Only the root's children have sides; below them a branch stays on its parent's side.
    const side = indent === "" && position === undefined ? (index % 2 === 0 ? "right" : "left") : undefined;
    writeNode(writer, child, `${indent}  `, side);
  });
  lines.push(`${indent}</node>`);
}

/** The note as FreeMind 1.0 stores it: XHTML, one paragraph per line of the detail. */
function noteXml(detail: string): string {
  const paragraphs = detail.split(/\r\n?|\n/).map((line) => `<p>${escapeXml(line)}</p>`);
  return `<richcontent TYPE="NOTE"><html><head></head><body>${paragraphs.join("")}</body></html></richcontent>`;
}
