import { Skeleton, Stack } from "@mantine/core";

/** The shape of a content page while its Markdown loads. */
export function ContentSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} width="70%" radius="sm" />
      <Skeleton height={18} width="90%" radius="sm" />
      <Skeleton height={18} width="85%" radius="sm" />
      <Skeleton height={160} radius="md" mt="md" />
    </Stack>
  );
}
