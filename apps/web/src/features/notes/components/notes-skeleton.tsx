import { Card, Group, SimpleGrid, Skeleton, Stack } from "@mantine/core";

/** Placeholder results while the first page loads; the wrapper announces it once. */
export function NotesSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading cards">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md" aria-hidden="true">
          <Group justify="space-between" mb="sm">
            <Skeleton height={14} width="30%" radius="sm" />
            <Skeleton height={18} width={80} radius="sm" />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={6}>
              <Skeleton height={10} width={40} radius="sm" />
              <Skeleton height={14} radius="sm" />
              <Skeleton height={14} width="70%" radius="sm" />
            </Stack>
            <Stack gap={6}>
              <Skeleton height={10} width={40} radius="sm" />
              <Skeleton height={14} width="85%" radius="sm" />
            </Stack>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
