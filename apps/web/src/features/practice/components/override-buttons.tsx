import { Button, Group } from "@mantine/core";

type OverrideButtonsProps = {
  onOverride: (addAlternative: boolean) => void;
  /** Also offer to add the answer to the card as an accepted alternative. */
  canAddAlternative: boolean;
  isBusy: boolean;
};

/** "I was right" under a written answer graded wrong: it always overrides, and can teach the card the answer. */
export function OverrideButtons({ onOverride, canAddAlternative, isBusy }: OverrideButtonsProps) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={() => onOverride(false)} loading={isBusy}>
        I was right
      </Button>
      {canAddAlternative && (
        <Button size="xs" variant="subtle" onClick={() => onOverride(true)} disabled={isBusy}>
          I was right: accept my answer on the card
        </Button>
      )}
    </Group>
  );
}
