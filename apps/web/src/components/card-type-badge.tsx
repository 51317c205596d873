import { Badge, type MantineColor } from "@mantine/core";
import type { TNoteType } from "@mnemo/api-contract";

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

/** A card's type as a small coloured label; the text carries the meaning, the colour only helps scanning. */
export function CardTypeBadge({ type }: { type: TNoteType }) {
  const color = CARD_TYPE_COLORS[type];
  return (
    <Badge
      component="span"
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      // The light variant's shade-6 text is too faint on its tint; these shades keep 4.5:1 in both themes.
      // Never squeezed next to a long deck name into "Multi…": the labels are short enough to keep whole.
      style={{
        color: `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9) 75%, black), var(--mantine-color-${color}-2))`,
        flexShrink: 0,
      }}
    >
      {CARD_TYPE_SHORT_LABELS[type]}
    </Badge>
  );
}
