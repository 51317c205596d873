import { Alert, Badge, Button, Group, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TParameterFit } from "@mnemo/api-contract";
import { IconSparkles } from "@tabler/icons-react";
import { LoadError } from "@/components/load-error.tsx";
import { errorMessage } from "@/lib/error-info.ts";
import { useParameterFit } from "../../hooks/use-parameter-fit.ts";
import { parameterFitText } from "../../utils/study-settings-form.ts";

/**
 * Personal parameters: how close the learner is to the 400 answers a fit
 * needs, how the latest fit did, and "Fit now" with the job's progress
 * (study.parameters is asked again while the fit is queued or running).
 */
export function ParameterFitPanel() {
  const { fit, start, isRunning } = useParameterFit();

  return (
    <Stack gap="xs" component="section" aria-labelledby="parameters-heading" data-testid="parameter-fit">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h6" id="parameters-heading">
          Personal parameters
        </Title>
        {fit.data?.using_personal ? (
          <Badge color="teal" variant="light">
            In use
          </Badge>
        ) : fit.data ? (
          <Badge color="gray" variant="light">
            Defaults in use
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        Mnemo can fit its memory model to your own answers, so cards come back when you in particular would forget them.
      </Text>
      {fit.isPending ? (
        <Skeleton height={48} aria-label="Loading your personal parameters" />
      ) : fit.error ? (
        <LoadError title="Could not load your personal parameters" error={fit.error} onRetry={() => void fit.refetch()} />
      ) : (
        <FitBody
          fit={fit.data}
          isRunning={isRunning}
          isStarting={start.isPending}
          startError={start.error}
          onStart={() => start.mutate()}
        />
      )}
    </Stack>
  );
}

type FitBodyProps = {
  fit: TParameterFit;
  isRunning: boolean;
  isStarting: boolean;
  startError: unknown;
  onStart: () => void;
};

function FitBody({ fit, isRunning, isStarting, startError, onStart }: FitBodyProps) {
  const text = parameterFitText(fit);
  const hasEnough = fit.reviews >= fit.reviews_needed;
  return (
    <Stack gap="xs">
      {!hasEnough ? (
        <Progress
          value={(fit.reviews / fit.reviews_needed) * 100}
          size="md"
          radius="xl"
          aria-label={`${fit.reviews} of ${fit.reviews_needed} answers`}
          data-testid="parameter-answers-progress"
        />
      ) : null}
      {isRunning && fit.latest ? (
        <Progress
          value={Math.max(2, fit.latest.percent)}
          size="md"
          radius="xl"
          animated
          striped
          aria-label={`Fitting your parameters: ${fit.latest.percent}%`}
          data-testid="parameter-fit-progress"
        />
      ) : null}
      <Text size="sm" fw={500} role="status" aria-live="polite" data-testid="parameter-fit-result">
        {text.headline}
      </Text>
      {text.figures ? (
        <Text size="xs" c="dimmed">
          {text.figures} Lower is better for both.
        </Text>
      ) : null}
      {startError ? (
        <Alert color="red" variant="light" role="alert" title="Could not start a fit">
          {errorMessage(startError)}
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconSparkles size={16} aria-hidden="true" />}
          onClick={onStart}
          loading={isStarting}
          disabled={!hasEnough || isRunning}
        >
          {isRunning ? "Fitting…" : "Fit now"}
        </Button>
        {!hasEnough ? (
          <Text size="xs" c="dimmed">
            {fit.reviews_needed - fit.reviews} more answers to go.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
