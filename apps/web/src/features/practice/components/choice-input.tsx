import { Group, Kbd, Radio, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";

type ChoiceInputProps = {
  /** The radio group's name: unique per question on a page. */
  name: string;
  label: string;
  options: readonly string[];
  /** The key shown beside each option (1-4, or T and F). */
  keys: readonly string[];
  value: number | null;
  onChange: (index: number) => void;
  isLocked: boolean;
  /** Once graded: the right option, and whether to mark the chosen one wrong. */
  correctIndex: number | null;
};

/** Multiple choice and true/false: radios (arrow keys move between them), each with the key that chooses it. */
export function ChoiceInput({ name, label, options, keys, value, onChange, isLocked, correctIndex }: ChoiceInputProps) {
  return (
    <Radio.Group
      name={name}
      label={label}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      readOnly={isLocked}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option, index) => {
          const isRight = correctIndex === index;
          const isWrongChoice = correctIndex !== null && value === index && !isRight;
          return (
            <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
              <Kbd aria-hidden="true" miw={28} ta="center">
                {keys[index]}
              </Kbd>
              <Radio
                value={String(index)}
                disabled={isLocked && value !== index}
                color={isWrongChoice ? "red" : isRight ? "teal" : undefined}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    <Text span>{option}</Text>
                    {isRight && <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label="the right answer" />}
                    {isWrongChoice && <IconX size={16} color="var(--mantine-color-red-6)" aria-label="your answer, not right" />}
                  </Group>
                }
              />
            </Group>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
