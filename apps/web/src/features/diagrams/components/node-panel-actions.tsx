import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { TDiagramNode } from "@mnemo/api-contract";
import { IconAlertCircle, IconCards, IconCircleCheck, IconSparkles } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "@/lib/error-info.ts";
import { paths } from "@/lib/paths.ts";
import { useDeckChoices } from "../api/use-diagram-choices.ts";
import { useNodeActions } from "../api/use-node-details.ts";
import { DeckChoiceSelect } from "./deck-choice-select.tsx";
import classes from "./node-panel.module.css";
import { PanelSection } from "./node-panel-section.tsx";

type NodePanelActionsProps = {
  fileKey: string;
  node: TDiagramNode;
  hasModel: boolean;
  onBeforeServerCall: () => Promise<void>;
};

/** Cards from the node's branch into a chosen deck, and (with a model configured) an explanation of the node. */
export function NodePanelActions({ fileKey, node, hasModel, onBeforeServerCall }: NodePanelActionsProps) {
  // The same cached list the deck picker reads, for the deck's title in the result.
  const decks = useDeckChoices({ enabled: true });
  const { explain, makeCards } = useNodeActions();
  const [deckId, setDeckId] = useState<string | null>(null);
  const [made, setMade] = useState<{ nodeId: string; created: number; groupId: string } | null>(null);
  const deckTitle = (id: string) => decks.data?.find((deck) => deck.id === id)?.title ?? "the deck";
  const explained = explain.data && explain.variables?.nodeId === node.id ? explain.data.text : null;

  const make = async () => {
    if (!deckId) return;
    setMade(null);
    await onBeforeServerCall();
    const result = await makeCards.mutateAsync({ fileKey, nodeId: node.id, groupId: deckId }).catch(() => null);
    if (result) setMade({ nodeId: node.id, created: result.created, groupId: result.group_id });
  };

  return (
    <Stack gap="md">
      <PanelSection title="Make cards from this branch">
        <Text size="sm" c="dimmed">
          A card for each node of this branch, each keeping its passage of the source.
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <DeckChoiceSelect value={deckId} onChange={setDeckId} data-testid="branch-cards-deck" />
          <Button
            leftSection={<IconCards size={18} aria-hidden="true" />}
            onClick={() => void make()}
            loading={makeCards.isPending}
            disabled={!deckId}
          >
            Make cards
          </Button>
        </Group>
        {makeCards.isError && makeCards.variables?.nodeId === node.id ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {errorMessage(makeCards.error, "The cards could not be made. Try again.")}
          </Alert>
        ) : null}
        {made && made.nodeId === node.id ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {made.created === 0 ? (
              "No new card: this branch's cards are already in that deck."
            ) : (
              <>
                {made.created === 1 ? "1 card" : `${made.created} cards`} added to{" "}
                <Anchor component={Link} to={paths.deck.getHref(made.groupId)} size="sm" fw={600}>
                  {deckTitle(made.groupId)}
                </Anchor>
                .
              </>
            )}
          </Alert>
        ) : null}
      </PanelSection>

      {hasModel ? (
        <PanelSection title="Explain this node">
          <Button
            variant="light"
            leftSection={<IconSparkles size={18} aria-hidden="true" />}
            onClick={() => void onBeforeServerCall().then(() => explain.mutate({ fileKey, nodeId: node.id }))}
            loading={explain.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            Explain this node
          </Button>
          <Text size="xs" c="dimmed">
            From the node's passages only; it counts against your monthly words.
          </Text>
          {explain.isError && explain.variables?.nodeId === node.id ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {errorMessage(explain.error, "No explanation this time. Try again.")}
            </Alert>
          ) : null}
          {explained ? (
            <Text size="sm" className={classes.wrap} aria-live="polite">
              {explained}
            </Text>
          ) : null}
        </PanelSection>
      ) : null}
    </Stack>
  );
}
