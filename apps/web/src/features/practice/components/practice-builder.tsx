import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import {
  MAX_PRACTICE_MINUTES,
  MAX_PRACTICE_QUESTIONS,
  MIN_PRACTICE_MINUTES,
  MIN_PRACTICE_QUESTIONS,
  PRACTICE_CARD_CHOICES,
  PRACTICE_FORMATS,
  type TPracticeAnswerSide,
  type TPracticeCardChoice,
  type TPracticeFeedback,
  type TPracticeFormat,
} from "@mnemo/api-contract";
import { useState, type ReactNode } from "react";
import {
  CARD_CHOICE_LABELS,
  DEFAULT_PRACTICE_FORM,
  FORMAT_LABELS,
  practiceFormErrors,
  type TPracticeForm,
} from "../utils/practice-settings-form.ts";

type PracticeBuilderProps = {
  title: string;
  /** What the test is over (the decks, the sample deck). */
  description: ReactNode;
  onStart: (form: TPracticeForm) => void;
  isStarting: boolean;
  error: string | null;
  /** How many cards the decks have, when known: a test asks each at most once. */
  cardCount: number | null;
  /** Offer "count misses as Again" (a learner's decks; the sample deck's test never touches study). */
  canCountMissesAsAgain: boolean;
};

/** Building a test: the kinds of question, how many, which side answers, which cards, a time limit and when to see feedback. */
export function PracticeBuilder({
  title,
  description,
  onStart,
  isStarting,
  error,
  cardCount,
  canCountMissesAsAgain,
}: PracticeBuilderProps) {
  const [form, setForm] = useState<TPracticeForm>(DEFAULT_PRACTICE_FORM);
  const [isTried, setIsTried] = useState(false);
  const errors = practiceFormErrors(form);
  const shown = isTried ? errors : {};
  const set = <K extends keyof TPracticeForm>(key: K, value: TPracticeForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <Stack gap="lg" maw="46rem" w="100%" mx="auto" data-testid="practice-builder">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setIsTried(true);
            if (Object.keys(errors).length === 0) onStart(form);
          }}
        >
          <Stack gap="lg">
            <Checkbox.Group
              label="Kinds of question"
              value={form.formats}
              onChange={(formats) => set("formats", formats as TPracticeFormat[])}
              error={shown.formats}
            >
              <Group gap="md" mt="xs">
                {PRACTICE_FORMATS.map((format) => (
                  <Checkbox key={format} value={format} label={FORMAT_LABELS[format]} />
                ))}
              </Group>
            </Checkbox.Group>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label="Number of questions"
                description={
                  cardCount !== null && cardCount < form.count
                    ? `These cards make at most ${cardCount} questions: each card is asked once.`
                    : `${MIN_PRACTICE_QUESTIONS} to ${MAX_PRACTICE_QUESTIONS}`
                }
                min={MIN_PRACTICE_QUESTIONS}
                max={MAX_PRACTICE_QUESTIONS}
                clampBehavior="none"
                allowDecimal={false}
                value={form.count}
                onChange={(value) => set("count", typeof value === "number" ? value : Number.NaN)}
                error={shown.count}
              />
              <NativeSelect
                label="Which cards"
                value={form.cards}
                onChange={(event) => set("cards", event.currentTarget.value as TPracticeCardChoice)}
                data={PRACTICE_CARD_CHOICES.map((choice) => ({ value: choice, label: CARD_CHOICE_LABELS[choice] }))}
              />
            </SimpleGrid>

            <Radio.Group label="Answer with" value={form.answerWith} onChange={(value) => set("answerWith", value as TPracticeAnswerSide)}>
              <Group gap="md" mt="xs">
                <Radio value="back" label="The back (the usual way)" />
                <Radio value="front" label="The front" />
              </Group>
            </Radio.Group>

            <Radio.Group
              label="Show whether I was right"
              value={form.feedback}
              onChange={(value) => set("feedback", value as TPracticeFeedback)}
            >
              <Group gap="md" mt="xs">
                <Radio value="each" label="After each question" />
                <Radio value="end" label="At the end" />
              </Group>
            </Radio.Group>

            <Stack gap="xs">
              <Switch
                label="Time limit"
                checked={form.hasTimeLimit}
                onChange={(event) => set("hasTimeLimit", event.currentTarget.checked)}
              />
              {form.hasTimeLimit && (
                <NumberInput
                  label="Minutes"
                  description="You can add more time during the test."
                  min={MIN_PRACTICE_MINUTES}
                  max={MAX_PRACTICE_MINUTES}
                  clampBehavior="none"
                  allowDecimal={false}
                  value={form.minutes}
                  onChange={(value) => set("minutes", typeof value === "number" ? value : Number.NaN)}
                  error={shown.minutes}
                  maw={200}
                />
              )}
            </Stack>

            <Checkbox
              label="Accents count in written answers"
              description="For language decks: “é” is not “e”. Off: accents are ignored."
              checked={form.strictAccents}
              onChange={(event) => set("strictAccents", event.currentTarget.checked)}
            />
            {canCountMissesAsAgain && (
              <Checkbox
                label="Count misses as Again"
                description="Cards you miss come back sooner in study, as if you had pressed Again. Off: the test changes no schedule."
                checked={form.missesAsAgain}
                onChange={(event) => set("missesAsAgain", event.currentTarget.checked)}
              />
            )}

            {error && (
              <Alert color="red" variant="light" role="alert" title="Could not start the test">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={isStarting} size="md">
                Start the test
              </Button>
              <Text size="sm" c="dimmed">
                {form.missesAsAgain
                  ? "Cards you miss come back sooner in study."
                  : "A practice test does not change when your cards are due."}
              </Text>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
