import { Alert, Button, Group, Progress, Stack, Switch, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import type { TPracticeTestControls } from "../hooks/use-practice-test.ts";
import { rightAnswerLines } from "../utils/answer-text.ts";
import { outcomeAnnouncement } from "../utils/outcome-note.ts";
import type { TPracticeTest } from "../utils/practice-session.ts";
import { PracticeQuestion } from "./practice-question.tsx";
import { PracticeTimer } from "./practice-timer.tsx";

type PracticeRunnerProps = {
  test: TPracticeTest;
  /** "I was right" can also add the answer to the card. */
  canAddAlternative: boolean;
  controls: TPracticeTestControls;
  title: string;
};

/** Taking a test: one question at a time (or the whole test on one page), progress, the time limit, and finishing. */
export function PracticeRunner({ test, controls, title, canAddAlternative }: PracticeRunnerProps) {
  const { state } = controls;
  const [position, setPosition] = useState(() =>
    Math.max(
      0,
      test.items.findIndex((item) => item.response === null),
    ),
  );
  const [isWholeTest, setIsWholeTest] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const total = test.items.length;
  const answered = test.items.filter((item) => item.response !== null).length;
  const unanswered = total - answered;
  const feedback = test.settings.feedback;
  const current = test.items[position];

  const answer = async (index: number, response: Parameters<TPracticeTestControls["answer"]>[1]) => {
    const item = await controls.answer(index, response);
    if (!item) return;
    const outcome = item.outcome;
    setAnnouncement(outcome ? outcomeAnnouncement(outcome, rightAnswerLines(outcome.question).join("; ")) : `Answer ${index + 1} saved.`);
  };
  const override = async (index: number, addAlternative: boolean) => {
    const item = await controls.override(index, addAlternative);
    if (item) setAnnouncement(addAlternative ? "Marked right, and added to the card's answers." : "Marked right.");
  };
  const finish = () => void controls.submit();
  const next = () => {
    if (position + 1 < total) setPosition(position + 1);
    else finish();
  };

  const question = (index: number, isAlone: boolean) => {
    const item = test.items[index]!;
    return (
      <PracticeQuestion
        key={index}
        item={item}
        total={total}
        draft={state.drafts[index]}
        onDraft={(response) => controls.setDraft(index, response)}
        onAnswer={(response) => void answer(index, response)}
        onOverride={(addAlternative) => void override(index, addAlternative)}
        canAddAlternative={canAddAlternative}
        onNext={isAlone ? next : undefined}
        nextLabel={index + 1 < total ? "Next question" : "See my results"}
        feedback={feedback}
        isBusy={state.busy === index}
        isAlone={isAlone}
      />
    );
  };

  return (
    <Stack gap="lg" maw="46rem" w="100%" mx="auto" data-testid="practice-runner">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h3">
            {title}
          </Title>
          {test.deadline && (
            <PracticeTimer deadline={test.deadline} onExtend={(minutes) => void controls.extend(minutes)} onFinish={finish} />
          )}
        </Group>
        <Progress
          value={total === 0 ? 0 : (answered / total) * 100}
          aria-label={`${answered} of ${total} questions answered`}
          size="md"
          radius="xl"
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {answered} of {total} answered
          </Text>
          <Switch label="Whole test on one page" checked={isWholeTest} onChange={(event) => setIsWholeTest(event.currentTarget.checked)} />
        </Group>
      </Stack>

      <VisuallyHidden role="status" aria-live="polite" data-testid="practice-announcement">
        {announcement}
      </VisuallyHidden>

      {state.error && (
        <Alert color="red" variant="light" role="alert" title="That did not work">
          {state.error}
        </Alert>
      )}

      {isWholeTest ? test.items.map((_, index) => question(index, false)) : current && question(position, true)}

      <Group justify="space-between" gap="sm">
        {!isWholeTest ? (
          <Group gap="xs">
            <Button variant="default" disabled={position === 0} onClick={() => setPosition(position - 1)}>
              Previous
            </Button>
            <Button variant="default" disabled={position + 1 >= total} onClick={() => setPosition(position + 1)}>
              Skip
            </Button>
          </Group>
        ) : (
          <span />
        )}
        <Button onClick={finish} loading={state.busy === "submit"} variant={unanswered === 0 ? "filled" : "light"}>
          {unanswered === 0 ? "Finish the test" : `Finish the test (${unanswered} unanswered)`}
        </Button>
      </Group>
    </Stack>
  );
}
