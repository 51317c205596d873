import { Button, Checkbox, Group, Text } from "@mantine/core";
import { MEMORISE_HELP, MEMORISE_LABEL, POEM_NOTICE, type TGenerationJob } from "@mnemo/api-contract";
import { IconSparkles } from "@tabler/icons-react";
import classes from "./card-type-picker.module.css";

type MemoriseOptionProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/**
 * "Learn by heart: one card per line" (docs/generation.md): the text's lines become overlapping cloze cards, in
 * order, instead of cards of the picked types. A checkbox in a tile like the outputs', reached with Tab.
 */
export function MemoriseOption({ checked, onChange, disabled = false }: MemoriseOptionProps) {
  return (
    <div className={classes.tile} data-testid="memorise-option">
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={MEMORISE_LABEL}
        description={MEMORISE_HELP}
        disabled={disabled}
      />
    </div>
  );
}

/** The job was told its input looks like a poem (in its notice, or why it gave no cards) and was not made by heart. */
export function isPoemOffer(job: TGenerationJob): boolean {
  return !job.memorise && [job.notice, job.error?.message].some((text) => text?.includes(POEM_NOTICE));
}

/** Beside a poem's notice: the same input again, one card per line. */
export function LearnByHeartButton({ onClick }: { onClick: () => void }) {
  return (
    <Group gap="sm" align="center">
      <Button variant="default" size="sm" onClick={onClick} leftSection={<IconSparkles size={16} aria-hidden="true" />}>
        Learn it by heart
      </Button>
      <Text size="xs" c="dimmed" style={{ flex: "1 1 14rem" }}>
        Makes the same text again as one card per line, each cued by the lines before.
      </Text>
    </Group>
  );
}
