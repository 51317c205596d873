import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text, ThemeIcon } from "@mantine/core";
import type { TSourceSummary } from "@mnemo/api-contract";
import { IconDots, IconFolderOpen, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { madeFromSource, SOURCE_KIND_LABELS } from "../utils/source-facts.ts";
import { SourceFactsLine } from "./source-facts-line.tsx";
import { SourceKindIcon } from "./source-kind-icon.tsx";

type SourceListItemProps = {
  source: TSourceSummary;
  onRename: (source: TSourceSummary) => void;
  onDelete: (source: TSourceSummary) => void;
};

const icon = { size: 16, "aria-hidden": true } as const;

/** One source in the library: what it is, how big, when, what was made from it, and what can be done with it. */
export function SourceListItem({ source, onRename, onDelete }: SourceListItemProps) {
  return (
    <Card withBorder radius="md" padding="md" data-source-id={source.id}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
          <SourceKindIcon kind={source.kind} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Anchor component={Link} to={paths.source.getHref(source.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
            {source.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" size="sm">
              {SOURCE_KIND_LABELS[source.kind]}
            </Badge>
            <SourceFactsLine source={source} />
          </Group>
          <Text size="sm">{madeFromSource(source.made)}</Text>
        </Stack>
        <Menu position="bottom-end" width={200} shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${source.title}`}>
              <IconDots size={20} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.source.getHref(source.id)} leftSection={<IconFolderOpen {...icon} />}>
              Open
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil {...icon} />} onClick={() => onRename(source)}>
              Rename
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={() => onDelete(source)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
