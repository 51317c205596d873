import { escapeHtml, parseCitationHref } from "@mnemo/api-contract";
import { Marked, type Tokens } from "marked";

/*
 * A block of study notes (Markdown the learner may have written) → HTML for
 * the page. Nothing in it may run: raw HTML is shown as text except the bare
 * <details> and <summary> tags the self-check questions fold their answers
 * in; images become their description; links go out only to http(s), and a
 * citation (#cite-<section>-<start>-<end>) becomes a chip that opens the
 * source's text at its quote.
 */

const FOLD_TAG = /<(\/?)(details|summary)>/gi;

/** Raw HTML as text, but for the bare fold tags. */
function foldTagsOnly(html: string): string {
  let out = "";
  let last = 0;
  for (const match of html.matchAll(FOLD_TAG)) {
    out += escapeHtml(html.slice(last, match.index));
    out += `<${match[1]}${match[2]!.toLowerCase()}>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(html.slice(last));
}

function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** Renders Markdown for one source: its citations open `citationPath(span)`. */
export function createNotesRenderer(citationPath: (span: { section: number; start: number; end: number }) => string) {
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return foldTagsOnly(text);
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        // A block sits under the notes' h2 part titles: the learner's headings start below them.
        const level = Math.min(6, Math.max(3, depth + 1));
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const span = parseCitationHref(href);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        if (span) {
          const path = citationPath({ section: span.sectionIndex, start: span.start, end: span.end });
          return `<a class="cite-chip" data-cite="" href="${escapeHtml(path)}"${titleAttribute}>${inner}</a>`;
        }
        if (!isWebUrl(href)) return inner;
        return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${inner}</a>`;
      },
    },
  });
  return (markdown: string): string => marked.parse(markdown) as string;
}
