import { normaliseLine, normaliseText } from "./normalise-text.ts";
import { attributeOf, childByTag, childrenOf, findAll, parseXml, tagOf, textOf, type TXmlNode } from "./xml-tree.ts";

export type TSlideBlock = { part: "body" | "table"; text: string };
export type TSlideContent = { title?: string; blocks: TSlideBlock[] };

const TITLE_TYPES = new Set(["title", "ctrTitle"]);
// Slide number, date, footer and header placeholders repeat on every slide;
// sldImg is the slide thumbnail on a notes page. None of it is content.
const SKIPPED_TYPES = new Set(["sldNum", "dt", "ftr", "hdr", "sldImg"]);

/** Title, then text shapes and tables in the order of the shape tree (PowerPoint's reading order). */
export function readSlide(xml: string): TSlideContent {
  const content: TSlideContent = { blocks: [] };
  const tree = findAll(parseXml(xml), "p:spTree")[0];
  if (tree) walkShapes(childrenOf(tree), content);
  return content;
}

/** Speaker notes: the notes page's text placeholders, without slide number, header or date. */
export function readNotes(xml: string): string {
  const content = readSlide(xml);
  return normaliseText([content.title ?? "", ...content.blocks.map((block) => block.text)].join("\n\n"));
}

function walkShapes(shapes: TXmlNode[], content: TSlideContent): void {
  for (const shape of shapes) {
    const tag = tagOf(shape);
    if (tag === "p:grpSp") {
      walkShapes(childrenOf(shape), content);
    } else if (tag === "mc:AlternateContent") {
      // Newer features with a fallback for older readers: take the first branch only, never both.
      const branch = childrenOf(shape)[0];
      if (branch) walkShapes(childrenOf(branch), content);
    } else if (tag === "p:sp") {
      readTextShape(shape, content);
    } else if (tag === "p:graphicFrame") {
      for (const table of findAll([shape], "a:tbl")) {
        const text = tableText(table);
        if (text) content.blocks.push({ part: "table", text });
      }
    }
  }
}

function readTextShape(shape: TXmlNode, content: TSlideContent): void {
  const type = placeholderType(shape);
  if (type && SKIPPED_TYPES.has(type)) return;
  const body = findAll([shape], "p:txBody")[0];
  const text = body ? paragraphsText(body, "\n") : "";
  if (!text) return;
  if (type && TITLE_TYPES.has(type) && content.title === undefined) {
    content.title = normaliseLine(text);
    return;
  }
  const last = content.blocks.at(-1);
  // Consecutive text shapes form one body block; a table in between starts a new one.
  if (last?.part === "body") last.text = `${last.text}\n\n${text}`;
  else content.blocks.push({ part: "body", text });
}

function placeholderType(shape: TXmlNode): string | undefined {
  const placeholder = findAll([shape], "p:ph")[0];
  // A placeholder without a type is a body placeholder.
  return placeholder ? (attributeOf(placeholder, "type") ?? "body") : undefined;
}

/** Each a:p on its own line; runs, fields and line breaks in order. */
function paragraphsText(body: TXmlNode, separator: string): string {
  const lines = childrenOf(body)
    .filter((node) => tagOf(node) === "a:p")
    .map((paragraph) => normaliseLine(childrenOf(paragraph).map(runText).join("")))
    .filter((line) => line !== "");
  return normaliseText(lines.join(separator));
}

function runText(node: TXmlNode): string {
  const tag = tagOf(node);
  if (tag === "a:br") return "\n";
  if (tag !== "a:r" && tag !== "a:fld") return "";
  const t = childByTag(node, "a:t");
  return t
    ? childrenOf(t)
        .map((child) => textOf(child) ?? "")
        .join("")
    : "";
}

/** Rows "cell | cell"; cells swallowed by a merge (hMerge/vMerge) are left out. */
function tableText(table: TXmlNode): string {
  const rows = childrenOf(table)
    .filter((row) => tagOf(row) === "a:tr")
    .map((row) =>
      childrenOf(row)
        .filter((cell) => tagOf(cell) === "a:tc" && !attributeOf(cell, "hMerge") && !attributeOf(cell, "vMerge"))
        .map((cell) => {
          const body = childByTag(cell, "a:txBody");
          return body ? normaliseLine(paragraphsText(body, " ")) : "";
        }),
    )
    .filter((cells) => cells.some((cell) => cell !== ""));
  return rows.map((cells) => cells.join(" | ")).join("\n");
}
