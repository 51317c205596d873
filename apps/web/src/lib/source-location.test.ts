import { describe, expect, it } from "vitest";
import { hasShowableSource, sourceLocation, sourceOrigin, sourceViewerHref } from "./source-location.ts";

describe("source location", () => {
  it("names the page, the slide and the heading", () => {
    expect(sourceLocation({ page: 3, quote: "q" })).toBe("Page 3");
    expect(sourceLocation({ slide: 2, heading: "Results" })).toBe("Slide 2 · Results");
    expect(sourceLocation({ heading: " Introduction " })).toBe("Introduction");
    expect(sourceLocation({ quote: "q" })).toBeNull();
  });

  it("says pasted text when no file was uploaded", () => {
    expect(sourceOrigin({ quote: "q" })).toBe("Pasted text");
    expect(sourceOrigin({ fileName: "cells.pdf" })).toBe("cells.pdf");
  });

  it("shows a source only when there is something to show", () => {
    expect(hasShowableSource(null)).toBe(false);
    expect(hasShowableSource({ uploadId: "x" })).toBe(false);
    expect(hasShowableSource({ uploadId: "x", quote: "Cells divide." })).toBe(true);
    expect(hasShowableSource({ fileName: "a.pdf" })).toBe(true);
  });

  it("links a kept source's viewer at the quote, and nothing for a card without a kept source", () => {
    const sourceId = "0192f7a0-0000-7000-8000-000000000001";
    expect(sourceViewerHref({ sourceId, sectionIndex: 2, start: 10, end: 40, quote: "q" })).toBe(
      `/sources/${sourceId}?section=2&start=10&end=40`,
    );
    expect(sourceViewerHref({ sourceId, sectionIndex: 0, start: 0, end: 5 })).toBe(`/sources/${sourceId}?section=0&start=0&end=5`);
    expect(sourceViewerHref({ sourceId, quote: "q" })).toBe(`/sources/${sourceId}`);
    expect(sourceViewerHref({ sourceId, sectionIndex: 1, start: 5, end: 5 })).toBe(`/sources/${sourceId}`);
    expect(sourceViewerHref({ uploadId: "x", quote: "q" })).toBeNull();
  });
});
