import { Anchor, Badge, Group, List, Stack, Text } from "@mantine/core";
import type { TSource } from "@mnemo/api-contract";
import { IconFileCheck, IconFileOff } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { madeFromSource, SOURCE_KIND_LABELS } from "../utils/source-facts.ts";
import { SourceFactsLine } from "./source-facts-line.tsx";
import { SourceKindIcon } from "./source-kind-icon.tsx";

/** What the source is (kind, length, size, date), whether its file was kept, and the decks made from it. */
export function SourceDetails({ source }: { source: TSource }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" size="lg" leftSection={<SourceKindIcon kind={source.kind} size={16} />}>
          {SOURCE_KIND_LABELS[source.kind]}
        </Badge>
        <SourceFactsLine source={source} />
      </Group>
      {source.kind === "text" ? null : (
        <Group gap={6} wrap="nowrap" data-testid="source-file-kept">
          {source.file_kept ? <IconFileCheck size={18} aria-hidden="true" /> : <IconFileOff size={18} aria-hidden="true" />}
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {source.file_kept ? `File kept${source.file_name ? `: ${source.file_name}` : ""}` : "Only the text was kept, not the file"}
          </Text>
        </Group>
      )}
      <Text size="sm">
        {madeFromSource(source.made)}
        {source.decks.length > 0 ? ":" : null}
      </Text>
      {source.decks.length > 0 ? (
        <nav aria-label="Decks made from this source">
          <List size="sm" spacing={2}>
            {source.decks.map((deck) => (
              <List.Item key={deck.id}>
                <Anchor component={Link} to={paths.deck.getHref(deck.id)} style={{ overflowWrap: "anywhere" }}>
                  {deck.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      ) : null}
    </Stack>
  );
}
