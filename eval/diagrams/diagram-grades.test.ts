import { describe, expect, it } from "vitest";
import type { TDiagramGraph } from "@mnemo/api-contract";
import { formatGrades, mergeGrades, parseGrades, rates } from "./diagram-grades.ts";

const graph = (labels: string[]): TDiagramGraph => ({
  schema_version: 1,
  kind: "mind_map",
  title: "Cells",
  generator: "offline@1",
  root: "r",
  nodes: [
    { id: "r", label: "Cells", sources: [], note_ids: [], collapsed: false, origin: "source" },
    ...labels.map((label, index) => ({ id: `n${index}`, label, sources: [], note_ids: [], collapsed: false, origin: "source" as const })),
  ],
  edges: labels.map((_, index) => ({ id: `e${index}`, from: "r", to: `n${index}`, kind: "child" as const })),
});

describe("diagram grade sheets", () => {
  it("keep a node's grades across a re-run by its label, and leave new nodes blank", () => {
    const first = mergeGrades(graph(["Nucleus", "Ribosome"]), { mainSections: "", present: "", order: "", rows: [] });
    const graded = formatGrades({
      ...first,
      mainSections: "3",
      present: "2",
      order: "right",
      rows: first.rows.map((row) => ({ ...row, faithful: "y", worth: row.label === "Nucleus" ? "y" : "n" })),
    });
    const again = mergeGrades(graph(["Ribosome", "Mitochondrion"]), parseGrades(graded));
    expect(again.rows.map((row) => [row.label, row.faithful, row.worth])).toEqual([
      ["Ribosome", "y", "n"],
      ["Mitochondrion", "", ""],
    ]);
    expect(rates(again)).toMatchObject({ nodes: 2, graded: 1, faithful: 1, worth: 0, mainSections: 3, present: 2, orderRight: 1 });
  });

  it("count the root out and a label's tabs as spaces", () => {
    const sheet = mergeGrades(graph(["A\tB"]), { mainSections: "", present: "", order: "", rows: [] });
    expect(sheet.rows).toHaveLength(1);
    expect(parseGrades(formatGrades(sheet)).rows[0]?.label).toBe("A B");
  });
});

describe("repeated nodes", () => {
  it("pair their grades in order, so a repeat that went away does not give its grade to the node that stayed", () => {
    const sheet = mergeGrades(graph(["Nucleus", "Nucleus"]), { mainSections: "", present: "", order: "", rows: [] });
    const graded = parseGrades(
      formatGrades({
        ...sheet,
        rows: sheet.rows.map((row, index) => ({
          ...row,
          faithful: "y",
          worth: index === 0 ? "y" : "n",
          note: index === 0 ? "" : "repeat",
        })),
      }),
    );
    const again = mergeGrades(graph(["Nucleus"]), graded);
    expect(again.rows.map((row) => [row.label, row.worth, row.note])).toEqual([["Nucleus", "y", ""]]);
  });
});
