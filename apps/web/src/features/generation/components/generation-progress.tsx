import { Alert, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import type { TGenerationJob } from "@mnemo/api-contract";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle, IconSparkles, IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatCount } from "@/lib/format-count.ts";
import type { TGenerationPhase } from "../hooks/use-generation.ts";
import { formatBytes } from "../utils/input-limits.ts";
import { canMakeCardsAnyway, coverageText, isNoCardsJob, jobNotice, keptText, madeTitle, stageLabel } from "../utils/job-status.ts";
import classes from "./generation-progress.module.css";
import { isPoemOffer, LearnByHeartButton } from "./memorise-option.tsx";

type GenerationProgressProps = {
  phase: TGenerationPhase;
  job: TGenerationJob | null;
  onCancelUpload: () => void;
  /** Shown under a finished job's summary: the ways on (review, view, study). */
  doneActions?: ReactNode;
  /** Asks again with the generator's thresholds relaxed, after an input that gave no cards; null when it cannot. */
  onMakeCardsAnyway?: (() => void) | null;
  /** Asks again in "learn by heart", after a poem was told it looks like one; null when it cannot. */
  onLearnByHeart?: (() => void) | null;
  /** What starting is doing before the job answers ("Sending your text…"; a kept source sends none). */
  startingText?: string;
};

/** Where the current generation is: the upload's bytes, then the job's stage and percent, then its result. */
export function GenerationProgress({
  phase,
  job,
  onCancelUpload,
  doneActions,
  onMakeCardsAnyway = null,
  onLearnByHeart = null,
  startingText = "Sending your text…",
}: GenerationProgressProps) {
  if (phase.name === "idle" || phase.name === "refused") return null;

  if (phase.name === "uploading") {
    const percent = phase.total > 0 ? Math.round((phase.loaded / phase.total) * 100) : 0;
    return (
      <Shell icon={<IconUpload size={20} />} title={`Uploading ${phase.fileName}`} status="Uploading">
        <Progress value={percent} size="lg" radius="xl" animated striped aria-label="Upload progress" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {formatBytes(phase.loaded)} of {formatBytes(phase.total)}
          </Text>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onCancelUpload}>
            Cancel upload
          </Button>
        </Group>
      </Shell>
    );
  }

  if (phase.name === "starting" || !job) {
    return (
      <Shell icon={<IconSparkles size={20} />} title="Starting" status="Starting">
        <Progress value={2} size="lg" radius="xl" animated striped aria-label="Generation progress" />
        <Text size="sm" c="dimmed">
          {startingText}
        </Text>
      </Shell>
    );
  }

  if (isNoCardsJob(job)) return <NoCards job={job} onMakeCardsAnyway={onMakeCardsAnyway} onLearnByHeart={onLearnByHeart} />;

  if (job.status === "failed") {
    return (
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        title={job.make.includes("cards") ? "No cards this time" : "No study notes this time"}
        data-testid="generation-failed"
      >
        <Stack gap={4}>
          <Text size="sm">{job.error?.message ?? "An error occurred while making your flashcards."}</Text>
          {job.refunded || job.words_charged === 0 ? (
            <Text size="sm" c="dimmed">
              Your usage has not been affected.
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  }

  const isDone = job.status === "succeeded";
  const coverage = coverageText(job);
  const notice = jobNotice(job);
  return (
    <Shell
      icon={isDone ? <IconCircleCheck size={20} /> : <IconSparkles size={20} />}
      color={isDone ? "teal" : undefined}
      title={isDone ? madeTitle(job) : stageLabel(job.stage)}
      status={isDone ? "Done" : stageLabel(job.stage)}
    >
      <Progress
        value={isDone ? 100 : job.percent}
        size="lg"
        radius="xl"
        color={isDone ? "teal" : undefined}
        animated={!isDone}
        striped={!isDone}
        aria-label="Generation progress"
        data-testid="generation-progress"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" data-testid="generation-message">
          {isDone
            ? [keptText(job), coverage, job.words_charged > 0 ? `${formatCount(job.words_charged, "word")} used` : null]
                .filter(Boolean)
                .join(" · ")
            : job.message}
        </Text>
        <Text size="sm" fw={600} className={classes.percent} aria-hidden="true">
          {isDone ? 100 : job.percent}%
        </Text>
      </Group>
      {notice ? (
        // Advice, not an error: a polite status rather than Mantine's default role="alert".
        <Alert
          color="blue"
          variant="light"
          radius="md"
          role="status"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          data-testid="generation-notice"
        >
          <Stack gap="xs">
            <Text size="sm">{notice}</Text>
            {isDone && onLearnByHeart && isPoemOffer(job) ? <LearnByHeartButton onClick={onLearnByHeart} /> : null}
          </Stack>
        </Alert>
      ) : null}
      {isDone && doneActions ? <Group gap="sm">{doneActions}</Group> : null}
    </Shell>
  );
}

/**
 * An input that gave no cards: one calm message (not an error; no toast beside it), why, and where the learner
 * may disagree ("nothing here reads as facts"), a way to ask again with the thresholds relaxed.
 */
function NoCards({
  job,
  onMakeCardsAnyway,
  onLearnByHeart,
}: {
  job: TGenerationJob;
  onMakeCardsAnyway: (() => void) | null;
  onLearnByHeart: (() => void) | null;
}) {
  // A "learn by heart" job that found no line has no weaker cards to keep.
  const canRetry = canMakeCardsAnyway(job) && !job.memorise && onMakeCardsAnyway !== null;
  return (
    <Alert
      color="gray"
      variant="light"
      radius="md"
      role="status"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      title={job.relaxed ? "Still no cards from this input" : "No cards from this input"}
      data-testid="generation-no-cards"
    >
      <Stack gap="xs">
        <Text size="sm">{job.error?.message}</Text>
        {job.relaxed ? (
          <Text size="sm">Even asked to make cards anyway, nothing in it could become a card. Try a text that states facts.</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Your usage has not been affected.
        </Text>
        {onLearnByHeart && isPoemOffer(job) ? <LearnByHeartButton onClick={onLearnByHeart} /> : null}
        {canRetry ? (
          <Group gap="sm" align="center">
            <Button variant="default" size="sm" onClick={onMakeCardsAnyway} leftSection={<IconSparkles size={16} aria-hidden="true" />}>
              Make cards anyway
            </Button>
            <Text size="xs" c="dimmed" style={{ flex: "1 1 14rem" }}>
              Keeps cards it would otherwise judge too weak: check them before you study.
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Shell({
  icon,
  color,
  title,
  status,
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="Generation"
      className={classes.shell}
      data-testid="generation-status"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg" color={color} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
      {/* The stage, not every percent, is read out: enough to follow without noise. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
    </Paper>
  );
}
