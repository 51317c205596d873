import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useRef } from "react";

type OrderingInputProps = {
  items: readonly string[];
  /** Indexes into `items`, in the order the learner put them. */
  order: readonly number[];
  onChange: (order: number[]) => void;
  isLocked: boolean;
  /** Once graded: the right order. */
  answer: readonly number[] | null;
};

/** Ordering by "move up" and "move down" buttons; the moved item keeps the focus, so it can go on moving by keyboard. */
export function OrderingInput({ items, order, onChange, isLocked, answer }: OrderingInputProps) {
  const list = useRef<HTMLDivElement>(null);
  const move = (place: number, by: -1 | 1, direction: "up" | "down") => {
    const target = place + by;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    [next[place], next[target]] = [next[target]!, next[place]!];
    onChange(next);
    // The same item's button at its new place (or the other button at either end).
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-place="${target}"]`);
      const same = [...(buttons ?? [])].find((button) => button.dataset.direction === direction && !button.disabled);
      (same ?? buttons?.[0])?.focus();
    });
  };
  return (
    <div ref={list}>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {order.map((index, place) => {
          const item = items[index] ?? "";
          const isWrong = answer !== null && answer[place] !== index;
          return (
            <Paper
              component="li"
              key={index}
              withBorder
              radius="sm"
              p="xs"
              style={isWrong ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Text size="sm">
                  <Text span fw={600} mr={6}>
                    {place + 1}.
                  </Text>
                  {item}
                </Text>
                {!isLocked && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move “${item}” up`}
                      data-place={place}
                      data-direction="up"
                      disabled={place === 0}
                      onClick={() => move(place, -1, "up")}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move “${item}” down`}
                      data-place={place}
                      data-direction="down"
                      disabled={place === order.length - 1}
                      onClick={() => move(place, 1, "down")}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </div>
  );
}
