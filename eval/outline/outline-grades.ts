import type { TExpectedFact } from "./facts-file.ts";
import type { TSheetItem } from "./outline-view.ts";

/**
 * The two grade sheets beside each outline review sheet (docs/card-quality.md,
 * "Outlines"): <file>.coverage.tsv (one row per expected fact: is it covered,
 * and by which point) and <file>.points.tsv (one row per point and example:
 * faithful, worth knowing, an example or an instruction). The harness writes
 * the rows, keeps the grades that still apply, and computes the rates from
 * whatever is graded.
 */

export type TCoverageRow = {
  fact: string;
  covered: "y" | "partial" | "n" | "";
  point: string;
  pointKey: string;
  section: string;
  location: string;
  text: string;
};
export type TPointRow = {
  key: string;
  id: string;
  kind: string;
  faithful: "y" | "n" | "";
  worth: "y" | "n" | "";
  /** y/e: an example (for an example row: rightly one); i: an instruction; n: neither. */
  exampleOrInstruction: "y" | "e" | "i" | "n" | "";
  note: string;
  where: string;
  text: string;
  quote: string;
};

const COVERAGE_HEADER = ["fact", "covered", "point", "point_key", "section", "location", "fact_text"];
const POINTS_HEADER = ["key", "id", "kind", "faithful", "worth", "example_or_instruction", "note", "where", "text", "quote"];
const FINGERPRINT = "# outline: ";
const RETIRED = "# Graded earlier, not made by the last run (kept so the grade is not lost; not counted in the rates):";
const clean = (value: string) => value.replace(/[\t\r\n]+/g, " ");
const rowsOf = (tsv: string) =>
  tsv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "" && !line.startsWith("#") && !line.startsWith("fact\t") && !line.startsWith("key\t"));

/** The outline's points, as one string: when it changes, an "n" grade may no longer hold. */
export function outlineFingerprint(items: TSheetItem[]): string {
  return items.length === 0
    ? "empty"
    : `${items.length}:${items
        .map((item) => item.key)
        .join("")
        .slice(0, 16)}:${hashOf(items.map((item) => item.key).join(""))}`;
}

function hashOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(16);
}

export function parseCoverage(tsv: string): { rows: TCoverageRow[]; fingerprint: string } {
  const fingerprint =
    tsv
      .split(/\r?\n/)
      .find((line) => line.startsWith(FINGERPRINT))
      ?.slice(FINGERPRINT.length) ?? "";
  const rows = rowsOf(tsv).map((line) => {
    const [fact = "", covered = "", point = "", pointKey = "", section = "", location = "", text = ""] = line.split("\t");
    const grade = covered.trim().toLowerCase();
    return {
      fact: fact.trim(),
      covered: (["y", "partial", "n"].includes(grade) ? grade : "") as TCoverageRow["covered"],
      point: point.trim(),
      pointKey: pointKey.trim(),
      section,
      location,
      text,
    };
  });
  return { rows, fingerprint };
}

/**
 * This run's coverage rows. A "y" or "partial" is kept while the point it
 * names is still made (its id is updated); an "n" is kept only while the
 * outline is the one it was given against.
 */
export function mergeCoverage(
  facts: TExpectedFact[],
  items: TSheetItem[],
  previous: { rows: TCoverageRow[]; fingerprint: string },
): TCoverageRow[] {
  const fingerprint = outlineFingerprint(items);
  const idOfKey = new Map(items.map((item) => [item.key, item.id]));
  const keyOfId = new Map(items.map((item) => [item.id, item.key]));
  const before = new Map(previous.rows.map((row) => [row.text.trim(), row]));
  return facts.map((fact) => {
    const row: TCoverageRow = {
      fact: fact.id,
      covered: "",
      point: "",
      pointKey: "",
      section: fact.section,
      location: fact.location,
      text: fact.text,
    };
    const known = before.get(fact.text);
    if (!known) return row;
    if (known.covered === "n" && previous.fingerprint === fingerprint) row.covered = "n";
    if (known.covered === "y" || known.covered === "partial") {
      // A grade typed with only the point's id takes the key of the outline it was graded against.
      const key = known.pointKey || (previous.fingerprint === fingerprint ? (keyOfId.get(known.point.split(/[ ,]/)[0] ?? "") ?? "") : "");
      const id = idOfKey.get(key);
      if (id) Object.assign(row, { covered: known.covered, point: id, pointKey: key });
    }
    return row;
  });
}

export function formatCoverage(rows: TCoverageRow[], items: TSheetItem[]): string {
  return `${[
    "# Coverage: covered = y (a point states the fact, in its context), partial (part of it, or a point that needs its example), n (no point says it).",
    "# point = the id of the point in the .outline.md that covers it; the harness keeps its key so the grade survives a re-run.",
    `${FINGERPRINT}${outlineFingerprint(items)}`,
    COVERAGE_HEADER.join("\t"),
    ...rows.map((row) => [row.fact, row.covered, row.point, row.pointKey, row.section, row.location, row.text].map(clean).join("\t")),
  ].join("\n")}\n`;
}

export function parsePoints(tsv: string): Map<string, TPointRow> {
  const rows = new Map<string, TPointRow>();
  const yn = (value: string) => (["y", "n"].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : "") as "y" | "n" | "";
  for (const line of rowsOf(tsv)) {
    const [
      key = "",
      id = "",
      kind = "",
      faithful = "",
      worth = "",
      exampleOrInstruction = "",
      note = "",
      where = "",
      text = "",
      quote = "",
    ] = line.split("\t");
    const eoi = exampleOrInstruction.trim().toLowerCase();
    rows.set(key.trim(), {
      key: key.trim(),
      id,
      kind,
      faithful: yn(faithful),
      worth: yn(worth),
      exampleOrInstruction: (["y", "e", "i", "n"].includes(eoi) ? eoi : "") as TPointRow["exampleOrInstruction"],
      note,
      where,
      text,
      quote,
    });
  }
  return rows;
}

export function mergePoints(items: TSheetItem[], previous: Map<string, TPointRow>): { rows: TPointRow[]; retired: TPointRow[] } {
  const rows = items.map((item) => {
    const known = previous.get(item.key);
    return {
      key: item.key,
      id: item.id,
      kind: item.kind,
      faithful: known?.faithful ?? "",
      worth: known?.worth ?? "",
      exampleOrInstruction: known?.exampleOrInstruction ?? "",
      note: known?.note ?? "",
      where: item.where,
      text: item.text,
      quote: item.quote,
    } satisfies TPointRow;
  });
  const current = new Set(items.map((item) => item.key));
  const retired = [...previous.values()].filter((row) => !current.has(row.key) && (row.faithful !== "" || row.exampleOrInstruction !== ""));
  return { rows, retired };
}

export function formatPoints(sheet: { rows: TPointRow[]; retired: TPointRow[] }): string {
  const line = (row: TPointRow) =>
    [row.key, row.id, row.kind, row.faithful, row.worth, row.exampleOrInstruction, row.note, row.where, row.text, row.quote]
      .map(clean)
      .join("\t");
  const retired = sheet.retired.length > 0 ? ["", RETIRED, ...sheet.retired.map(line)] : [];
  return `${[
    "# Points: faithful y/n (the source says it, in its context), worth y/n (worth knowing), example_or_instruction: n, e (an example), i (an instruction), y (either).",
    "# Example rows (kind example): example_or_instruction y when it really is an example; faithful as for points.",
    POINTS_HEADER.join("\t"),
    ...sheet.rows.map(line),
    ...retired,
  ].join("\n")}\n`;
}

/** The rows of the current run only. */
export function currentPointRows(tsv: string): string {
  const at = tsv.indexOf(RETIRED);
  return at < 0 ? tsv : tsv.slice(0, at);
}

export type TOutlineRates = {
  facts: number;
  factsGraded: number;
  covered: number;
  partial: number;
  sections: number;
  sectionsRepresented: number;
  points: number;
  pointsGraded: number;
  unfaithful: number;
  worth: number;
  examplesMarked: number;
  examplesMissed: number;
};

/**
 * Rates from the filled sheets: facts covered counts a partial as half; a
 * facts section is represented when one of its facts is covered at least in
 * part; an example is marked when an example row is graded a real example,
 * missed when a point row is graded an example (e or y).
 */
export function countOutline(coverage: TCoverageRow[], points: TPointRow[]): TOutlineRates {
  const sections = new Map<string, boolean>();
  for (const row of coverage)
    sections.set(row.section, (sections.get(row.section) ?? false) || row.covered === "y" || row.covered === "partial");
  const pointRows = points.filter((row) => row.kind !== "example");
  const exampleRows = points.filter((row) => row.kind === "example");
  return {
    facts: coverage.length,
    factsGraded: coverage.filter((row) => row.covered !== "").length,
    covered: coverage.filter((row) => row.covered === "y").length,
    partial: coverage.filter((row) => row.covered === "partial").length,
    sections: sections.size,
    sectionsRepresented: [...sections.values()].filter(Boolean).length,
    points: pointRows.length,
    pointsGraded: pointRows.filter((row) => row.faithful !== "").length,
    unfaithful: pointRows.filter((row) => row.faithful === "n").length,
    worth: pointRows.filter((row) => row.worth === "y").length,
    examplesMarked: exampleRows.filter((row) => row.exampleOrInstruction === "y" || row.exampleOrInstruction === "e").length,
    examplesMissed: pointRows.filter((row) => row.exampleOrInstruction === "y" || row.exampleOrInstruction === "e").length,
  };
}

export function addOutlineRates(a: TOutlineRates, b: TOutlineRates): TOutlineRates {
  const sum = { ...a };
  for (const key of Object.keys(b) as (keyof TOutlineRates)[]) sum[key] += b[key];
  return sum;
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((100 * part) / whole)}%`;
}
