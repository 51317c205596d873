import { Alert, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { RATINGS, type TRating } from "@mnemo/api-contract";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { TRecallItem } from "../utils/recall-session.ts";

const RATING_LABELS: Record<TRating, string> = { again: "Again", hard: "Hard", good: "Good", easy: "Easy" };

type RecallQuestionProps = {
  item: TRecallItem;
  position: number;
  total: number;
  onType: (given: string) => void;
  /** Rated after "Reveal": the rating is the answer, and the session goes on at once. */
  onRate: (rating: TRating) => void;
  onNext: () => void;
};

/**
 * One hidden node: its question; the learner types the label (Check) or shows it (Reveal) and says how well
 * they knew it. A typed answer's grade, with the label, then "Next".
 */
export function RecallQuestion({ item, position, total, onType, onRate, onNext }: RecallQuestionProps) {
  const [given, setGiven] = useState("");
  const [isRevealed, setIsRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const answer = item.answer;

  // A new node starts empty with the focus in its field; a graded one hands the focus to "Next".
  useEffect(() => {
    setGiven("");
    setIsRevealed(false);
    input.current?.focus();
  }, [item.nodeId]);
  useEffect(() => {
    if (answer) next.current?.focus();
  }, [answer]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (given.trim() !== "") onType(given);
  };
  const headingId = `recall-q-${item.nodeId}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Text size="sm" c="dimmed">
        Node {position} of {total}
      </Text>
      <Title order={3} size="h4" id={headingId}>
        {item.prompt}
      </Title>
      {answer?.kind === "typed" ? (
        <Alert
          variant="light"
          color={answer.isCorrect ? "teal" : "red"}
          icon={answer.isCorrect ? <IconCircleCheck size={20} aria-hidden="true" /> : <IconCircleX size={20} aria-hidden="true" />}
          title={answer.isCorrect ? "Right" : "Not quite"}
          role="status"
          data-testid="recall-feedback"
        >
          {answer.note ? <Text size="sm">{answer.note}</Text> : null}
          <Text size="sm">
            The label: <strong>{item.label}</strong>
          </Text>
        </Alert>
      ) : isRevealed ? (
        <Stack gap="xs">
          <Text>
            The label: <strong data-testid="recall-revealed">{item.label}</strong>
          </Text>
          <Text size="sm" c="dimmed" id={`${headingId}-rate`}>
            How well did you know it?
          </Text>
          <Group gap="xs" role="group" aria-labelledby={`${headingId}-rate`}>
            {RATINGS.map((rating) => (
              <Button
                key={rating}
                variant={rating === "again" ? "light" : "default"}
                color={rating === "again" ? "red" : undefined}
                onClick={() => onRate(rating)}
              >
                {RATING_LABELS[rating]}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : (
        <form onSubmit={check}>
          <Stack gap="xs">
            <TextInput
              ref={input}
              label="The hidden label"
              value={given}
              onChange={(event) => setGiven(event.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={200}
            />
            <Group gap="xs">
              <Button type="submit" disabled={given.trim() === ""}>
                Check
              </Button>
              <Button variant="default" onClick={() => setIsRevealed(true)}>
                Reveal
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {answer?.kind === "typed" ? (
        <Group>
          <Button ref={next} onClick={onNext}>
            {position === total ? "See the summary" : "Next"}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
