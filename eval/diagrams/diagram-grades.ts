// Grade sheets for offline diagrams (docs/diagrams.md, "Measured on real documents").
//
// One TSV per document and kind: a header of whole-diagram judgements, then a
// row per node. A grader fills the blanks by reading the document:
//   faithful  y/n  the node says what the source says (its label and detail)
//   worth     y/n  a learner would want this node on the map
// and in the header:
//   #main_sections  the document's main sections (as a teacher would list them)
//   #present        how many of them the diagram has
//   #order          right / wrong: timeline events in date order, map branches in the document's order
// Grades are kept on a re-run by the node's label and detail, so only new or changed nodes come back blank.
import type { TDiagramGraph } from "@mnemo/api-contract";

export type TNodeGrade = { id: string; depth: number; label: string; detail: string; faithful: string; worth: string; note: string };
export type TDiagramGrades = { mainSections: string; present: string; order: string; rows: TNodeGrade[] };

const HEADER = ["node", "depth", "label", "detail", "faithful", "worth", "note"];

export function parseGrades(text: string): TDiagramGrades {
  const grades: TDiagramGrades = { mainSections: "", present: "", order: "", rows: [] };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const header = /^#(main_sections|present|order)\t(.*)$/.exec(line);
    if (header) {
      const value = (header[2] ?? "").trim();
      if (header[1] === "main_sections") grades.mainSections = value;
      else if (header[1] === "present") grades.present = value;
      else grades.order = value;
      continue;
    }
    if (line.startsWith("#") || line.startsWith(`${HEADER[0]}\t`)) continue;
    const [id = "", depth = "0", label = "", detail = "", faithful = "", worth = "", note = ""] = line.split("\t");
    grades.rows.push({ id, depth: Number(depth), label, detail, faithful: faithful.trim(), worth: worth.trim(), note });
  }
  return grades;
}

const cell = (text: string) => text.replace(/[\t\n\r]+/g, " ").trim();

export function nodeRows(graph: TDiagramGraph): Omit<TNodeGrade, "faithful" | "worth" | "note">[] {
  const parent = new Map<string, string>();
  for (const edge of graph.edges) if (edge.kind === "child") parent.set(edge.to, edge.from);
  const depth = (id: string) => {
    let count = 0;
    for (let at = parent.get(id); at !== undefined && count < 50; at = parent.get(at)) count += 1;
    return count;
  };
  return graph.nodes
    .filter((node) => node.id !== graph.root)
    .map((node) => ({ id: node.id, depth: depth(node.id), label: cell(node.label), detail: cell(node.detail ?? "") }));
}

/** The new sheet for `graph`, keeping the grades of nodes whose label and detail did not change. */
export function mergeGrades(graph: TDiagramGraph, old: TDiagramGrades): TDiagramGrades {
  // Rows with the same label and detail (a repeated node) are paired in order, the first old with the first new.
  const kept = new Map<string, TNodeGrade[]>();
  for (const row of old.rows) {
    const key = `${row.label}\u0000${row.detail}`;
    kept.set(key, [...(kept.get(key) ?? []), row]);
  }
  return {
    mainSections: old.mainSections,
    present: old.present,
    order: old.order,
    rows: nodeRows(graph).map((row) => {
      const before = kept.get(`${row.label}\u0000${row.detail}`)?.shift();
      return { ...row, faithful: before?.faithful ?? "", worth: before?.worth ?? "", note: before?.note ?? "" };
    }),
  };
}

export function formatGrades(grades: TDiagramGrades): string {
  return [
    `#main_sections\t${grades.mainSections}`,
    `#present\t${grades.present}`,
    `#order\t${grades.order}`,
    HEADER.join("\t"),
    ...grades.rows.map((row) => [row.id, String(row.depth), row.label, row.detail, row.faithful, row.worth, cell(row.note)].join("\t")),
    "",
  ].join("\n");
}

export type TDiagramRates = {
  nodes: number;
  graded: number;
  faithful: number;
  worth: number;
  mainSections: number;
  present: number;
  orderRight: number;
  orderJudged: number;
};

export function rates(grades: TDiagramGrades): TDiagramRates {
  const graded = grades.rows.filter((row) => /^[yn]$/i.test(row.faithful));
  const main = Number.parseInt(grades.mainSections, 10);
  const present = Number.parseInt(grades.present, 10);
  return {
    nodes: grades.rows.length,
    graded: graded.length,
    faithful: graded.filter((row) => /^y$/i.test(row.faithful)).length,
    worth: graded.filter((row) => /^y$/i.test(row.worth)).length,
    mainSections: Number.isFinite(main) ? main : 0,
    present: Number.isFinite(present) ? present : 0,
    orderRight: /^right/i.test(grades.order) ? 1 : 0,
    orderJudged: /^(right|wrong)/i.test(grades.order) ? 1 : 0,
  };
}

export function addRates(a: TDiagramRates, b: TDiagramRates): TDiagramRates {
  return {
    nodes: a.nodes + b.nodes,
    graded: a.graded + b.graded,
    faithful: a.faithful + b.faithful,
    worth: a.worth + b.worth,
    mainSections: a.mainSections + b.mainSections,
    present: a.present + b.present,
    orderRight: a.orderRight + b.orderRight,
    orderJudged: a.orderJudged + b.orderJudged,
  };
}

export const NO_RATES: TDiagramRates = {
  nodes: 0,
  graded: 0,
  faithful: 0,
  worth: 0,
  mainSections: 0,
  present: 0,
  orderRight: 0,
  orderJudged: 0,
};
