import type { TOutline } from "@mnemo/api-contract";
import type { TCardDraft } from "../../apps/api/src/features/generation/types.ts";
import type { TCoverageRow } from "../outline/outline-grades.ts";
import { pointKey } from "../outline/outline-view.ts";
import type { TGradeRow } from "./grades.ts";

/**
 * Coverage of the facts a teacher expects (eval/outline/facts/<file>.facts.md)
 * by the cards, read off two sets of grades made by reading: the outline's
 * coverage sheet (which point states each fact, in full or in part) and the
 * cards' grade sheet. A fact is covered when a card made from the point that
 * states it is graded U or E (usable after a small edit), half when that point
 * states it only in part. A card's points are known from the outline it was
 * made from (a concept card holds several). Facts whose point has cards not
 * graded yet are counted as pending, not as missed.
 */
export type TFactRow = {
  fact: string;
  /** y, partial or n: by a U or E card; "?" while the cards on its point are not graded. */
  covered: "y" | "partial" | "n" | "?";
  outline: TCoverageRow["covered"];
  point: string;
  cards: string;
  grades: string;
  text: string;
};

export type TFactRates = { facts: number; graded: number; covered: number; usable: number; pending: number };

export function factCoverage(input: {
  outline: TOutline;
  coverage: TCoverageRow[];
  cards: TCardDraft[];
  cardId: (card: TCardDraft) => string;
  grades: Map<string, Pick<TGradeRow, "grade">>;
}): { rows: TFactRow[]; rates: TFactRates } {
  const idOfKey = new Map<string, string>();
  for (const section of input.outline.sections)
    for (const point of section.points) idOfKey.set(pointKey(point.text, point.spans), point.id);
  const cardsOfPoint = new Map<string, string[]>();
  for (const card of input.cards)
    for (const id of card.outline?.pointIds ?? []) cardsOfPoint.set(id, [...(cardsOfPoint.get(id) ?? []), input.cardId(card)]);
  const rows: TFactRow[] = [];
  const rates: TFactRates = { facts: 0, graded: 0, covered: 0, usable: 0, pending: 0 };
  for (const row of input.coverage) {
    rates.facts += 1;
    if (row.covered === "") continue;
    rates.graded += 1;
    // The point is found by its key (its text and quotes), so a renumbered outline still finds it.
    const point = (row.pointKey && idOfKey.get(row.pointKey)) || "";
    const cards = point ? (cardsOfPoint.get(point) ?? []) : [];
    const grades = cards.map((id) => input.grades.get(id)?.grade ?? "");
    const worth = row.covered === "y" ? 1 : row.covered === "partial" ? 0.5 : 0;
    let covered: TFactRow["covered"] = "n";
    if (worth > 0 && grades.some((grade) => grade === "U" || grade === "E")) {
      covered = row.covered === "y" ? "y" : "partial";
      rates.covered += worth;
      if (grades.includes("U")) rates.usable += worth;
    } else if (worth > 0 && grades.some((grade) => grade === "")) {
      covered = "?";
      rates.pending += 1;
    }
    rows.push({ fact: row.fact, covered, outline: row.covered, point, cards: cards.join(" "), grades: grades.join(" "), text: row.text });
  }
  return { rows, rates };
}

export function formatFacts(rows: TFactRow[]): string {
  const clean = (value: string) => value.replace(/[\t\r\n]+/g, " ");
  return [
    "# Facts a teacher expects, and the cards that cover them: covered = y (a card graded U or E is made from the point that states the fact), partial (that point states it in part), n, ? (its cards are not graded yet).",
    "# outline = the outline coverage grade (eval/results/outline/); point = the point in this run's outline; cards and grades = its cards in the .grades.tsv sheet. Written by the harness from the two grade sheets: do not edit.",
    ["fact", "covered", "outline", "point", "cards", "grades", "fact_text"].join("\t"),
    ...rows.map((row) => [row.fact, row.covered, row.outline, row.point, row.cards, row.grades, row.text].map(clean).join("\t")),
    "",
  ].join("\n");
}
