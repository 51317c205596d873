import { Group, ThemeIcon, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";

/** The title of the generate panel, for members and visitors alike (labels the section via its id). */
export function GenerateHeading({ title = "Generate cards from your notes" }: { title?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
        <IconSparkles size={20} />
      </ThemeIcon>
      <Title order={2} size="h4" id="generate-heading">
        {title}
      </Title>
    </Group>
  );
}
