import { describe, expect, it } from "vitest";
import { compilePattern } from "./page-routes.ts";

/** React Router's matching (matchPath with the router's defaults), which the server must agree with. */
describe("compilePattern", () => {
  it.each([
    ["/", ["/", "//"], ["/a"]],
    ["/study", ["/study", "/Study", "/study/"], ["/studying", "/study/x"]],
    ["/study/*", ["/study", "/study/", "/study/a", "/study/a/b"], ["/studyx"]],
    ["/flashcards/:deckId", ["/flashcards/abc", "/flashcards/abc/"], ["/flashcards", "/flashcards/", "/flashcards/a/b"]],
    ["/flashcards/:deckId/view", ["/flashcards/abc/view"], ["/flashcards//view", "/flashcards/abc/edit"]],
    ["/tests/SidebarGrid.ignore", ["/tests/sidebargrid.ignore"], ["/tests/SidebarGridXignore"]],
    ["/decks/:id?", ["/decks", "/decks/", "/decks/a"], ["/decks/a/b"]],
    ["*", ["/", "/anything/at/all"], []],
  ])("%s", (pattern, matching, other) => {
    const regex = compilePattern(pattern);
    for (const path of matching) expect(regex.test(path), path).toBe(true);
    for (const path of other) expect(regex.test(path), path).toBe(false);
  });
});
