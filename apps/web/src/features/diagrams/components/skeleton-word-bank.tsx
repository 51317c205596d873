import { Button, Group, Text } from "@mantine/core";
import { unplacedWords, type TSkeleton } from "../utils/recall-skeleton.ts";

type SkeletonWordBankProps = { skeleton: TSkeleton; chosenWord: string | null; onChoose: (key: string) => void };

/** The labels not placed yet, shuffled; the chosen one is pressed until it goes in a box. */
export function SkeletonWordBank({ skeleton, chosenWord, onChoose }: SkeletonWordBankProps) {
  const words = unplacedWords(skeleton);
  return (
    <div role="group" aria-labelledby="skeleton-bank-title">
      <Text size="sm" fw={600} id="skeleton-bank-title" mb={4}>
        Word bank
      </Text>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every word is in a box.
        </Text>
      ) : (
        <Group gap="xs" data-testid="skeleton-bank">
          {words.map((word) => (
            <Button
              key={word.key}
              size="compact-sm"
              variant={word.key === chosenWord ? "filled" : "default"}
              aria-pressed={word.key === chosenWord}
              onClick={() => onChoose(word.key)}
              // A long label wraps inside its button rather than running past the panel's edge.
              maw="100%"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: "normal", textAlign: "start", overflowWrap: "anywhere", lineHeight: 1.35 } }}
            >
              {word.label}
            </Button>
          ))}
        </Group>
      )}
    </div>
  );
}
