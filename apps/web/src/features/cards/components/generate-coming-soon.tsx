import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileText, IconPhoto, IconPresentation, IconSparkles, IconTextCaption } from "@tabler/icons-react";

const SOURCES = [
  { Icon: IconTextCaption, text: "Pasted text" },
  { Icon: IconFileText, text: "Word and PDF files" },
  { Icon: IconPresentation, text: "PowerPoint slides" },
  { Icon: IconPhoto, text: "Photos and scans of notes" },
];

/** Says plainly what generation will do once it lands (issue 5), instead of a form that does nothing. */
export function GenerateComingSoon() {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-labelledby="generate-heading">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
            <IconSparkles size={20} />
          </ThemeIcon>
          <Badge variant="light" color="gray">
            Coming soon
          </Badge>
        </Group>
        <Title order={2} size="h4" id="generate-heading">
          Generate from your notes — coming soon
        </Title>
        <Text size="sm" c="dimmed">
          Soon you'll drop your notes here and Mnemo will write the cards for you: questions and answers, cloze gaps, true or false,
          multiple choice and concept lists, straight into this deck.
        </Text>
        <List spacing={6} size="sm" center>
          {SOURCES.map(({ Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon variant="default" size={24} radius="xl" aria-hidden="true">
                  <Icon size={14} />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Until then, write cards by hand: they work exactly like generated ones.
        </Text>
      </Stack>
    </Paper>
  );
}
