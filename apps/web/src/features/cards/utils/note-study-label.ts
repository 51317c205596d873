import type { TNoteStudy } from "@mnemo/api-contract";

export type TNoteStudyLabel = {
  /** What the list shows: "Recall 87%", "New" or "Suspended". */
  text: string;
  /** The same for a screen reader and the tooltip, in a sentence. */
  description: string;
  color: "gray" | "green" | "yellow" | "red";
};

/** How a card's place in study reads in a deck's list; below 70% recall it is close to forgotten. */
export function noteStudyLabel(study: TNoteStudy): TNoteStudyLabel {
  if (study.status === "suspended") return { text: "Suspended", description: "Suspended: left out of study.", color: "gray" };
  if (study.status === "new" || study.recall === null) return { text: "New", description: "New: not studied yet.", color: "gray" };
  const percent = Math.round(study.recall * 100);
  const color = percent >= 90 ? "green" : percent >= 70 ? "yellow" : "red";
  return { text: `Recall ${percent}%`, description: `You would recall this card now with a ${percent}% chance.`, color };
}
