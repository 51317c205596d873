import { describe, expect, it } from "vitest";
import { DEFAULT_DECK_LAYOUT, parseDeckLayout } from "./use-deck-layout.ts";

describe("parseDeckLayout", () => {
  it("defaults to the grid, as the spec's deck store does", () => {
    expect(DEFAULT_DECK_LAYOUT).toBe("layout-grid");
    expect(parseDeckLayout(null)).toBe("layout-grid");
  });

  it("keeps a stored known layout", () => {
    expect(parseDeckLayout("layout-list")).toBe("layout-list");
    expect(parseDeckLayout("layout-grid")).toBe("layout-grid");
  });

  it("ignores values it does not know", () => {
    expect(parseDeckLayout("list")).toBe("layout-grid");
    expect(parseDeckLayout('"layout-list"')).toBe("layout-grid");
  });
});
