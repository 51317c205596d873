import { NativeSelect, SimpleGrid } from "@mantine/core";

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

/** Matching by select: each prompt picks its answer from the list (an answer may be picked once). */
export function MatchingInput({ id, left, right, pairs, onChange, isLocked, answer }: MatchingInputProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {left.map((prompt, index) => {
        const chosen = pairs[index] ?? -1;
        const isWrong = answer !== null && answer[index] !== chosen;
        return (
          <NativeSelect
            key={index}
            id={`${id}-pair-${index}`}
            label={prompt}
            value={String(chosen)}
            disabled={isLocked}
            error={isWrong ? `Right: ${right[answer[index] ?? -1] ?? ""}` : undefined}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              // Taking an answer another prompt had leaves that prompt to choose again.
              onChange(left.map((_, i) => (i === index ? next : pairs[i] === next ? -1 : (pairs[i] ?? -1))));
            }}
            data={[{ value: "-1", label: "Choose…" }, ...right.map((item, i) => ({ value: String(i), label: item }))]}
          />
        );
      })}
    </SimpleGrid>
  );
}
