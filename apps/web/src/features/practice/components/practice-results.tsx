import { Alert, Anchor, Badge, Button, Group, Paper, RingProgress, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { TTestCard } from "../api/use-test-cards.ts";
import { responseLines, rightAnswerLines } from "../utils/answer-text.ts";
import { durationWords } from "../utils/format-duration.ts";
import { outcomeNote } from "../utils/outcome-note.ts";
import type { TGradedItem, TPracticeResults } from "../utils/practice-session.ts";
import { AnswerLines } from "./answer-lines.tsx";
import { CardLinks } from "./card-links.tsx";
import { OverrideButtons } from "./override-buttons.tsx";

type PracticeResultsProps = {
  results: TPracticeResults;
  onRetakeMissed: () => void;
  onSameAgain: () => void;
  onNewTest: () => void;
  onOverride: (index: number, addAlternative: boolean) => void;
  canAddAlternative: boolean;
  /** Where "Study these now" studies the test's decks. */
  studyHref: string;
  busyIndex: number | null;
  isStarting: boolean;
  error: string | null;
  /** The test's cards by note id (a server's test): each question links its card's source and edit page. */
  cardLinks?: ReadonlyMap<string, TTestCard>;
  /** Shown under the score (a server's test: printing and the decks' history). */
  aside?: ReactNode;
};

/** A finished test: the score and time, each question with the learner's answer and the right one, and what next. */
export function PracticeResults({
  results,
  onRetakeMissed,
  onSameAgain,
  onNewTest,
  onOverride,
  studyHref,
  busyIndex,
  isStarting,
  error,
  canAddAlternative,
  cardLinks,
  aside,
}: PracticeResultsProps) {
  const { correct, total } = results;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  const missed = total - correct;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="lg" maw="46rem" w="100%" mx="auto" data-testid="practice-results">
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Group gap="lg" wrap="wrap" align="center">
          <RingProgress
            size={112}
            thickness={10}
            roundCaps
            sections={[{ value: percent, color: percent >= 80 ? "teal" : percent >= 50 ? "yellow" : "red" }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {percent}%
              </Text>
            }
            aria-hidden="true"
          />
          <Stack gap={4}>
            <Title order={1} size="h3" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
              Your results
            </Title>
            <Text role="status" data-testid="practice-score">
              You got {correct} of {total} right ({percent}%).
            </Text>
            <Text size="sm" c="dimmed">
              Time: {durationWords(results.elapsedMs)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" mt="md">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onRetakeMissed}
            disabled={missed === 0}
            loading={isStarting}
          >
            Retake what I missed
          </Button>
          <Button component={Link} to={studyHref} variant="light">
            Study these now
          </Button>
          <Button variant="default" onClick={onSameAgain} disabled={isStarting}>
            The same test again
          </Button>
          <Button variant="subtle" onClick={onNewTest}>
            New test
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" mt="md" title="That did not work">
            {error}
          </Alert>
        )}
      </Paper>
      {aside}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Questions">
        {results.items.map((item) => (
          <ResultItem
            key={item.index}
            item={item}
            onOverride={(addAlternative) => onOverride(item.index, addAlternative)}
            canAddAlternative={canAddAlternative}
            isBusy={busyIndex === item.index}
            links={cardLinks && <CardLinks cards={item.cards} byNote={cardLinks} questionNumber={item.index + 1} />}
          />
        ))}
      </Stack>
      <Anchor component={Link} to={studyHref} size="sm">
        Study these cards now
      </Anchor>
    </Stack>
  );
}

type ResultItemProps = {
  item: TGradedItem;
  onOverride: (addAlternative: boolean) => void;
  canAddAlternative: boolean;
  isBusy: boolean;
  links?: ReactNode;
};

function ResultItem({ item, onOverride, canAddAlternative, isBusy, links }: ResultItemProps) {
  const { outcome, prompt } = item;
  const note = outcomeNote(outcome);
  const isWritten = prompt.format === "written" || prompt.format === "fill_in";
  const questionText = prompt.format === "true_false" ? `True or false: ${prompt.statement}` : prompt.prompt;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="practice-result-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} style={{ whiteSpace: "pre-line" }}>
            {item.index + 1}. {questionText}
          </Text>
          <Badge
            color={outcome.isCorrect ? "teal" : "red"}
            variant="light"
            leftSection={
              outcome.isCorrect ? <IconCircleCheck size={14} aria-hidden="true" /> : <IconCircleX size={14} aria-hidden="true" />
            }
            style={{ flexShrink: 0 }}
          >
            {outcome.isCorrect ? "Right" : "Missed"}
          </Badge>
        </Group>
        <AnswerLines label="Your answer" lines={responseLines(prompt, item.response)} />
        <AnswerLines label="The right answer" lines={rightAnswerLines(outcome.question)} />
        {note && (
          <Text size="sm" fw={500}>
            {note}
          </Text>
        )}
        {isWritten && !outcome.isCorrect && item.response && (
          <OverrideButtons onOverride={onOverride} canAddAlternative={canAddAlternative} isBusy={isBusy} />
        )}
        {links}
      </Stack>
    </Paper>
  );
}
