import { Anchor, Checkbox, Group, SimpleGrid, Text, VisuallyHidden } from "@mantine/core";
import { CARD_TYPE_LABELS, GENERATED_CARD_TYPES, type TGeneratedCardType, type TNoteType } from "@mnemo/api-contract";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import classes from "./card-type-picker.module.css";

const TYPE_HINTS: Record<TGeneratedCardType, string> = {
  mcq: "A question with four options",
  truefalse: "A statement to judge",
  clozedel: "A sentence with a gap to fill",
  concept_fact_list: "A term and what to know about it",
  qna: "A question and its answer",
};

type CardTypePickerProps = {
  allowedTypes: readonly TNoteType[];
  value: readonly TGeneratedCardType[];
  onChange: (types: TGeneratedCardType[]) => void;
  disabled?: boolean;
  /** Billing is on, so a plan with more types can be bought here; otherwise the link only shows the plans. */
  canUpgrade?: boolean;
};

/**
 * Which kinds of cards to make. Types outside the plan are shown, disabled, with the way to get them:
 * "Upgrade" where plans can be bought, "See plans" where billing is off (nothing to buy).
 */
export function CardTypePicker({ allowedTypes, value, onChange, disabled = false, canUpgrade = false }: CardTypePickerProps) {
  return (
    <Checkbox.Group
      label="Card types"
      description="Pick one or more; the cards are mixed in the deck."
      value={[...value]}
      onChange={(next) => onChange(GENERATED_CARD_TYPES.filter((type) => next.includes(type)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="xs" mt="xs">
        {/* The plan's types first; the locked ones after them, with the way to unlock them. */}
        {[...GENERATED_CARD_TYPES]
          .sort((a, b) => Number(!allowedTypes.includes(a)) - Number(!allowedTypes.includes(b)))
          .map((type) => {
            const isAllowed = allowedTypes.includes(type);
            return (
              <div key={type} className={classes.tile} data-locked={!isAllowed || undefined} data-testid={`card-type-${type}`}>
                <Checkbox value={type} label={CARD_TYPE_LABELS[type]} description={TYPE_HINTS[type]} disabled={disabled || !isAllowed} />
                {isAllowed ? null : (
                  <Group gap={4} className={classes.upgrade} wrap="nowrap">
                    <IconLock size={14} aria-hidden="true" />
                    <Text size="xs" span>
                      Not in your plan ·{" "}
                      <Anchor component={Link} to={paths.upgrade.getHref()} size="xs" fw={600}>
                        {canUpgrade ? "Upgrade" : "See plans"}
                        <VisuallyHidden> for {CARD_TYPE_LABELS[type]} cards</VisuallyHidden>
                      </Anchor>
                    </Text>
                  </Group>
                )}
              </div>
            );
          })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
