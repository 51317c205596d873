import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import classes from "./content.module.css";

type TrialCallToActionProps = {
  isSignedIn: boolean;
  signUpHref: string;
  /** "Start your free trial" only where a trial can start, else "Create a free account". */
  signUpLabel: string;
  decksHref: string;
};

/** The close of every content page: visitors are invited to sign up (the free trial where one is offered), members go to their decks. */
export function TrialCallToAction({ isSignedIn, signUpHref, signUpLabel, decksHref }: TrialCallToActionProps) {
  return (
    <Paper withBorder radius="md" p="xl" className={classes.cta} component="aside" aria-labelledby="trial-cta-title">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} style={{ flex: "1 1 16rem" }}>
          <Title order={2} size="h3" id="trial-cta-title">
            {isSignedIn ? "Ready for your next deck?" : "Make your own flashcards"}
          </Title>
          <Text c="dimmed">
            {isSignedIn
              ? "Your decks are waiting. Add cards while it's fresh."
              : "Create a free account: no card details, and your decks stay yours."}
          </Text>
        </Stack>
        {isSignedIn ? (
          <Button component={Link} to={decksHref} size="md">
            Go to your flashcards
          </Button>
        ) : (
          <Button component={Link} to={signUpHref} size="md" leftSection={<IconSparkles size={18} aria-hidden="true" />}>
            {signUpLabel}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
