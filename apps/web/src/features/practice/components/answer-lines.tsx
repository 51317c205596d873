import { Text } from "@mantine/core";

/** An answer under its label ("Your answer", "The right answer"), one line per pair or place. */
export function AnswerLines({ label, lines, isLabelStrong = false }: { label: string; lines: readonly string[]; isLabelStrong?: boolean }) {
  return (
    <div>
      <Text size="sm" c={isLabelStrong ? undefined : "dimmed"} fw={isLabelStrong ? 600 : undefined}>
        {label}
      </Text>
      {lines.map((line, i) => (
        <Text size="sm" key={i}>
          {line}
        </Text>
      ))}
    </div>
  );
}
