import { describe, expect, it } from "vitest";
import { runOutlineEdit } from "./outline-twin-actions.ts";
import { cellsMindMap } from "./outline-twin-test-graphs.ts";

const graph = cellsMindMap();

describe("outline edits and what is announced", () => {
  it("a new node opens for typing and says where it went", () => {
    const child = runOutlineEdit(graph, "b", { type: "add-child" });
    expect(child).toMatchObject({ isNew: true, message: "New node added under “Nucleus”. Type its name, then press Enter." });
    expect(child.graph.nodes).toHaveLength(6);
    const sibling = runOutlineEdit(graph, "a1", { type: "add-sibling" });
    expect(sibling.message).toBe("New node added after “Lipids”. Type its name, then press Enter.");
    expect(runOutlineEdit(graph, "r", { type: "add-sibling" }).message).toMatch(/under “Cells”/);
  });

  it("a deletion says how much went with it and how to bring it back", () => {
    expect(runOutlineEdit(graph, "a", { type: "delete" }).message).toBe(
      "Deleted “Membrane” and the 2 nodes under it. Ctrl+Z brings it back.",
    );
    expect(runOutlineEdit(graph, "b", { type: "delete" }).message).toBe("Deleted “Nucleus”. Ctrl+Z brings it back.");
  });

  it("a move says where the node is now; a refused edit says why and changes nothing", () => {
    expect(runOutlineEdit(graph, "b", { type: "move", direction: "indent" }).message).toBe("Moved “Nucleus” under “Membrane”.");
    expect(runOutlineEdit(graph, "a2", { type: "move", direction: "up" }).message).toBe("Moved “Proteins” up.");
    const refused = runOutlineEdit(graph, "r", { type: "delete" });
    expect(refused).toMatchObject({ message: "The root cannot be deleted.", isNew: false });
    expect(refused.graph).toBe(graph);
  });
});
