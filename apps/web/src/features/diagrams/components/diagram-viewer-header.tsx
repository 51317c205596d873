import { ActionIcon, Alert, Anchor, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, DIAGRAM_TITLE_MAX, type TDiagram, type TDiagramGraph } from "@mnemo/api-contract";
import { IconAlertTriangle, IconCheck, IconDots, IconLoader2, IconRefresh, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { EditableTitle } from "@/components/editable-title.tsx";
import { paths } from "@/lib/paths.ts";
import { useDeckChoices } from "../api/use-diagram-choices.ts";
import type { TDiagramSaveState } from "../api/use-diagram-save.ts";
import { DiagramKindIcon } from "./create-kind-picker.tsx";
import { nodeCountText } from "./diagram-list-facts.ts";
import classes from "./diagram-viewer.module.css";
import { ExportMenu } from "./export-menu.tsx";

type DiagramViewerHeaderProps = {
  diagram: TDiagram;
  graph: TDiagramGraph;
  saveState: TDiagramSaveState;
  onRetrySave: () => void;
  onRename: (fileKey: string, title: string) => Promise<unknown>;
  onBeforeExport: () => Promise<void>;
  onDelete: () => void;
};

/** The diagram's title (renamed in place), kind, size, where it came from, whether its edits are saved, and its exports. */
export function DiagramViewerHeader({
  diagram,
  graph,
  saveState,
  onRetrySave,
  onRename,
  onBeforeExport,
  onDelete,
}: DiagramViewerHeaderProps) {
  const parts = graph.nodes.filter((node) => node.link_file_key).length;
  return (
    <Stack gap="xs">
      <div className={classes.header}>
        <Stack gap={6} miw={0} style={{ flex: "1 1 20rem" }}>
          <EditableTitle id={diagram.file_key} title={diagram.title} noun="diagram" maxLength={DIAGRAM_TITLE_MAX} onRename={onRename} />
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" size="lg" tt="none" leftSection={<DiagramKindIcon kind={graph.kind} size={14} />}>
              {DIAGRAM_KIND_LABELS[graph.kind]}
            </Badge>
            <Text size="sm" c="dimmed">
              {nodeCountText(graph.nodes.length)}
              {parts > 0 ? ` · an overview of ${parts} parts` : ""}
            </Text>
            <OriginLink diagram={diagram} />
            <SaveStatus state={saveState} />
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ExportMenu fileKey={diagram.file_key} title={diagram.title} onBeforeExport={onBeforeExport} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size={36} aria-label="More actions for this diagram">
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={onDelete}>
                Delete diagram
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </div>
      {saveState.name === "failed" || saveState.name === "stale" ? (
        <Alert
          color={saveState.name === "failed" ? "red" : "yellow"}
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={saveState.name === "failed" ? "Your change is not saved" : "Reloaded: changed elsewhere"}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{saveState.message}</Text>
            {saveState.name === "failed" ? (
              <Button size="xs" variant="light" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetrySave}>
                Try again
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

function OriginLink({ diagram }: { diagram: TDiagram }) {
  const decks = useDeckChoices({ enabled: diagram.group_id !== null });
  const deckTitle = decks.data?.find((deck) => deck.id === diagram.group_id)?.title;
  if (diagram.overview_file_key) {
    return (
      <Text size="sm">
        Part of{" "}
        <Anchor component={Link} to={paths.diagramView.getHref(diagram.overview_file_key)} size="sm" fw={600}>
          the overview
        </Anchor>
        {diagram.source_title ? ` of ${diagram.source_title}` : ""}
      </Text>
    );
  }
  if (diagram.source_id) {
    return (
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        From{" "}
        <Anchor component={Link} to={paths.source.getHref(diagram.source_id)} size="sm" fw={600}>
          {diagram.source_title?.trim() || "its source"}
        </Anchor>
      </Text>
    );
  }
  if (diagram.group_id) {
    return (
      <Text size="sm">
        From{" "}
        <Anchor component={Link} to={paths.deck.getHref(diagram.group_id)} size="sm" fw={600}>
          {deckTitle ?? "its deck"}
        </Anchor>
      </Text>
    );
  }
  return null;
}

const SAVE_LABELS: Record<TDiagramSaveState["name"], string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  failed: "Not saved",
  stale: "Reloaded",
};

function SaveStatus({ state }: { state: TDiagramSaveState }) {
  const Icon = state.name === "saving" || state.name === "unsaved" ? IconLoader2 : state.name === "saved" ? IconCheck : IconAlertTriangle;
  return (
    <Text size="sm" c={state.name === "failed" ? "red" : "dimmed"} role="status" data-save-state={state.name}>
      <Group gap={4} component="span" wrap="nowrap">
        <Icon size={14} aria-hidden="true" />
        {SAVE_LABELS[state.name]}
      </Group>
    </Text>
  );
}
