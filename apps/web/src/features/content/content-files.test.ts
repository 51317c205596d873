import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { isContentSlug, parseContentPage, sortContent, type ContentPage } from "./content-page.ts";
import { renderMarkdown } from "./render-markdown.ts";

/*
 * The Markdown in src/content is shipped as is: every file must parse, and
 * every link in it must lead to a page that exists, or readers meet a 404.
 */
const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");

function readCollection(name: "about" | "how-to"): ContentPage[] {
  const dir = path.join(CONTENT_DIR, name);
  const pages = readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parseContentPage(file.slice(0, -3), readFileSync(path.join(dir, file), "utf8")));
  return sortContent(pages);
}

const howTo = readCollection("how-to");
const about = readCollection("about");

/** Every URL the route table answers without a parameter, plus each content page. */
const knownPaths = new Set<string>([
  ...Object.values(paths)
    .map((entry) => entry.path)
    .filter((route) => !route.includes(":") && !route.includes("*"))
    .map((route) => route.toLowerCase()),
  ...howTo.map((page) => paths.howToArticle.getHref(page.slug)),
  ...about.filter((page) => page.slug !== "index").map((page) => paths.aboutPage.getHref(page.slug)),
]);

function internalLinks(markdown: string): string[] {
  return [...renderMarkdown(markdown).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).filter((href) => href.startsWith("/"));
}

describe("how-to articles", () => {
  it("cover pasted text, Word, PDF, PowerPoint, images, exports, study and diagrams, in a fixed order", () => {
    expect(howTo.map((page) => page.slug)).toEqual([
      "getting-started",
      "pasted-text",
      "word-docx",
      "pdf",
      "powerpoint",
      "images",
      "export",
      "study",
      "diagrams",
    ]);
    expect(new Set(howTo.map((page) => page.order)).size).toBe(howTo.length);
  });

  it("each have an icon and numbered steps under their own headings", () => {
    for (const page of howTo) {
      expect(page.icon, page.slug).toBeDefined();
      const html = renderMarkdown(page.body);
      expect(html, page.slug).toMatch(/<h2 id="step-1[^"]*">Step 1/);
      expect(html, page.slug).toContain("<ol>");
    }
  });

  it("name the export formats the product lists", () => {
    const exportGuide = howTo.find((page) => page.slug === "export")!.body;
    for (const format of [".apkg", "Markdown", "CSV", "PDF", "Quizlet"]) expect(exportGuide).toContain(format);
  });
});

describe("about pages", () => {
  it("include the about page itself, privacy, terms and open source", () => {
    expect(about.map((page) => page.slug)).toEqual(["index", "privacy", "terms", "open-source"]);
  });

  it("give the self-hosting quick start command", () => {
    expect(about.find((page) => page.slug === "open-source")!.body).toContain("corepack enable && pnpm install && pnpm start");
  });
});

describe("every content file", () => {
  const all = [...about, ...howTo];

  it("has a valid slug and no level-1 heading (the page's title is its <h1>)", () => {
    for (const page of all) {
      expect(isContentSlug(page.slug), page.slug).toBe(true);
      expect(renderMarkdown(page.body), page.slug).not.toContain("<h1");
    }
  });

  it("links only to pages that exist", () => {
    for (const page of all) {
      for (const href of internalLinks(page.body)) {
        expect(knownPaths.has(href.split("#")[0]!.toLowerCase()), `${page.slug} links to ${href}`).toBe(true);
      }
    }
  });
});
