import { describe, expect, it } from "vitest";
import { closestGalleryPage, GALLERY_PAGES } from "./gallery-pages.ts";

describe("closestGalleryPage", () => {
  it("suggests the page meant by a typo, a singular or a different case", () => {
    expect(closestGalleryPage("buton")?.label).toBe("Buttons");
    expect(closestGalleryPage("Dialog")?.label).toBe("Dialogs");
    expect(closestGalleryPage("CARDS/extra")?.label).toBe("Cards");
    expect(closestGalleryPage("sidebar-grid")?.label).toBe("Sidebar grid");
  });

  it("suggests nothing for an unrelated name or an empty path", () => {
    expect(closestGalleryPage("spreadsheets")).toBeNull();
    expect(closestGalleryPage("")).toBeNull();
  });

  it("lists every gallery page under /tests", () => {
    expect(GALLERY_PAGES.map((page) => page.href)).toEqual([
      "/tests/cards",
      "/tests/buttons",
      "/tests/dialogs",
      "/tests/video",
      "/tests/SidebarGrid.ignore",
    ]);
  });
});
