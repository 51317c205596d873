import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import type { TExportStart } from "@mnemo/api-contract";
import { IconCircleCheck, IconDownload } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { formatCount } from "@/lib/format-count.ts";
import { paths } from "@/lib/paths.ts";
import { exchangeFailure } from "../api/exchange-errors.ts";
import { useExportJob } from "../hooks/use-export.ts";
import { exportJobView } from "../utils/export-choices.ts";
import { FailureAlert } from "./failure-alert.tsx";

type ExportProgressProps = { started: TExportStart | null; isStarting: boolean; error: unknown };

/** Where an export is: starting, downloading at once, a job's progress and its download link, or why it failed. */
export function ExportProgress({ started, isStarting, error }: ExportProgressProps) {
  if (error) return <ExportFailed error={error} />;
  if (isStarting || !started) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Preparing your export…</Text>
      </Group>
    );
  }
  if (started.mode === "direct") {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        title="Your download has started"
        role="status"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {started.fileName}, {formatCount(started.cards, "card")}.
          </Text>
          <Anchor href={started.href} download={started.fileName} size="sm">
            Download it again
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return <ExportJobProgress jobId={started.jobId} cards={started.cards} />;
}

function ExportJobProgress({ jobId, cards }: { jobId: string; cards: number }) {
  const job = useExportJob(jobId);
  if (job.error) return <ExportFailed error={job.error} />;
  const view = job.data ? exportJobView(job.data) : { state: "running" as const, percent: 0, message: "Waiting to start…" };
  if (view.state === "failed" || view.state === "expired") {
    return <FailureAlert title="No file this time">{view.message}</FailureAlert>;
  }
  if (view.state === "ready") {
    return (
      <Stack gap="sm" role="status" aria-live="polite">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden="true" />
          <Text fw={600}>Your export is ready</Text>
        </Group>
        <Button
          component="a"
          href={view.href}
          download={view.fileName}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          style={{ alignSelf: "flex-start", maxWidth: "100%" }}
          data-testid="export-download"
        >
          Download {view.fileName}
        </Button>
        <Text size="sm" c="dimmed">
          {view.detail}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Exporting {formatCount(cards, "card")}
      </Text>
      <Progress value={view.percent} size="lg" radius="xl" animated striped aria-label="Export progress" data-testid="export-progress" />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" aria-live="polite">
          {view.message}
        </Text>
        <Text size="sm" fw={600} aria-hidden="true">
          {view.percent}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        You can close this window: the export goes on, and opening Export again shows it.
      </Text>
    </Stack>
  );
}

/** A refused or failed export; a format the plan lacks links to the upgrade. */
export function ExportFailed({ error }: { error: unknown }) {
  const failure = exchangeFailure(error, "The export failed. Try again.");
  return (
    <FailureAlert title="Could not export">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.message}</Text>
        {failure.upgradePlan ? (
          <Button component={Link} to={paths.upgrade.getHref()} size="xs" variant="light">
            Upgrade to {failure.upgradePlan}
          </Button>
        ) : null}
      </Stack>
    </FailureAlert>
  );
}
