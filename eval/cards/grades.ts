/**
 * The grade sheet beside each review sheet: one row per card, graded by a
 * person reading the card as a student would (docs/card-quality.md):
 * U usable as written, E usable after a small edit, X unusable, with a reason
 * code for E and X. The harness writes the rows, keeps the grades of cards it
 * makes again, and computes the rates from whatever is graded.
 */
export const GRADES = ["U", "E", "X"] as const;
export type TGrade = (typeof GRADES)[number];
export const REASONS = [
  "WRONG",
  "ABSURD_TF",
  "TRIVIA",
  "NOT_A_FACT",
  "NOT_SELF_CONTAINED",
  "AMBIGUOUS",
  "GIVEAWAY",
  "TRIVIAL_BLANK",
  "NONSENSE_DISTRACTOR",
  "BAD_CONCEPT",
  "ARTIFACT",
  "GRAMMAR",
  "DUPLICATE",
] as const;
export type TReason = (typeof REASONS)[number];

export type TGradeRow = { card: string; grade: TGrade | ""; reason: TReason | ""; note: string; type: string; text: string };

const HEADER = ["card", "grade", "reason", "note", "type", "card_text"];
const PREAMBLE = [
  "# Grades: U = usable as written, E = usable after a small edit (say the edit in note), X = unusable.",
  `# Reasons (for E and X): ${REASONS.join(" ")}. Rubric: docs/card-quality.md.`,
];

/** Reads a sheet; malformed rows are reported, never fatal (a typo must not lose the other grades). */
export function parseGrades(tsv: string): { rows: Map<string, TGradeRow>; problems: string[] } {
  const rows = new Map<string, TGradeRow>();
  const problems: string[] = [];
  for (const [number, line] of tsv.split(/\r?\n/).entries()) {
    if (line.trim() === "" || line.startsWith("#") || line.startsWith("card\t")) continue;
    const [card = "", grade = "", reason = "", note = "", type = "", text = ""] = line.split("\t");
    const row: TGradeRow = { card: card.trim(), grade: "", reason: "", note: note.trim(), type: type.trim(), text };
    const gradeText = grade.trim().toUpperCase();
    const reasonText = reason.trim().toUpperCase();
    if (gradeText && !(GRADES as readonly string[]).includes(gradeText))
      problems.push(`line ${number + 1}: grade "${grade}" is not U, E or X`);
    else row.grade = gradeText as TGradeRow["grade"];
    if (reasonText && !(REASONS as readonly string[]).includes(reasonText)) problems.push(`line ${number + 1}: unknown reason "${reason}"`);
    else row.reason = reasonText as TGradeRow["reason"];
    if ((row.grade === "E" || row.grade === "X") && !reasonText) problems.push(`line ${number + 1}: grade ${row.grade} needs a reason`);
    if (row.card) rows.set(row.card, row);
  }
  return { rows, problems };
}

/**
 * The sheet for this run's cards, in their order, with the grades already
 * given to them; `retired` keeps the graded rows of cards this run did not
 * make, so a grade is never lost (a later run may make the card again).
 */
export function mergeGrades(
  cards: { id: string; type: string; text: string }[],
  previous: Map<string, TGradeRow>,
): { rows: TGradeRow[]; retired: TGradeRow[] } {
  const rows = cards.map(({ id, type, text }) => {
    const known = previous.get(id);
    return { card: id, grade: known?.grade ?? "", reason: known?.reason ?? "", note: known?.note ?? "", type, text };
  });
  const current = new Set(cards.map((card) => card.id));
  const retired = [...previous.values()].filter((row) => !current.has(row.card) && row.grade !== "");
  return { rows, retired };
}

const RETIRED = "# Graded earlier, not made by the last run (kept so the grade is not lost; not counted in the rates):";

export function formatGrades(sheet: { rows: TGradeRow[]; retired: TGradeRow[] }): string {
  const clean = (value: string) => value.replace(/[\t\r\n]+/g, " ");
  const line = (row: TGradeRow) => [row.card, row.grade, row.reason, row.note, row.type, row.text].map(clean).join("\t");
  const retired = sheet.retired.length > 0 ? ["", RETIRED, ...sheet.retired.map(line)] : [];
  return `${[...PREAMBLE, HEADER.join("\t"), ...sheet.rows.map(line), ...retired].join("\n")}\n`;
}

/** The rows of the current run only: what a sheet's rates are computed from. */
export function currentRows(tsv: string): string {
  const at = tsv.indexOf(RETIRED);
  return at < 0 ? tsv : tsv.slice(0, at);
}

export type TRates = {
  cards: number;
  graded: number;
  usable: number;
  edit: number;
  unusable: number;
  /** Cards that teach something false or make no sense. */
  wrong: number;
  reasons: Partial<Record<TReason, number>>;
};

/**
 * Counts over the graded cards. "Wrong" follows the rubric: a card that
 * teaches something false (WRONG), a false statement that is nonsense or
 * still true (ABSURD_TF), or an unusable card that makes no sense (X with
 * NONSENSE_DISTRACTOR, GRAMMAR or ARTIFACT).
 */
export function countGrades(rows: TGradeRow[]): TRates {
  const rates: TRates = { cards: rows.length, graded: 0, usable: 0, edit: 0, unusable: 0, wrong: 0, reasons: {} };
  for (const row of rows) {
    if (!row.grade) continue;
    rates.graded += 1;
    if (row.grade === "U") rates.usable += 1;
    else if (row.grade === "E") rates.edit += 1;
    else rates.unusable += 1;
    if (row.reason) rates.reasons[row.reason] = (rates.reasons[row.reason] ?? 0) + 1;
    const isNonsense = row.grade === "X" && (row.reason === "NONSENSE_DISTRACTOR" || row.reason === "GRAMMAR" || row.reason === "ARTIFACT");
    if (row.reason === "WRONG" || row.reason === "ABSURD_TF" || isNonsense) rates.wrong += 1;
  }
  return rates;
}

export function addRates(a: TRates, b: TRates): TRates {
  const reasons = { ...a.reasons };
  for (const [reason, count] of Object.entries(b.reasons) as [TReason, number][]) reasons[reason] = (reasons[reason] ?? 0) + count;
  return {
    cards: a.cards + b.cards,
    graded: a.graded + b.graded,
    usable: a.usable + b.usable,
    edit: a.edit + b.edit,
    unusable: a.unusable + b.unusable,
    wrong: a.wrong + b.wrong,
    reasons,
  };
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${Math.round((100 * part) / whole)}%`;
}
