import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { formatBytes } from "@mnemo/api-contract";
import { IconUpload } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { exchangeFailure } from "../api/exchange-errors.ts";
import { useWaitingUploads } from "../hooks/use-waiting-uploads.ts";
import { droppedLabel } from "../utils/waiting-uploads.ts";
import { FailureAlert } from "./failure-alert.tsx";

type WaitingUploadsProps = {
  /** How many may wait at once (the refusal's own figure). */
  limit: number | null;
  /** The file the server refused, to send again once there is room. */
  fileName: string | null;
  onRetry: () => void;
};

/**
 * Shown when an upload is refused because too many files wait to be imported: those files, each
 * with when it is dropped and a Cancel button, so the learner can make room at once instead of
 * waiting for the hour to pass. Once there is room, the refused file can be sent again.
 */
export function WaitingUploads({ limit, fileName, onRetry }: WaitingUploadsProps) {
  const waiting = useWaitingUploads();
  const headingId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const [shouldFocusRetry, setShouldFocusRetry] = useState(false);
  const count = waiting.uploads?.length ?? null;
  const hasRoom = count !== null && (limit === null ? true : count < limit);
  const now = new Date();

  // The Cancel button pressed has left with its row: focus moves on to what comes next.
  useEffect(() => {
    if (shouldFocusRetry && hasRoom && retryRef.current) {
      retryRef.current.focus();
      setShouldFocusRetry(false);
    }
  }, [shouldFocusRetry, hasRoom]);

  const onCancel = async (upload: NonNullable<typeof waiting.uploads>[number]) => {
    if (await waiting.cancel(upload)) setShouldFocusRetry(true);
  };

  return (
    <Stack gap="sm" data-testid="waiting-uploads">
      {hasRoom ? null : (
        <FailureAlert title={`${limit ?? "Too many"} files are waiting to be imported`}>
          {`You can have ${limit ?? "only a few"} uploaded files waiting at once. Cancel one you no longer need, then upload ${
            fileName ?? "your file"
          } again. Waiting files are dropped an hour after their upload.`}
        </FailureAlert>
      )}
      <Text id={headingId} size="sm" fw={600}>
        Waiting to be imported
      </Text>
      {waiting.isLoading ? (
        <Stack gap="xs" role="status" aria-label="Loading the waiting files">
          <Skeleton height={44} radius="sm" />
          <Skeleton height={44} radius="sm" />
        </Stack>
      ) : waiting.loadError ? (
        <FailureAlert title="The waiting files could not be listed">{exchangeFailure(waiting.loadError).message}</FailureAlert>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          No files are waiting any more.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" aria-labelledby={headingId} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {waiting.uploads?.map((upload) => (
            <Paper component="li" key={upload.uploadId} withBorder radius="sm" px="sm" py={6} data-testid="waiting-upload">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                    {upload.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(upload.size)}, <time dateTime={upload.expiresAt}>{droppedLabel(upload.expiresAt, now)}</time>
                  </Text>
                </div>
                <Button
                  variant="default"
                  size="compact-sm"
                  loading={waiting.cancelling.has(upload.uploadId)}
                  aria-label={`Cancel ${upload.fileName}`}
                  onClick={() => void onCancel(upload)}
                >
                  Cancel
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {waiting.cancelFailure ? (
        <FailureAlert title={`${waiting.cancelFailure.fileName} could not be cancelled`}>
          {exchangeFailure(waiting.cancelFailure.error, "Try again.").message}
        </FailureAlert>
      ) : null}
      {fileName && hasRoom ? (
        <Group gap="sm">
          <Button ref={retryRef} onClick={onRetry} leftSection={<IconUpload size={16} aria-hidden="true" />}>
            Upload {fileName} again
          </Button>
          <Text size="sm" c="dimmed" role="status">
            There is room for it now.
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
