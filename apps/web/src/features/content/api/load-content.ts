import { parseContentPage, slugFromPath, sortContent, toContentMeta, type ContentMeta, type ContentPage } from "../content-page.ts";

/*
 * The Markdown files under src/content, each its own small chunk fetched when
 * first needed: the list of slugs is known at once (so an unknown slug is a 404
 * without a request), the text only when a page or index asks for it.
 */
export type ContentCollection = "about" | "how-to";

type Loader = () => Promise<string>;

const files: Record<ContentCollection, Record<string, Loader>> = {
  about: import.meta.glob<string>("../../../content/about/*.md", { query: "?raw", import: "default" }),
  "how-to": import.meta.glob<string>("../../../content/how-to/*.md", { query: "?raw", import: "default" }),
};

function loaders(collection: ContentCollection): Map<string, Loader> {
  return new Map(Object.entries(files[collection]).map(([path, load]) => [slugFromPath(path), load]));
}

const byCollection: Record<ContentCollection, Map<string, Loader>> = { about: loaders("about"), "how-to": loaders("how-to") };

/** The /about page itself; never reachable as /about/index. */
export const ABOUT_INDEX_SLUG = "index";

export function hasContentPage(collection: ContentCollection, slug: string): boolean {
  return byCollection[collection].has(slug);
}

export async function loadContentPage(collection: ContentCollection, slug: string): Promise<ContentPage> {
  const load = byCollection[collection].get(slug);
  if (!load) throw new Error(`No ${collection} page '${slug}'`);
  return parseContentPage(slug, await load());
}

/** Every page of a collection in reading order, without bodies. */
export async function loadContentIndex(collection: ContentCollection): Promise<ContentMeta[]> {
  const slugs = [...byCollection[collection].keys()];
  const pages = await Promise.all(slugs.map((slug) => loadContentPage(collection, slug)));
  return sortContent(pages.map(toContentMeta));
}

/** How many pages a collection has, known before any is loaded (for skeletons). */
export function countContentPages(collection: ContentCollection): number {
  return byCollection[collection].size;
}
