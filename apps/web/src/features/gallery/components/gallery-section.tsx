import { Paper, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

type GallerySectionProps = { title: string; description?: string; children: ReactNode };

/** One titled block of a gallery page, its specimens on a bordered surface. */
export function GallerySection({ title, description, children }: GallerySectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}

/** The heading block every gallery page starts with. */
export function GalleryHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        Component gallery
      </Text>
      <Title order={1} tabIndex={-1}>
        {title}
      </Title>
      {children ? <Text c="dimmed">{children}</Text> : null}
    </Stack>
  );
}
