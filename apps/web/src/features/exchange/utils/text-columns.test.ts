import { describe, expect, it } from "vitest";
import { columnRoles, columnRolesProblem, customSeparatorProblem, separatorChoice, withColumnRole } from "./text-columns.ts";

describe("separatorChoice", () => {
  it("reads the preview's separator by name or as its character", () => {
    expect(separatorChoice("tab")).toEqual({ choice: "tab", custom: "" });
    expect(separatorChoice("\t")).toEqual({ choice: "tab", custom: "" });
    expect(separatorChoice(";")).toEqual({ choice: "semicolon", custom: "" });
    expect(separatorChoice("~")).toEqual({ choice: "custom", custom: "~" });
  });

  it("takes one character other than a quote or a line break", () => {
    expect(customSeparatorProblem("~")).toBeNull();
    expect(customSeparatorProblem("😀")).toBeNull();
    expect(customSeparatorProblem("")).toBe("Type one character, such as ~ or #.");
    expect(customSeparatorProblem("ab")).toBe("Type one character, such as ~ or #.");
    expect(customSeparatorProblem('"')).toBe("A quote or a line break cannot separate fields; choose another character.");
  });
});

describe("column roles", () => {
  it("gives every column of the widest row a role: the preview's, else front and back, then ignore", () => {
    expect(columnRoles(["front", "back", "tags"], [["a", "b", "c"]])).toEqual(["front", "back", "tags"]);
    expect(columnRoles([], [["a", "b", "c"], ["d"]])).toEqual(["front", "back", "ignore"]);
    expect(columnRoles(["back", "front"], [["a", "b", "c", "d"]])).toEqual(["back", "front", "ignore", "ignore"]);
  });

  it("moves a role only one column may have, and lets extra and tags repeat", () => {
    expect(withColumnRole(["front", "back", "ignore"], 2, "front")).toEqual(["ignore", "back", "front"]);
    expect(withColumnRole(["front", "back", "extra"], 0, "extra")).toEqual(["extra", "back", "extra"]);
    expect(withColumnRole(["front", "tags", "ignore"], 2, "tags")).toEqual(["front", "tags", "tags"]);
  });

  it("needs a front", () => {
    expect(columnRolesProblem(["front", "ignore"])).toBeNull();
    expect(columnRolesProblem(["back", "ignore"])).toBe("Choose which column is the front of the card.");
  });
});
