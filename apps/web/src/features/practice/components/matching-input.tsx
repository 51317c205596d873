import { Badge, Group, NativeSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState, type DragEvent } from "react";
import { matchPairs } from "../utils/match-pairs.ts";
import classes from "./matching-input.module.css";

type MatchingInputProps = {
  id: string;
  left: readonly string[];
  right: readonly string[];
  /** The right item chosen for each left one (-1: none yet). */
  pairs: readonly number[];
  onChange: (pairs: number[]) => void;
  isLocked: boolean;
  /** Once graded: the right pairs. */
  answer: readonly number[] | null;
};

const DRAG_TYPE = "application/x-mnemo-answer";

/**
 * Matching by select (the keyboard's and touch screens' way: each prompt picks its answer from the list) or by dragging
 * an answer onto a prompt. An answer may be picked once.
 */
export function MatchingInput({ id, left, right, pairs, onChange, isLocked, answer }: MatchingInputProps) {
  const [target, setTarget] = useState<number | null>(null);
  const choose = (index: number, next: number) => onChange(matchPairs(pairs, left.length, index, next));
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    setTarget(null);
    const dragged = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(dragged) && dragged >= 0 && dragged < right.length) choose(index, dragged);
  };
  return (
    <Stack gap="sm">
      {isLocked ? null : (
        <div>
          <Text size="xs" c="dimmed" mb={4} aria-hidden="true">
            Drag an answer onto its prompt, or choose it in the list.
          </Text>
          <Group gap="xs" aria-hidden="true" data-testid="matching-answers">
            {right.map((item, i) => (
              <Badge
                key={i}
                size="lg"
                radius="sm"
                tt="none"
                variant={pairs.includes(i) ? "outline" : "light"}
                className={classes.answer}
                draggable
                data-answer-index={i}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, String(i));
                  event.dataTransfer.effectAllowed = "move";
                }}
              >
                {item}
              </Badge>
            ))}
          </Group>
        </div>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {left.map((prompt, index) => {
          const chosen = pairs[index] ?? -1;
          const isWrong = answer !== null && answer[index] !== chosen;
          return (
            <div
              key={index}
              className={classes.target}
              data-drop-target={target === index || undefined}
              data-testid="matching-prompt"
              onDragOver={
                isLocked
                  ? undefined
                  : (event) => {
                      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = "move";
                      setTarget(index);
                    }
              }
              onDragLeave={() => setTarget((current) => (current === index ? null : current))}
              onDrop={isLocked ? undefined : dropOn(index)}
            >
              <NativeSelect
                id={`${id}-pair-${index}`}
                label={prompt}
                value={String(chosen)}
                disabled={isLocked}
                error={isWrong ? `Right: ${right[answer[index] ?? -1] ?? ""}` : undefined}
                onChange={(event) => choose(index, Number(event.currentTarget.value))}
                data={[{ value: "-1", label: "Choose…" }, ...right.map((item, i) => ({ value: String(i), label: item }))]}
              />
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
