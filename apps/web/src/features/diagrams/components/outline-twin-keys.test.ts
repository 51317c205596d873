import { describe, expect, it } from "vitest";
import { cellsMindMap } from "./outline-twin-test-graphs.ts";
import { outlineKeyAction, treeNavigation, treeRows, typeAheadTarget } from "./outline-twin-keys.ts";

const graph = cellsMindMap([{ id: "c", label: "Mitochondria" }]);

const key = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const tree = { mode: "tree" as const, readOnly: false, tabLeaves: false };

describe("the outline tree's rows", () => {
  it("gives each shown row its level, set size, position and expanded state; a collapsed branch is left out", () => {
    expect(treeRows(graph, new Set()).map((row) => [row.id, row.level, row.setSize, row.posInSet, row.isExpanded])).toEqual([
      ["r", 1, 1, 1, true],
      ["a", 2, 3, 1, true],
      ["a1", 3, 2, 1, false],
      ["a2", 3, 2, 2, false],
      ["b", 2, 3, 2, false],
      ["c", 2, 3, 3, false],
    ]);
    const closed = treeRows(graph, new Set(["a"]));
    expect(closed.map((row) => row.id)).toEqual(["r", "a", "b", "c"]);
    expect(closed[1]).toMatchObject({ hasChildren: true, isExpanded: false });
  });
});

describe("moving in the tree (WAI-ARIA tree view)", () => {
  const rows = treeRows(graph, new Set(["a"]));
  it("ArrowDown and ArrowUp go to the next and previous shown row; Home and End to the first and last", () => {
    expect(treeNavigation(rows, "a", "next")).toEqual({ focus: "b" });
    expect(treeNavigation(rows, "b", "previous")).toEqual({ focus: "a" });
    expect(treeNavigation(rows, "c", "next")).toBeNull();
    expect(treeNavigation(rows, "b", "first")).toEqual({ focus: "r" });
    expect(treeNavigation(rows, "a", "last")).toEqual({ focus: "c" });
  });

  it("ArrowRight opens a closed node, else goes to its first child; ArrowLeft closes an open node, else goes to its parent", () => {
    expect(treeNavigation(rows, "a", "right")).toEqual({ expand: "a" });
    const open = treeRows(graph, new Set());
    expect(treeNavigation(open, "a", "right")).toEqual({ focus: "a1" });
    expect(treeNavigation(open, "a1", "right")).toBeNull();
    expect(treeNavigation(open, "a", "left")).toEqual({ collapse: "a" });
    expect(treeNavigation(open, "a2", "left")).toEqual({ focus: "a" });
    expect(treeNavigation(open, "r", "left")).toEqual({ collapse: "r" });
  });

  it("type-ahead goes to the next label starting with what was typed; the same letter again goes on", () => {
    const items = treeRows(graph, new Set());
    expect(typeAheadTarget(items, "r", "m")).toBe("a");
    expect(typeAheadTarget(items, "a", "m")).toBe("c");
    expect(typeAheadTarget(items, "c", "m")).toBe("a");
    expect(typeAheadTarget(items, "r", "mi")).toBe("c");
    expect(typeAheadTarget(items, "r", "pro")).toBe("a2");
    expect(typeAheadTarget(items, "r", "z")).toBeUndefined();
  });
});

describe("the outline's keys", () => {
  it("maps the editing keys: Enter a sibling, Tab a child, F2 rename, Delete, Alt+arrows move, Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo", () => {
    expect(outlineKeyAction(key("Enter"), tree)).toEqual({ type: "add-sibling" });
    expect(outlineKeyAction(key("Tab"), tree)).toEqual({ type: "add-child" });
    expect(outlineKeyAction(key("F2"), tree)).toEqual({ type: "rename" });
    expect(outlineKeyAction(key("Delete"), tree)).toEqual({ type: "delete" });
    expect(outlineKeyAction(key("ArrowUp", { altKey: true }), tree)).toEqual({ type: "move", direction: "up" });
    expect(outlineKeyAction(key("ArrowRight", { altKey: true }), tree)).toEqual({ type: "move", direction: "indent" });
    expect(outlineKeyAction(key("ArrowLeft", { altKey: true }), tree)).toEqual({ type: "move", direction: "outdent" });
    expect(outlineKeyAction(key("z", { ctrlKey: true }), tree)).toEqual({ type: "undo" });
    expect(outlineKeyAction(key("z", { metaKey: true }), tree)).toEqual({ type: "undo" });
    expect(outlineKeyAction(key("Z", { ctrlKey: true, shiftKey: true }), tree)).toEqual({ type: "redo" });
    expect(outlineKeyAction(key("y", { ctrlKey: true }), tree)).toEqual({ type: "redo" });
    expect(outlineKeyAction(key("m"), tree)).toEqual({ type: "type-ahead", char: "m" });
  });

  it("lets Tab leave: after Escape, with Shift, in a flat list, and when reading only", () => {
    expect(outlineKeyAction(key("Tab"), { ...tree, tabLeaves: true })).toBeNull();
    expect(outlineKeyAction(key("Tab", { shiftKey: true }), tree)).toBeNull();
    expect(outlineKeyAction(key("Tab"), { ...tree, mode: "list" })).toBeNull();
    expect(outlineKeyAction(key("Tab"), { ...tree, readOnly: true })).toBeNull();
  });

  it("reading only keeps moving and opening but no edit; a list has no levels", () => {
    const reading = { ...tree, readOnly: true };
    expect(outlineKeyAction(key("ArrowDown"), reading)).toEqual({ type: "next" });
    expect(outlineKeyAction(key("ArrowRight"), reading)).toEqual({ type: "right" });
    for (const edit of [key("Enter"), key("Delete"), key("F2"), key("z", { ctrlKey: true }), key("ArrowUp", { altKey: true })]) {
      expect(outlineKeyAction(edit, reading)).toBeNull();
    }
    const list = { ...tree, mode: "list" as const };
    expect(outlineKeyAction(key("ArrowRight"), list)).toBeNull();
    expect(outlineKeyAction(key("ArrowRight", { altKey: true }), list)).toBeNull();
    expect(outlineKeyAction(key("ArrowDown", { altKey: true }), list)).toEqual({ type: "move", direction: "down" });
  });
});
