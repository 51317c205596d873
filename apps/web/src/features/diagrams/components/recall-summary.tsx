import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCards, IconCircleCheck, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useDeckChoices } from "../api/use-diagram-choices.ts";
import { useRecallCards } from "../hooks/use-recall-cards.ts";
import { DeckChoiceSelect } from "./deck-choice-select.tsx";
import type { TRecallItem } from "../utils/recall-session.ts";

type RecallSummaryProps = {
  fileKey: string;
  total: number;
  recalled: number;
  missed: TRecallItem[];
  onAgain: () => void;
  /** Saves pending edits first, so the server draws the map as the learner sees it. */
  onBeforeServerCall?: (() => Promise<void>) | undefined;
};

/** The end of a session: what was recalled, the missed labels, and diagram cards from them into a chosen deck. */
export function RecallSummary({ fileKey, total, recalled, missed, onAgain, onBeforeServerCall }: RecallSummaryProps) {
  // The same cached list the deck picker reads, for the deck's title in the result.
  const decks = useDeckChoices({ enabled: missed.length > 0 });
  const makeCards = useRecallCards();
  const [deckId, setDeckId] = useState<string | null>(null);
  const [made, setMade] = useState<{ created: number; groupId: string } | null>(null);
  const deckTitle = (id: string) => decks.data?.find((deck) => deck.id === id)?.title ?? "the deck";
  const count = missed.length;

  const make = async () => {
    if (!deckId) return;
    setMade(null);
    await onBeforeServerCall?.();
    const result = await makeCards.mutateAsync({ fileKey, nodeIds: missed.map((item) => item.nodeId), groupId: deckId }).catch(() => null);
    if (result) setMade({ created: result.created, groupId: result.group_id });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="recall-summary-title">
      <Title order={3} size="h4" id="recall-summary-title">
        You recalled {recalled} of {total}
      </Title>
      {count === 0 ? (
        <Text size="sm">Every hidden label recalled.</Text>
      ) : (
        <>
          <Text size="sm">{count === 1 ? "The label you missed:" : `The ${count} labels you missed:`}</Text>
          <List size="sm" spacing={2} data-testid="recall-missed">
            {missed.map((item) => (
              <List.Item key={item.nodeId}>{item.label}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            A diagram card shows the map around a label with that label hidden, and comes back in your study sessions.
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <DeckChoiceSelect value={deckId} onChange={setDeckId} enabled={missed.length > 0} />
            <Button
              leftSection={<IconCards size={18} aria-hidden="true" />}
              onClick={() => void make()}
              loading={makeCards.isPending}
              disabled={!deckId}
              // Its words wrap on a phone rather than being cut to "…from the 3 m".
              maw="100%"
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: "normal", lineHeight: 1.35 } }}
            >
              {count === 1 ? "Make a diagram card from the 1 missed" : `Make diagram cards from the ${count} missed`}
            </Button>
          </Group>
          {makeCards.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {errorMessage(makeCards.error, "The diagram cards could not be made. Try again.")}
            </Alert>
          ) : null}
          {made ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {made.created === 0 ? (
                "No new card: that deck has these diagram cards already."
              ) : (
                <>
                  {made.created === 1 ? "1 diagram card" : `${made.created} diagram cards`} added to{" "}
                  <Anchor component={Link} to={paths.deck.getHref(made.groupId)} size="sm" fw={600}>
                    {deckTitle(made.groupId)}
                  </Anchor>
                  .
                </>
              )}
            </Alert>
          ) : null}
        </>
      )}
      <Group>
        <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={onAgain}>
          Hide other labels
        </Button>
      </Group>
    </Stack>
  );
}
