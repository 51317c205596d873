// @mnemo/diagrams: what the web app and the API share to draw, edit and export a diagram (docs/diagrams.md).
export * from "./types.ts";
export * from "./tree.ts";
export * from "./layout/wrap-label.ts";
export * from "./layout/layout-diagram.ts";
export * from "./layout/visible-nodes.ts";
export * from "./svg/write-svg.ts";
export { diagramOutline, type TOutlineItem as TDiagramOutlineItem } from "./write/diagram-outline.ts";
export * from "./write/markdown.ts";
export * from "./write/opml.ts";
export * from "./write/freemind.ts";
export * from "./write/mermaid.ts";
export * from "./edit/edit-graph.ts";
export * from "./edit/history.ts";
