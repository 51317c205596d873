import { Button, FileInput, Group, Progress, Stack, Text } from "@mantine/core";
import { formatBytes } from "@mnemo/api-contract";
import { IconFileImport } from "@tabler/icons-react";
import { exchangeFailure } from "../api/exchange-errors.ts";
import type { TImportStep } from "../hooks/use-import.ts";
import { IMPORT_ACCEPT, IMPORT_HINT } from "../utils/import-file.ts";
import { isTooManyWaiting, waitingLimitOf } from "../utils/waiting-uploads.ts";
import { FailureAlert } from "./failure-alert.tsx";
import { WaitingUploads } from "./waiting-uploads.tsx";

type ImportFileStepProps = {
  step: Extract<TImportStep, { name: "choose" | "uploading" }>;
  problem: unknown;
  onFile: (file: File) => void;
  onCancel: () => void;
  /** The file last refused because too many wait to be imported, and sending it again. */
  refusedFileName: string | null;
  onRetry: () => void;
};

/**
 * Choosing the file (checked before it is sent), then its upload with a progress bar and a way to
 * stop it. An upload refused because too many files wait lists them, each with a Cancel button.
 */
export function ImportFileStep({ step, problem, onFile, onCancel, refusedFileName, onRetry }: ImportFileStepProps) {
  if (step.name === "uploading") {
    const percent = step.total > 0 ? Math.round((step.loaded / step.total) * 100) : 0;
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          Uploading {step.fileName}
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          animated
          striped
          aria-label="Upload progress"
          data-testid="import-upload-progress"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {formatBytes(step.loaded)} of {formatBytes(step.total)}
          </Text>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onCancel}>
            Cancel upload
          </Button>
        </Group>
      </Stack>
    );
  }
  const isFull = isTooManyWaiting(problem);
  const failure = problem && !isFull ? exchangeFailure(problem, "The upload failed. Try again.") : null;
  return (
    <Stack gap="sm">
      <FileInput
        label="File to import"
        description={IMPORT_HINT}
        placeholder="Choose a file"
        accept={IMPORT_ACCEPT}
        leftSection={<IconFileImport size={18} aria-hidden="true" />}
        value={null}
        onChange={(file) => {
          if (file) onFile(file);
        }}
        clearable={false}
        // The file input's placeholder is text in the page, not ::placeholder: Mantine's placeholder grey is too faint for it.
        styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
        data-autofocus
        data-testid="import-file"
      />
      {failure ? <FailureAlert title="This file cannot be imported">{failure.message}</FailureAlert> : null}
      {isFull ? <WaitingUploads limit={waitingLimitOf(problem)} fileName={refusedFileName} onRetry={onRetry} /> : null}
    </Stack>
  );
}
