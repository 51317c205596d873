import { Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBracketsContain } from "@tabler/icons-react";
import { useRef } from "react";
import { FloatingTextarea } from "@/components/floating-textarea.tsx";
import { MAX_CARD_TEXT } from "../../utils/card-draft.ts";
import { clozeProblem, wrapClozeSelection } from "../../utils/cloze-edit.ts";
import { CardFace } from "../card-face.tsx";
import type { TFieldsProps } from "./field-props.ts";

/** Cloze text with its syntax spelled out, a button that turns the selection into a gap, and a live preview. */
export function ClozeFields({ draft, errors, onChange, autoFocus }: TFieldsProps<"clozedel">) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const canPreview = draft.text.trim() !== "" && clozeProblem(draft.text) === null;

  const makeGap = () => {
    const field = textRef.current;
    if (!field) return;
    const edit = wrapClozeSelection(draft.text, field.selectionStart, field.selectionEnd);
    onChange({ ...draft, text: edit.text });
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  return (
    <Stack gap="sm">
      <FloatingTextarea
        ref={textRef}
        name="text"
        label="Text"
        placeholder="The {{c1::mitochondrion}} is the powerhouse of the cell."
        description={
          <>
            Wrap each answer in <Code>{"{{c1::answer}}"}</Code>; add a hint with <Code>{"{{c1::answer::hint}}"}</Code>. Select words and
            press “Make a gap” to do it for you.
          </>
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_CARD_TEXT}
        value={draft.text}
        onChange={(event) => onChange({ ...draft, text: event.currentTarget.value })}
        error={errors.text}
        autoFocus={autoFocus}
        required
      />
      <Group gap="sm">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconBracketsContain size={16} aria-hidden="true" />}
          // Keeps the textarea's selection: a click would otherwise move focus (and the selection) first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={makeGap}
        >
          Make a gap
        </Button>
      </Group>
      {canPreview ? (
        <Paper withBorder radius="sm" p="sm" aria-label="Preview of the question side" role="group">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
            Preview
          </Text>
          <CardFace content={{ type: "clozedel", text: draft.text }} side="front" size="sm" />
        </Paper>
      ) : null}
    </Stack>
  );
}
