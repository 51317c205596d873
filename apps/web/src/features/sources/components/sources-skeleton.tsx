import { Card, Group, Skeleton, Stack } from "@mantine/core";

/** Placeholder rows while the library's first page loads; announced once. */
export function SourcesSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading sources">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md" aria-hidden="true">
          <Group gap="md" wrap="nowrap">
            <Skeleton height={40} width={40} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="45%" radius="sm" />
              <Skeleton height={12} width="70%" radius="sm" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
