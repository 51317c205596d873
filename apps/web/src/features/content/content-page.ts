import { parseFrontMatter } from "./front-matter.ts";

/** Icons the how-to index can show; a Markdown file names one in its `icon` field. */
export const CONTENT_ICONS = [
  "deck",
  "text",
  "docx",
  "pdf",
  "pptx",
  "image",
  "export",
  "study",
  "diagram",
  "info",
  "privacy",
  "terms",
  "code",
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

export type ContentMeta = {
  slug: string;
  title: string;
  description: string;
  /** Position in lists; lower first. */
  order: number;
  icon: ContentIcon | undefined;
};

export type ContentPage = ContentMeta & { body: string };

/** Lower-case letters, digits, '-' and '_': what a content file may be named and a URL may ask for. */
const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

export function isContentSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/** '../../content/how-to/pdf.md' → 'pdf'. */
export function slugFromPath(path: string): string {
  const file = path.slice(path.lastIndexOf("/") + 1);
  return file.replace(/\.md$/, "");
}

function isContentIcon(value: string): value is ContentIcon {
  return (CONTENT_ICONS as readonly string[]).includes(value);
}

/** Reads one Markdown file; a file without a title or description, or with a bad order or icon, is a bug in the repo. */
export function parseContentPage(slug: string, raw: string): ContentPage {
  const { attributes, body } = parseFrontMatter(raw);
  const problem = (what: string) => new Error(`Content file '${slug}.md': ${what}`);
  const { title, description, order = "", icon } = attributes;
  if (!title) throw problem("front matter needs a title");
  if (!description) throw problem("front matter needs a description");
  const position = order === "" ? Number.POSITIVE_INFINITY : Number(order);
  if (Number.isNaN(position)) throw problem(`order '${order}' is not a number`);
  if (icon !== undefined && !isContentIcon(icon)) throw problem(`unknown icon '${icon}'`);
  return { slug, title, description, order: position, icon, body };
}

export function toContentMeta({ body: _body, ...meta }: ContentPage): ContentMeta {
  return meta;
}

/** By `order`, then title, so equal orders still list the same way every time. */
export function sortContent<T extends ContentMeta>(pages: readonly T[]): T[] {
  return [...pages].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The pages before and after `slug` in an already sorted list (for 'Previous' and 'Next' links). */
export function findNeighbours<T extends ContentMeta>(
  sorted: readonly T[],
  slug: string,
): { previous: T | undefined; next: T | undefined } {
  const index = sorted.findIndex((page) => page.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: sorted[index - 1], next: sorted[index + 1] };
}

/**
 * The slug a URL asks for, or null when it cannot be a page: the router
 * matches paths case-insensitively, so '/about/Privacy' is '/about/privacy';
 * nested paths ('/about/a/b') and odd characters are not pages.
 */
export function slugFromUrlSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const slug = decoded.toLowerCase();
  return isContentSlug(slug) ? slug : null;
}
