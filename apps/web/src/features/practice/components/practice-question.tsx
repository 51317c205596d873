import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TPracticeResponse } from "@mnemo/api-contract";
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { FORMAT_LABELS } from "../utils/practice-settings-form.ts";
import type { TPracticeItem } from "../utils/practice-session.ts";
import { keyTarget, practiceKeyAction } from "../utils/practice-keys.ts";
import { emptyResponse, isCompleteResponse, isSameResponse } from "../utils/response-draft.ts";
import { AnswerFeedback } from "./answer-feedback.tsx";
import { ChoiceInput } from "./choice-input.tsx";
import { MatchingInput } from "./matching-input.tsx";
import { OrderingInput } from "./ordering-input.tsx";
import { WrittenInput } from "./written-input.tsx";

type PracticeQuestionProps = {
  item: TPracticeItem;
  total: number;
  draft: TPracticeResponse | undefined;
  onDraft: (response: TPracticeResponse) => void;
  onAnswer: (response: TPracticeResponse) => void;
  onOverride: (addAlternative: boolean) => void;
  canAddAlternative: boolean;
  /** Goes on (N, or Enter once answered); absent on the whole-test page. */
  onNext?: () => void;
  nextLabel?: string;
  feedback: "each" | "end";
  isBusy: boolean;
  /** One question at a time: its keys are read on the whole page, and it takes the focus when it appears. */
  isAlone: boolean;
};

const CHOICE_KEYS = ["1", "2", "3", "4", "5", "6"];

/** One question: its prompt, the answer in the format's input, submit, and (with feedback after each) its grade. */
export function PracticeQuestion({
  item,
  canAddAlternative,
  total,
  draft,
  onDraft,
  onAnswer,
  onOverride,
  onNext,
  nextLabel,
  feedback,
  isBusy,
  isAlone,
}: PracticeQuestionProps) {
  const { prompt, outcome } = item;
  const response = draft ?? item.response ?? emptyResponse(prompt);
  const isLocked = outcome !== null;
  const isSaved = item.response !== null && isSameResponse(response, item.response);
  const canSubmit = !isLocked && isCompleteResponse(response) && !isSaved && !isBusy;
  const headingId = `practice-q-${item.index}`;
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const isWritten = prompt.format === "written" || prompt.format === "fill_in";

  // A new question takes the focus (a written one in its field), so its keys work at once.
  useEffect(() => {
    if (isAlone && !isWritten) heading.current?.focus();
  }, [isAlone, isWritten, item.index]);
  // Graded: the focus goes to the way on.
  useEffect(() => {
    if (isAlone && isLocked) nextButton.current?.focus();
  }, [isAlone, isLocked]);

  const submit = () => {
    if (canSubmit) onAnswer(response);
  };
  const onKey = (event: KeyboardEvent | ReactKeyboardEvent) => {
    const optionCount = prompt.format === "multiple_choice" ? prompt.options.length : prompt.format === "true_false" ? 2 : 0;
    const action = practiceKeyAction(event, {
      format: prompt.format,
      optionCount,
      isAnswered: isLocked || isSaved,
      target: keyTarget(event.target instanceof HTMLElement ? event.target : null),
    });
    if (!action) return;
    if (action.type === "choose") {
      if (prompt.format === "multiple_choice") onDraft({ format: "multiple_choice", choice: action.index });
      else onDraft({ format: "true_false", choice: action.index === 0 });
    } else if (action.type === "submit") submit();
    else if (action.type === "next") {
      if (!onNext) return;
      onNext();
    } else return;
    event.preventDefault();
  };
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  useEffect(() => {
    if (!isAlone) return;
    const listener = (event: KeyboardEvent) => onKeyRef.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [isAlone]);

  const questionText = prompt.format === "true_false" ? `True or false: ${prompt.statement}` : prompt.prompt;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={headingId}
      data-testid="practice-question"
      data-format={prompt.format}
      onKeyDown={isAlone ? undefined : onKey}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Question {item.index + 1} of {total}
            </Text>
            <Badge variant="light" color="gray">
              {FORMAT_LABELS[prompt.format]}
            </Badge>
          </Group>
          <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1} style={{ whiteSpace: "pre-line", outline: "none" }}>
            {questionText}
          </Title>
          {prompt.format === "multiple_choice" && (
            <ChoiceInput
              name={`practice-choice-${item.index}`}
              label="Choose one (1-4 or A-D)"
              options={prompt.options}
              keys={CHOICE_KEYS}
              value={response?.format === "multiple_choice" ? response.choice : null}
              onChange={(choice) => onDraft({ format: "multiple_choice", choice })}
              isLocked={isLocked}
              correctIndex={outcome?.question.format === "multiple_choice" ? outcome.question.correctIndex : null}
            />
          )}
          {prompt.format === "true_false" && (
            <ChoiceInput
              name={`practice-choice-${item.index}`}
              label="True or false? (1 or T, 2 or F)"
              options={["True", "False"]}
              keys={["1", "2"]}
              value={response?.format === "true_false" ? (response.choice ? 0 : 1) : null}
              onChange={(choice) => onDraft({ format: "true_false", choice: choice === 0 })}
              isLocked={isLocked}
              correctIndex={outcome?.question.format === "true_false" ? (outcome.question.isTrue ? 0 : 1) : null}
            />
          )}
          {isWritten && (
            <WrittenInput
              id={`practice-answer-${item.index}`}
              value={response?.format === "written" || response?.format === "fill_in" ? response.text : ""}
              onChange={(text) => onDraft({ format: prompt.format as "written" | "fill_in", text })}
              isLocked={isLocked}
              autoFocus={isAlone && !isLocked}
            />
          )}
          {prompt.format === "matching" && (
            <MatchingInput
              id={`practice-match-${item.index}`}
              left={prompt.left}
              right={prompt.right}
              pairs={response?.format === "matching" ? response.pairs : []}
              onChange={(pairs) => onDraft({ format: "matching", pairs })}
              isLocked={isLocked}
              answer={outcome?.question.format === "matching" ? outcome.question.answer : null}
            />
          )}
          {prompt.format === "ordering" && (
            <OrderingInput
              items={prompt.items}
              order={response?.format === "ordering" ? response.order : []}
              onChange={(order) => onDraft({ format: "ordering", order })}
              isLocked={isLocked}
              answer={outcome?.question.format === "ordering" ? outcome.question.answer : null}
            />
          )}
          {outcome && <AnswerFeedback outcome={outcome} onOverride={onOverride} canAddAlternative={canAddAlternative} isBusy={isBusy} />}
          <Group gap="sm">
            {!isLocked && (
              <Button type="submit" disabled={!canSubmit} loading={isBusy}>
                {feedback === "each" ? "Check answer" : isSaved ? "Answer saved" : "Save answer"}
              </Button>
            )}
            {onNext && (isLocked || feedback === "end") && (
              <Button ref={nextButton} variant={isLocked || isSaved ? "filled" : "default"} onClick={onNext} type="button">
                {nextLabel ?? "Next question"}
              </Button>
            )}
          </Group>
          {isAlone && (
            <Text size="xs" c="dimmed">
              {keysHint(prompt.format, feedback)}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** The keys a question answers to, under it. */
function keysHint(format: TPracticeItem["prompt"]["format"], feedback: "each" | "end"): string {
  const choose = format === "multiple_choice" ? "1-4 or A-D choose, " : format === "true_false" ? "T or F (1 or 2) choose, " : "";
  return `Keys: ${choose}Enter ${feedback === "each" ? "checks" : "saves"}, N goes to the next question.`;
}
