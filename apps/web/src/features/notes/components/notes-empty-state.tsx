import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type NotesEmptyStateProps = { icon: ReactNode; title: string; text: string; action: ReactNode };

export function NotesEmptyState({ icon, title, text, action }: NotesEmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" className="notes-empty" style={{ borderStyle: "dashed" }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
