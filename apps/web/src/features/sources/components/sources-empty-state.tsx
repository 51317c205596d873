import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type SourcesEmptyStateProps = { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode };

/** A library with nothing to list: what would be here and what to do. */
export function SourcesEmptyState({ icon, title, children, action }: SourcesEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" style={{ borderStyle: "dashed" }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
