import { Group, Radio, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { MAX_CARD_TEXT, MAX_OPTION_TEXT, OPTION_LETTERS } from "../../utils/card-draft.ts";
import type { TFieldsProps } from "./field-props.ts";
import classes from "./fields.module.css";

/** A question, exactly four options with a radio for the correct one, and an optional explanation. */
export function McqFields({ draft, errors, onChange, autoFocus }: TFieldsProps<"mcq">) {
  const legendId = useId();
  const correctErrorId = useId();
  const setOption = (index: number, value: string) => {
    const options = [...draft.options] as typeof draft.options;
    options[index] = value;
    onChange({ ...draft, options });
  };

  return (
    <Stack gap="sm">
      <FloatingTextarea
        name="question"
        label="Question"
        placeholder="What to ask"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_CARD_TEXT}
        value={draft.question}
        onChange={(event) => onChange({ ...draft, question: event.currentTarget.value })}
        error={errors.question}
        autoFocus={autoFocus}
        required
      />
      <fieldset className={classes.fieldset} aria-describedby={errors.correctIndex ? correctErrorId : undefined}>
        <legend id={legendId} className={classes.legend}>
          Options <span className={classes.legendHint}>(choose the correct one)</span>
        </legend>
        <Stack gap={4}>
          {draft.options.map((option, index) => {
            const letter = OPTION_LETTERS[index];
            return (
              <Group key={letter} gap="sm" wrap="nowrap" align="flex-start" className={classes.optionRow}>
                <Radio
                  name="correctIndex"
                  value={String(index)}
                  checked={draft.correctIndex === index}
                  onChange={() => onChange({ ...draft, correctIndex: index })}
                  aria-label={`Option ${letter} is correct`}
                  error={Boolean(errors.correctIndex)}
                  className={classes.optionRadio}
                />
                <FloatingTextInput
                  name={`options.${index}`}
                  label={`Option ${letter}`}
                  placeholder={index === 0 ? "One possible answer" : undefined}
                  maxLength={MAX_OPTION_TEXT}
                  value={option}
                  onChange={(event) => setOption(index, event.currentTarget.value)}
                  error={errors[`options.${index}`]}
                  required
                  style={{ flex: 1, minWidth: 0 }}
                />
              </Group>
            );
          })}
        </Stack>
        {errors.correctIndex ? (
          <Text id={correctErrorId} size="sm" c="var(--mantine-color-error)" mt={4}>
            {errors.correctIndex}
          </Text>
        ) : null}
      </fieldset>
      <FloatingTextarea
        name="explanation"
        label="Explanation (optional)"
        placeholder="Why the correct option is right"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={MAX_CARD_TEXT}
        value={draft.explanation}
        onChange={(event) => onChange({ ...draft, explanation: event.currentTarget.value })}
        error={errors.explanation}
      />
    </Stack>
  );
}
