import { Alert, Button, CopyButton, Group, List, Skeleton, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { formatCount } from "@/lib/format-count.ts";
import { useQuizletText } from "../hooks/use-export.ts";
import { ExportFailed } from "./export-progress.tsx";
import classes from "./exchange.module.css";

/** The three steps of pasting into Quizlet's import box, with its defaults (docs/exchange.md). */
export const QUIZLET_STEPS = [
  "In Quizlet, create a study set and choose “Import”.",
  "Paste the text into the box.",
  "Keep “Between term and definition: Tab” and “Between rows: New line”, check the preview, then “Import”.",
] as const;

/** Quizlet's copy-and-paste export: the text, a copy button and how to paste it. */
export function QuizletCopy({ groupIds }: { groupIds: readonly string[] }) {
  const query = useQuizletText(groupIds, true);
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Reading your cards">
        <Skeleton height={14} width="40%" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (query.error) return <ExportFailed error={query.error} />;
  const { text, cards, skipped } = query.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {formatCount(cards, "card")} as Quizlet reads them: term, a tab, definition; a card per line.
        {skipped > 0
          ? ` ${formatCount(skipped, "card")} could not be written as a line of text and ${skipped === 1 ? "is" : "are"} left out.`
          : ""}
      </Text>
      <Textarea
        label="Text for Quizlet"
        value={text}
        readOnly
        autosize
        minRows={4}
        maxRows={10}
        className={classes.quizletText}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="quizlet-text"
      />
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
            >
              {copied ? "Copied" : "Copy the text"}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Alert variant="light" color="blue" title="Paste it into Quizlet">
        <List type="ordered" size="sm" spacing={4}>
          {QUIZLET_STEPS.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Alert>
    </Stack>
  );
}
