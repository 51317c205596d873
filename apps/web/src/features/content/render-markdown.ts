import { Marked, type Tokens } from "marked";

/*
 * Markdown → HTML for the content pages. The Markdown is the project's own,
 * but the output goes into the page as HTML, so nothing in it may run: raw
 * HTML is shown as text, and links and images only take http(s), mailto and
 * same-site URLs (no `javascript:` or `data:`).
 */
export { escapeHtml } from "@mnemo/api-contract";
import { escapeHtml } from "@mnemo/api-contract";

export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return true;
  // Same-site: a path, a fragment or a relative reference, but never a scheme or a protocol-relative '//host'.
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith("//") && !trimmed.startsWith("\\");
}

export function isExternalUrl(url: string): boolean {
  return /^https?:/i.test(url.trim());
}

/** 'Step 2: Upload the file' → 'step-2-upload-the-file', for heading anchors. */
export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function titleAttribute(title: string | null | undefined): string {
  return title ? ` title="${escapeHtml(title)}"` : "";
}

const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const id = slugifyHeading(inner);
      return `<h${depth}${id ? ` id="${id}"` : ""}>${inner}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return inner;
      const external = isExternalUrl(href) ? ' target="_blank" rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href)}"${titleAttribute(title)}${external}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeUrl(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute(title)} loading="lazy">`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
