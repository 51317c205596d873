import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { isUpgradeFailure, type TGenerationFailure } from "../utils/generation-errors.ts";

/** A generation the server would not start (plan limits, too many jobs, a deck or source gone): nothing was charged. */
export function RefusedAlert({ failure, canUpgrade }: { failure: TGenerationFailure; canUpgrade: boolean }) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      role="alert"
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
      title="Could not start"
    >
      <Stack gap={4}>
        <Text size="sm">{failure.message || "An error occurred while making your flashcards."}</Text>
        {canUpgrade && isUpgradeFailure(failure) ? (
          <Anchor component={Link} to={paths.upgrade.getHref()} size="sm" fw={600}>
            See plans that allow more
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
