import { Button, Group, List, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFileText, IconPhoto, IconPresentation, IconTextCaption } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { GenerateHeading } from "./generate-heading.tsx";

const SOURCES = [
  { Icon: IconTextCaption, text: "Pasted text" },
  { Icon: IconFileText, text: "Word and PDF files" },
  { Icon: IconPresentation, text: "PowerPoint slides" },
  { Icon: IconPhoto, text: "Photos and scans of notes" },
];

/** For visitors on the sample deck: generation needs an account, so say what it does and how to get it. */
export function SignUpToGenerate({ signUpHref }: { signUpHref: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="generate-heading">
      <Stack gap="sm">
        <GenerateHeading />
        <Text size="sm" c="dimmed">
          Sign up free and Mnemo writes the cards for you: questions and answers, cloze gaps, true or false, multiple choice and concept
          lists, straight into your decks.
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
        <Group>
          <Button component={Link} to={signUpHref}>
            Sign up to generate cards
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
