import type { TNote } from "@mnemo/api-contract";
import { cardFaces } from "./card-faces.ts";

const TYPE_LABELS: Record<TNote["type"], string> = {
  manual: "Manual",
  qna: "Q&A",
  mcq: "Multiple choice",
  truefalse: "True/false",
  clozedel: "Cloze",
  concept_fact_list: "Concept",
};

/** One card as a front/back pair. `tabIndex` lets "load more" move focus to the first new card. */
export function CardItem({ note, index }: { note: TNote; index: number }) {
  const { front, back } = cardFaces(note.content);
  return (
    <li className="card-item" tabIndex={-1} data-card-index={index}>
      <div className="card-side">
        <span className="card-label">Front</span>
        <p className="card-text">{front}</p>
      </div>
      <div className="card-side card-back">
        <span className="card-label">Back</span>
        <p className="card-text">{back}</p>
      </div>
      {note.type !== "manual" ? <span className="card-type">{TYPE_LABELS[note.type]}</span> : null}
    </li>
  );
}
