import { XMLParser } from "fast-xml-parser";

/**
 * fast-xml-parser's ordered form: each node is { tag: children, ":@": attrs }
 * or { "#text": text }. Ordered, because reading order lives in how siblings
 * of different kinds interleave (runs and breaks, shapes and tables).
 */
export type TXmlNode = { [key: string]: unknown };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  // Keep text exactly: "1.0" must not become 1, spaces between runs must survive.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
});

/** Parses XML (the parser's own limits stop entity-expansion and nesting bombs). */
export function parseXml(xml: string): TXmlNode[] {
  return parser.parse(xml) as TXmlNode[];
}

export function tagOf(node: TXmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ":@" && key !== "#text");
}

export function childrenOf(node: TXmlNode): TXmlNode[] {
  const tag = tagOf(node);
  const children = tag ? node[tag] : undefined;
  return Array.isArray(children) ? (children as TXmlNode[]) : [];
}

export function attributeOf(node: TXmlNode, name: string): string | undefined {
  const attributes = node[":@"] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : String(value);
}

export function textOf(node: TXmlNode): string | undefined {
  const text = node["#text"];
  return text === undefined ? undefined : String(text);
}

/** The first direct child with this tag. */
export function childByTag(node: TXmlNode, tag: string): TXmlNode | undefined {
  return childrenOf(node).find((child) => tagOf(child) === tag);
}

/** Descendants with this tag, in document order, not looking inside a match. */
export function findAll(nodes: TXmlNode[], tag: string): TXmlNode[] {
  return nodes.flatMap((node) => (tagOf(node) === tag ? [node] : findAll(childrenOf(node), tag)));
}
