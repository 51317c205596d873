import { describe, expect, it } from "vitest";
import {
  findNeighbours,
  isContentSlug,
  parseContentPage,
  slugFromPath,
  slugFromUrlSegment,
  sortContent,
  toContentMeta,
  type ContentMeta,
} from "./content-page.ts";

const meta = (slug: string, order: number, title = slug): ContentMeta => ({ slug, title, description: "d", order, icon: undefined });

describe("parseContentPage", () => {
  it("reads title, description, order and icon from the front matter", () => {
    const page = parseContentPage("pdf", "---\ntitle: PDF\ndescription: From a PDF\norder: 3\nicon: pdf\n---\n## Steps\n");
    expect(page).toEqual({ slug: "pdf", title: "PDF", description: "From a PDF", order: 3, icon: "pdf", body: "## Steps\n" });
    expect(toContentMeta(page)).toEqual({ slug: "pdf", title: "PDF", description: "From a PDF", order: 3, icon: "pdf" });
  });

  it("puts a page without an order last", () => {
    expect(parseContentPage("x", "---\ntitle: X\ndescription: D\n---\n").order).toBe(Number.POSITIVE_INFINITY);
  });

  it("names the file and the problem when front matter is incomplete or wrong", () => {
    expect(() => parseContentPage("a", "---\ndescription: D\n---\n")).toThrow("Content file 'a.md': front matter needs a title");
    expect(() => parseContentPage("b", "---\ntitle: T\n---\n")).toThrow("Content file 'b.md': front matter needs a description");
    expect(() => parseContentPage("c", "---\ntitle: T\ndescription: D\norder: first\n---\n")).toThrow("order 'first' is not a number");
    expect(() => parseContentPage("d", "---\ntitle: T\ndescription: D\nicon: rocket\n---\n")).toThrow("unknown icon 'rocket'");
  });
});

describe("slugs", () => {
  it("takes the file name without .md from a glob path", () => {
    expect(slugFromPath("../../../content/how-to/pasted-text.md")).toBe("pasted-text");
  });

  it("accepts lower-case letters, digits, '-' and '_' only", () => {
    expect(isContentSlug("open-source")).toBe(true);
    expect(isContentSlug("how_to")).toBe(true);
    expect(isContentSlug("")).toBe(false);
    expect(isContentSlug("-x")).toBe(false);
    expect(isContentSlug("a/b")).toBe(false);
    expect(isContentSlug("..")).toBe(false);
  });

  it("reads a URL segment case-insensitively and refuses nested or malformed ones", () => {
    expect(slugFromUrlSegment("Privacy")).toBe("privacy");
    expect(slugFromUrlSegment("privacy/extra")).toBeNull();
    expect(slugFromUrlSegment("%E0%A4%A")).toBeNull();
    expect(slugFromUrlSegment("a%2Fb")).toBeNull();
    expect(slugFromUrlSegment(undefined)).toBeNull();
  });
});

describe("sortContent and findNeighbours", () => {
  const sorted = sortContent([
    meta("c", 3),
    meta("a", 1),
    meta("z", Number.POSITIVE_INFINITY),
    meta("b2", 2, "Beta"),
    meta("b1", 2, "Alpha"),
  ]);

  it("orders by order, then title", () => {
    expect(sorted.map((page) => page.slug)).toEqual(["a", "b1", "b2", "c", "z"]);
  });

  it("finds the previous and next page, none at the ends or for an unknown slug", () => {
    expect(findNeighbours(sorted, "b2")).toEqual({ previous: sorted[1], next: sorted[3] });
    expect(findNeighbours(sorted, "a")).toEqual({ previous: undefined, next: sorted[1] });
    expect(findNeighbours(sorted, "z")).toEqual({ previous: sorted[3], next: undefined });
    expect(findNeighbours(sorted, "nope")).toEqual({ previous: undefined, next: undefined });
  });
});
