import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessage } from "../lib/error-info.ts";

type LoadErrorProps = {
  /** What could not be loaded, e.g. 'Could not load your decks'. */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/**
 * Data that failed to load: what, why (the error's own message) and a way to
 * try again. role="alert" so screen readers announce it when it appears.
 */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
