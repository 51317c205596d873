import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * Test-only: what mermaid 11 would show for a label it has parsed, computed
 * from its parsed database (mermaid cannot lay out a diagram without a
 * browser's text measuring, so tests cannot read its drawing). These are the
 * steps its label code takes with the default config (HTML labels,
 * securityLevel strict), written out here, and run with mermaid's own
 * Markdown parser and sanitiser (the versions mermaid itself depends on).
 * Needs a DOM: call it under happy-dom.
 */
type TMarkedToken = { type: string; raw: string; text?: string; tokens?: TMarkedToken[] };
type TPurify = { sanitize: (dirty: string, config?: Record<string, unknown>) => unknown };
type TDocument = {
  createElement: (tag: string) => {
    innerHTML: string;
    textContent: string | null;
    querySelectorAll: (selector: string) => Iterable<{ replaceWith: (text: string) => void }>;
  };
};

let deps: Promise<{ lexer: (markdown: string) => TMarkedToken[]; purify: TPurify }> | undefined;

/** mermaid's Markdown parser (marked) and sanitiser (DOMPurify), resolved from mermaid's own folder. */
export function loadMermaidLabelDeps(): Promise<{ lexer: (markdown: string) => TMarkedToken[]; purify: TPurify }> {
  deps ??= (async () => {
    const fromMermaid = createRequire(createRequire(import.meta.url).resolve("mermaid"));
    const marked = (await import(pathToFileURL(fromMermaid.resolve("marked")).href)) as {
      marked: { lexer: (markdown: string) => TMarkedToken[] };
    };
    const purify = (await import(pathToFileURL(fromMermaid.resolve("dompurify")).href)) as { default: TPurify };
    return { lexer: (markdown) => marked.marked.lexer(markdown), purify: purify.default };
  })();
  return deps;
}

/** mermaid's entity placeholders (what its parser keeps for `#quot;`, `#35;`) back to character references. */
export function decodeMermaidEntities(text: string): string {
  return text.replace(/ﬂ°°/g, "&#").replace(/ﬂ°/g, "&").replace(/¶ß/g, ";");
}

/**
 * The text a node or edge label shows in an HTML label. `fromDb` says the
 * label went through the node path (entities decoded and sanitised before the
 * text is made) rather than the edge path (the text is made from the stored
 * label directly). `markdown`: mind-map nodes are always Markdown.
 */
export async function shownHtmlLabel(stored: string, options: { markdown: boolean; node: boolean }): Promise<string> {
  const { lexer, purify } = await loadMermaidLabelDeps();
  const sanitize = (text: string) => (text ? String(purify.sanitize(String(purify.sanitize(text)), { FORBID_TAGS: ["style"] })) : text);
  const text = options.node ? sanitize(decodeMermaidEntities(stored)) : stored;
  // KaTeX replaces the whole label with typeset maths.
  if (/\$\$(.*?)\$\$/.test(text)) return "[KaTeX]";
  const html = options.markdown ? markdownToHtml(lexer(text)) : text ? `<p>${text.replace(/\\n|\n/g, "<br />")}</p>` : "";
  const withIcons = decodeMermaidEntities(html).replace(/(fa[bklrs]?):fa-([\w-]+)/g, "<i class='icon'></i>");
  const document = (globalThis as unknown as { document: TDocument }).document;
  const span = document.createElement("span");
  // mermaid sanitises this once more before showing it; that only removes
  // markup, which a label written as text never has, so it is left out here.
  span.innerHTML = withIcons;
  for (const br of span.querySelectorAll("br")) br.replaceWith("\n");
  return span.textContent ?? "";
}

function markdownToHtml(tokens: TMarkedToken[]): string {
  const output = (token: TMarkedToken): string => {
    const inner = () => (token.tokens ?? []).map(output).join("");
    switch (token.type) {
      case "text":
        return (token.text ?? "").replace(/\n */g, "<br/>");
      case "strong":
        return `<strong>${inner()}</strong>`;
      case "em":
        return `<em>${inner()}</em>`;
      case "paragraph":
        return `<p>${inner()}</p>`;
      case "space":
        return "";
      case "html":
      case "escape":
        return token.text ?? "";
      default:
        return token.raw;
    }
  };
  return tokens.map(output).join("");
}

/**
 * The text a timeline shows: its text is written into SVG with d3's text(),
 * split into words at whitespace and "<br>" (a line break), the SVG's
 * placeholders turned into character references, and the SVG parsed again
 * (which collapses the spaces between words).
 */
export function shownSvgText(stored: string, options: { wrapped: boolean }): string {
  const lines = options.wrapped ? stored.split("<br>") : [stored];
  const words = lines.map((line) => (options.wrapped ? line.split(/\s+/).filter(Boolean).join(" ") : line));
  const svg = decodeMermaidEntities(words.join("\n").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
  const document = (globalThis as unknown as { document: TDocument }).document;
  const element = document.createElement("div");
  element.innerHTML = svg;
  return element.textContent ?? "";
}
