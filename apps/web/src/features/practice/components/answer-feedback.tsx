import { Alert, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { TQuestionOutcome } from "../utils/practice-session.ts";
import { rightAnswerLines } from "../utils/answer-text.ts";
import { outcomeNote, outcomeTitle } from "../utils/outcome-note.ts";
import { AnswerLines } from "./answer-lines.tsx";
import { OverrideButtons } from "./override-buttons.tsx";

type AnswerFeedbackProps = {
  outcome: TQuestionOutcome;
  /** "I was right": offered on a written answer graded wrong; `addAlternative` also adds the answer to the card. */
  onOverride?: (addAlternative: boolean) => void;
  canAddAlternative?: boolean;
  isBusy?: boolean;
};

/** A graded answer: right or not, the layer that accepted it, the right answer, and "I was right". */
export function AnswerFeedback({ outcome, onOverride, canAddAlternative = false, isBusy = false }: AnswerFeedbackProps) {
  const note = outcomeNote(outcome);
  const isWritten = outcome.question.format === "written" || outcome.question.format === "fill_in";
  // A right answer's note already names what it matched; a false statement judged right still gets its correction.
  const showAnswer = !outcome.isCorrect || (outcome.question.format === "true_false" && !outcome.question.isTrue);
  return (
    <Alert
      variant="light"
      color={outcome.isCorrect ? "teal" : "red"}
      radius="md"
      title={outcomeTitle(outcome)}
      icon={outcome.isCorrect ? <IconCircleCheck size={20} aria-hidden="true" /> : <IconCircleX size={20} aria-hidden="true" />}
      data-testid="practice-feedback"
    >
      <Stack gap={6}>
        {note && <Text size="sm">{note}</Text>}
        {showAnswer && (
          <AnswerLines
            label={outcome.isCorrect ? "What is true" : "The right answer"}
            lines={rightAnswerLines(outcome.question)}
            isLabelStrong
          />
        )}
        {isWritten && !outcome.isCorrect && onOverride && (
          <OverrideButtons onOverride={onOverride} canAddAlternative={canAddAlternative} isBusy={isBusy} />
        )}
      </Stack>
    </Alert>
  );
}
