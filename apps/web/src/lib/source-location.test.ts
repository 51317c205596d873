import { describe, expect, it } from "vitest";
import { hasShowableSource, sourceLocation, sourceOrigin } from "./source-location.ts";

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
});
