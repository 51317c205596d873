import { Checkbox, SimpleGrid } from "@mantine/core";
import { GENERATION_OUTPUTS, type TGenerationOutput } from "@mnemo/api-contract";
import classes from "./card-type-picker.module.css";

const OUTPUTS: Record<TGenerationOutput, { label: string; hint: string }> = {
  cards: { label: "Cards", hint: "Flashcards to study, of the types you pick" },
  notes: { label: "Study notes", hint: "What it teaches, part by part, each point citing where it says so" },
};

type OutputPickerProps = {
  value: readonly TGenerationOutput[];
  onChange: (make: TGenerationOutput[]) => void;
  disabled?: boolean;
};

/**
 * What to make from the document, once: cards, study notes or both (docs/study-notes.md). Two checkboxes, so
 * each is reached with Tab and toggled with Space; choosing neither is allowed here and explained beside Generate.
 */
export function OutputPicker({ value, onChange, disabled = false }: OutputPickerProps) {
  return (
    <Checkbox.Group
      label="Make"
      description="From the same document, in one go."
      value={[...value]}
      onChange={(next) => onChange(GENERATION_OUTPUTS.filter((output) => next.includes(output)))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="xs" mt="xs">
        {GENERATION_OUTPUTS.map((output) => (
          <div key={output} className={classes.tile} data-testid={`make-${output}`}>
            <Checkbox value={output} label={OUTPUTS[output].label} description={OUTPUTS[output].hint} disabled={disabled} />
          </div>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
