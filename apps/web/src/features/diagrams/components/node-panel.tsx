import { ActionIcon, Anchor, Badge, Divider, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { TDiagramNode, TDiagramNodeOrigin } from "@mnemo/api-contract";
import { IconArrowRight, IconExternalLink, IconX } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useNodeDetails } from "../api/use-node-details.ts";
import { NodePanelActions } from "./node-panel-actions.tsx";
import classes from "./node-panel.module.css";
import { PanelSection } from "./node-panel-section.tsx";

const ORIGIN_BADGES: Partial<Record<TDiagramNodeOrigin, string>> = {
  model_only: "Added by the model",
  hand: "Added by you",
  deck: "From a card",
};

type NodePanelProps = {
  fileKey: string;
  /** The source the diagram was made from: its quotes open there. */
  sourceId: string | null;
  node: TDiagramNode;
  hasModel: boolean;
  /** Sends edits still waiting, so the server's answer is about the diagram as it is on screen. */
  onBeforeServerCall: () => Promise<void>;
  onClose: () => void;
};

/**
 * What is known about one node: where the source says it (each quote opens
 * the source at the passage), the cards that cite the same passage, making
 * cards from its branch and, with a model, an explanation grounded in its
 * passages.
 */
export function NodePanel({ fileKey, sourceId, node, hasModel, onBeforeServerCall, onClose }: NodePanelProps) {
  const details = useNodeDetails(fileKey, node.id);
  const originBadge = ORIGIN_BADGES[node.origin];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="node-panel-title"
      className={classes.panel}
      data-testid="node-panel"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" preventGrowOverflow={false}>
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Node
          </Text>
          <Title order={2} size="h4" id="node-panel-title" className={classes.wrap}>
            {node.label}
          </Title>
          {originBadge ? (
            <Badge variant="light" color={node.origin === "model_only" ? "orange" : "gray"} size="sm" tt="none">
              {originBadge}
            </Badge>
          ) : null}
        </Stack>
        <Tooltip label="Close the node's details">
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClose} aria-label="Close the node's details">
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {node.detail ? (
        <Text size="sm" className={classes.wrap}>
          {node.detail}
        </Text>
      ) : null}
      {node.link_file_key ? (
        <Anchor component={Link} to={paths.diagramView.getHref(node.link_file_key)} size="sm" fw={600}>
          <Group gap={4} component="span">
            Open this part's diagram
            <IconArrowRight size={16} aria-hidden="true" />
          </Group>
        </Anchor>
      ) : null}

      <PanelSection title="Where the source says it">
        {details.isPending ? (
          <Skeleton height={64} radius="sm" />
        ) : !details.data ? (
          <Text size="sm" c="dimmed">
            The passages could not be loaded just now.
          </Text>
        ) : details.data.quotes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {node.origin === "model_only"
              ? "The model added this node: no passage of the source says it, so check it before you rely on it."
              : node.origin === "hand"
                ? "You added this node: it quotes no passage."
                : "No passage is linked to this node."}
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Passages">
            {details.data.quotes.map((quote) => (
              <li key={`${quote.section_index}:${quote.start}`}>
                <Stack gap={4}>
                  <blockquote className={classes.quote}>
                    <Text size="sm" className={classes.wrap}>
                      {quote.quote}
                    </Text>
                  </blockquote>
                  <Group gap="xs" wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {[quote.where, quote.section_title].filter(Boolean).join(" · ")}
                    </Text>
                    {sourceId ? (
                      <Anchor
                        component={Link}
                        to={paths.source.getHref(sourceId, { section: quote.section_index, start: quote.start, end: quote.end })}
                        size="xs"
                        fw={600}
                      >
                        <Group gap={4} component="span">
                          Open in the source
                          <IconExternalLink size={14} aria-hidden="true" />
                        </Group>
                      </Anchor>
                    ) : null}
                  </Group>
                </Stack>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>

      <PanelSection title="Cards about this passage">
        {details.isPending ? (
          <Skeleton height={40} radius="sm" />
        ) : !details.data || details.data.cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {details.data ? "None of your cards cites this passage yet." : "The cards could not be loaded just now."}
          </Text>
        ) : (
          <ul className={classes.list} aria-label="Cards">
            {details.data.cards.map((card) => (
              <li key={card.note_id}>
                <Paper withBorder radius="sm" p="xs">
                  <Text size="sm" fw={600} className={classes.wrap}>
                    {card.front}
                  </Text>
                  <Text size="sm" c="dimmed" className={classes.wrap}>
                    {card.back}
                  </Text>
                  <Anchor component={Link} to={paths.deck.getHref(card.group_id, card.note_id)} size="xs">
                    In {card.group_title}
                  </Anchor>
                </Paper>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>

      <Divider />
      <NodePanelActions fileKey={fileKey} node={node} hasModel={hasModel} onBeforeServerCall={onBeforeServerCall} />
    </Paper>
  );
}
