import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { FloatingTextInput } from "@/components/floating-fields.tsx";
import { MAX_CONCEPT_TEXT, MAX_FACT_TEXT, MAX_FACTS } from "../../utils/card-draft.ts";
import type { TFieldsProps } from "./field-props.ts";
import classes from "./fields.module.css";

/** A concept and its facts: add a fact with the button (or Enter in the last one), remove any but the last left. */
export function ConceptFields({ draft, errors, onChange, autoFocus }: TFieldsProps<"concept_fact_list">) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusFact = useRef<number | null>(null);
  const factsErrorId = useId();
  const canAdd = draft.facts.length < MAX_FACTS;

  // A fact just added (or the one after a removed one) gets focus once rendered.
  useEffect(() => {
    const index = focusFact.current;
    if (index === null) return;
    focusFact.current = null;
    listRef.current?.querySelector<HTMLInputElement>(`[name="facts.${index}"]`)?.focus();
  }, [draft.facts.length]);

  const setFact = (index: number, value: string) =>
    onChange({ ...draft, facts: draft.facts.map((fact, i) => (i === index ? value : fact)) });
  const addFact = (after = draft.facts.length - 1) => {
    if (!canAdd) return;
    focusFact.current = after + 1;
    onChange({ ...draft, facts: [...draft.facts.slice(0, after + 1), "", ...draft.facts.slice(after + 1)] });
  };
  const removeFact = (index: number) => {
    focusFact.current = Math.min(index, draft.facts.length - 2);
    onChange({ ...draft, facts: draft.facts.filter((_fact, i) => i !== index) });
  };

  return (
    <Stack gap="sm">
      <FloatingTextInput
        name="concept"
        label="Concept"
        placeholder="A term, idea or name"
        maxLength={MAX_CONCEPT_TEXT}
        value={draft.concept}
        onChange={(event) => onChange({ ...draft, concept: event.currentTarget.value })}
        error={errors.concept}
        autoFocus={autoFocus}
        required
      />
      <fieldset className={classes.fieldset} aria-describedby={errors.facts ? factsErrorId : undefined}>
        <legend className={classes.legend}>
          Facts <span className={classes.legendHint}>(up to {MAX_FACTS})</span>
        </legend>
        <Stack gap={4} ref={listRef}>
          {draft.facts.map((fact, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <FloatingTextInput
                name={`facts.${index}`}
                label={`Fact ${index + 1}`}
                placeholder="Something true about it"
                maxLength={MAX_FACT_TEXT}
                value={fact}
                onChange={(event) => setFact(index, event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    addFact(index);
                  }
                }}
                error={errors[`facts.${index}`]}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt="1.6rem"
                onClick={() => removeFact(index)}
                disabled={draft.facts.length === 1}
                aria-label={`Remove fact ${index + 1}`}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {errors.facts ? (
          <Text id={factsErrorId} size="sm" c="var(--mantine-color-error)" mt={4}>
            {errors.facts}
          </Text>
        ) : null}
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => addFact()}
          disabled={!canAdd}
        >
          Add a fact
        </Button>
      </fieldset>
    </Stack>
  );
}
