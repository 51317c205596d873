import { SimpleGrid } from "@mantine/core";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { MAX_CARD_TEXT } from "../../utils/card-draft.ts";
import type { TFieldsProps } from "./field-props.ts";

const LABELS = {
  qna: { first: ["question", "Question", "What to ask"], second: ["answer", "Answer", "The answer"] },
  manual: { first: ["front", "Front", "The question or prompt"], second: ["back", "Back", "The answer"] },
} as const;

/** Two texts side by side: question and answer, or front and back. */
export function TextPairFields({ draft, errors, onChange, autoFocus, columns }: TFieldsProps<"qna" | "manual"> & { columns: boolean }) {
  const labels = LABELS[draft.type];
  const [firstKey, firstLabel, firstHint] = labels.first;
  const [secondKey, secondLabel, secondHint] = labels.second;
  const value = (key: string) => (draft as Record<string, string>)[key] ?? "";
  const set = (key: string, text: string) => onChange({ ...draft, [key]: text } as typeof draft);
  return (
    <SimpleGrid cols={columns ? { base: 1, sm: 2 } : 1} spacing="md">
      <FloatingTextarea
        name={firstKey}
        label={firstLabel}
        placeholder={firstHint}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_CARD_TEXT}
        value={value(firstKey)}
        onChange={(event) => set(firstKey, event.currentTarget.value)}
        error={errors[firstKey]}
        autoFocus={autoFocus}
        required
      />
      <FloatingTextarea
        name={secondKey}
        label={secondLabel}
        placeholder={secondHint}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_CARD_TEXT}
        value={value(secondKey)}
        onChange={(event) => set(secondKey, event.currentTarget.value)}
        error={errors[secondKey]}
        required
      />
    </SimpleGrid>
  );
}
