import { Loader, Stack, Text } from "@mantine/core";

/** While a practice test, or what it is over, loads. */
export function PracticeLoading({ label = "Loading the practice test" }: { label?: string }) {
  return (
    <Stack align="center" py="xl" gap="sm" role="status">
      <Loader aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
