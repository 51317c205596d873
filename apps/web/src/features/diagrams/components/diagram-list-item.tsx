import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text, ThemeIcon } from "@mantine/core";
import { DIAGRAM_KIND_LABELS, type TDiagramSummary } from "@mnemo/api-contract";
import { IconDots, IconFolderOpen, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { DiagramKindIcon } from "./create-kind-picker.tsx";
import { diagramOrigin, diagramStatusText, formatDiagramDate, nodeCountText } from "./diagram-list-facts.ts";

type DiagramListItemProps = {
  diagram: TDiagramSummary;
  deckTitle: (groupId: string) => string | undefined;
  onRename: (diagram: TDiagramSummary) => void;
  onDelete: (diagram: TDiagramSummary) => void;
};

const icon = { size: 16, "aria-hidden": true } as const;

/** One diagram in the list: its kind, title, where it came from, how big, when, and what can be done with it. */
export function DiagramListItem({ diagram, deckTitle, onRename, onDelete }: DiagramListItemProps) {
  const href = paths.diagramView.getHref(diagram.file_key);
  const origin = diagramOrigin(diagram, deckTitle);
  const status = diagramStatusText(diagram);
  const date = formatDiagramDate(diagram.updated_at);
  return (
    <Card withBorder radius="md" padding="md" h="100%" data-file-key={diagram.file_key} data-kind={diagram.kind}>
      {/* Without preventGrowOverflow a title may take the card's width, not a third of it. */}
      <Group gap="md" wrap="nowrap" align="flex-start" preventGrowOverflow={false}>
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <DiagramKindIcon kind={diagram.kind} size={22} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: "anywhere" }}>
            {diagram.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" size="sm" tt="none">
              {DIAGRAM_KIND_LABELS[diagram.kind]}
            </Badge>
            {status ? (
              <Badge variant="light" size="sm" tt="none" color={diagram.status === "failed" ? "red" : "gray"}>
                {status}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {nodeCountText(diagram.nodes)}
              </Text>
            )}
          </Group>
          {origin ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              From {origin.kind === "source" ? "the source" : "the deck"}{" "}
              <Anchor
                component={Link}
                to={origin.kind === "source" ? paths.source.getHref(origin.id) : paths.deck.getHref(origin.id)}
                size="sm"
              >
                {origin.title}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">Made by hand</Text>
          )}
          {date ? (
            <Text size="xs" c="dimmed">
              Changed {date}
            </Text>
          ) : null}
        </Stack>
        <Menu position="bottom-end" width={200} shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${diagram.title}`}>
              <IconDots size={20} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={href} leftSection={<IconFolderOpen {...icon} />}>
              Open
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil {...icon} />} onClick={() => onRename(diagram)}>
              Rename
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={() => onDelete(diagram)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
