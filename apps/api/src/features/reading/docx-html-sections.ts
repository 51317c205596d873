import type { THeadingLevel } from "./document.ts";
import type { TSectionDraft } from "./extraction.ts";
import { normaliseLine, normaliseText } from "./normalise-text.ts";
import { attributeOf, childrenOf, parseXml, tagOf, textOf, type TXmlNode } from "./xml-tree.ts";

/** A paragraph that introduces what follows: it ends with a colon. */
const LEAD_IN = /[:：]$/;

/**
 * Walks mammoth's HTML (well-formed: mammoth escapes text and closes every
 * element) as data; it is never rendered. One section per heading block, in
 * reading order, with the heading's level (h1..h6: Word's Title and Heading
 * 1..6): paragraphs "\n\n", list items "- item" lines, table rows
 * "cell | cell" lines. A list's lead-in ("Organelles:") stays in the list's
 * paragraph: without it the items lose what they are items of.
 */
export function htmlToSections(html: string): TSectionDraft[] {
  const root = parseXml(`<root>${html}</root>`)[0];
  const sections: TSectionDraft[] = [];
  let heading: { heading: string; level: THeadingLevel } | undefined;
  let blocks: string[] = [];
  const flush = () => {
    const text = normaliseText(blocks.join("\n\n"));
    if (text) sections.push(heading ? { ...heading, text } : { text });
  };
  for (const node of root ? childrenOf(root) : []) {
    const tag = tagOf(node) ?? "";
    if (/^h[1-6]$/.test(tag)) {
      flush();
      const title = normaliseLine(inlineText(node));
      heading = title ? { heading: title, level: Number(tag[1]) as THeadingLevel } : undefined;
      blocks = [];
      continue;
    }
    const block = blockText(node);
    if (!block.trim()) continue;
    const previous = blocks.at(-1);
    if ((tag === "ul" || tag === "ol") && previous !== undefined && LEAD_IN.test(previous))
      blocks[blocks.length - 1] = `${previous}\n${block}`;
    else blocks.push(block);
  }
  flush();
  return sections;
}

function blockText(node: TXmlNode): string {
  switch (tagOf(node)) {
    case "ul":
    case "ol":
      return listLines(node).join("\n");
    case "table":
      return tableRows(node).join("\n");
    default:
      return normaliseText(inlineText(node));
  }
}

/** Nested lists are flattened: each item is one "- " line after its parent. */
function listLines(list: TXmlNode): string[] {
  return childrenOf(list).flatMap((item) => {
    if (tagOf(item) !== "li") return [];
    const own = childrenOf(item).filter((child) => !["ul", "ol"].includes(tagOf(child) ?? ""));
    const text = normaliseLine(own.map(inlineText).join(" "));
    const nested = childrenOf(item).filter((child) => ["ul", "ol"].includes(tagOf(child) ?? ""));
    return [...(text ? [`- ${text}`] : []), ...nested.flatMap(listLines)];
  });
}

/** Rows of this table (in thead/tbody too), each "cell | cell"; a nested table becomes its cell's text. */
function tableRows(table: TXmlNode): string[] {
  return childrenOf(table).flatMap((child) => {
    const tag = tagOf(child);
    if (tag === "thead" || tag === "tbody" || tag === "tfoot") return tableRows(child);
    if (tag !== "tr") return [];
    const cells = childrenOf(child)
      .filter((cell) => tagOf(cell) === "td" || tagOf(cell) === "th")
      .map((cell) => normaliseLine(inlineText(cell)));
    return cells.some((cell) => cell !== "") ? [cells.join(" | ")] : [];
  });
}

const BLOCK_TAGS = new Set(["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote"]);

/** Text of a node and everything in it; footnote markers and their back links ("[1]", "↑") are dropped. */
function inlineText(node: TXmlNode): string {
  const text = textOf(node);
  if (text !== undefined) return text;
  const tag = tagOf(node);
  if (tag === "br") return "\n";
  if (tag === "a" && /^#(footnote|endnote|comment)-/.test(attributeOf(node, "href") ?? "")) return "";
  if (tag === "td" || tag === "th") return childrenOf(node).map(inlineText).join(" ");
  const inner = childrenOf(node).map(inlineText).join("");
  return tag && BLOCK_TAGS.has(tag) ? `\n${inner}\n` : inner;
}
