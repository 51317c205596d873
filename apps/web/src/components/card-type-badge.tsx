import { Badge, type MantineColor } from "@mantine/core";
import { isDiagramNoteSource, type TNoteType } from "@mnemo/api-contract";

/** The short names people see for the card types (badges, the notes page filter); the contract's CARD_TYPE_LABELS are the long ones. */
export const CARD_TYPE_SHORT_LABELS: Record<TNoteType, string> = {
  mcq: "Multiple choice",
  truefalse: "True/false",
  clozedel: "Cloze",
  concept_fact_list: "Concept & facts",
  qna: "Q&A",
  manual: "Written by you",
};

const CARD_TYPE_COLORS: Record<TNoteType, MantineColor> = {
  mcq: "grape",
  truefalse: "teal",
  clozedel: "orange",
  concept_fact_list: "cyan",
  qna: "blue",
  manual: "gray",
};

/** A free-form card made from a diagram (a diagram card: the map with one label hidden) was not written by the learner. */
const DIAGRAM_CARD_LABEL = "From a diagram";

/**
 * A card's type as a small coloured label; the text carries the meaning, the colour only helps scanning.
 * `source` is the note's stored source: a free-form note made from a diagram says so rather than "Written by you".
 */
export function CardTypeBadge({ type, source }: { type: TNoteType; source?: unknown }) {
  const color = CARD_TYPE_COLORS[type];
  const label = type === "manual" && isDiagramNoteSource(source) ? DIAGRAM_CARD_LABEL : CARD_TYPE_SHORT_LABELS[type];
  return (
    <Badge
      component="span"
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      // Never squeezed next to a long deck name into "Multi…": the labels are short enough to keep whole.
      // Its colours keep 4.5:1 in both themes from the theme itself (app/theme-contrast.ts).
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
