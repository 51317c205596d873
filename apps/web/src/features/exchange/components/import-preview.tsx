import { Anchor, Badge, Collapse, Group, List, Stack, Table, Text } from "@mantine/core";
import type { TImportPreview } from "@mnemo/api-contract";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useId, useState } from "react";
import { CARD_TYPE_SHORT_LABELS, CardTypeBadge } from "@/components/card-type-badge.tsx";
import { NoteHtml } from "@/components/note-html.tsx";
import { formatCount } from "@/lib/format-count.ts";
import { previewCounts } from "../utils/import-summary.ts";
import classes from "./exchange.module.css";

/** The file, what it was found to be, and what it holds. */
export function ImportSummary({ preview }: { preview: TImportPreview }) {
  return (
    <div>
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {preview.fileName}
      </Text>
      <Text size="sm" c="dimmed" data-testid="import-detected">
        {preview.detected} · {previewCounts(preview)}
        {preview.hasProgress ? " · with review history" : ""}
      </Text>
    </div>
  );
}

/** What the import will make, before anything is saved: how note types map, what is skipped and why, and the first cards. */
export function ImportPreview({ preview }: { preview: TImportPreview }) {
  const hasDecks = preview.decks.length > 1;
  return (
    <Stack gap="sm" data-testid="import-preview">
      {preview.noteTypes.length > 0 ? (
        <div>
          <Text size="sm" fw={600}>
            Note types
          </Text>
          <List size="sm" spacing={2}>
            {preview.noteTypes.map((noteType) => (
              <List.Item key={noteType.name}>
                {noteType.name} ({formatCount(noteType.notes, "note")}) → {CARD_TYPE_SHORT_LABELS[noteType.mappedTo]}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {preview.skipped.length > 0 ? <SkippedNotes skipped={preview.skipped} /> : null}
      {preview.sample.length > 0 ? (
        <div>
          <Text size="sm" fw={600} id="import-sample-label">
            The first {formatCount(preview.sample.length, "card")}, as they will be saved
          </Text>
          <Table.ScrollContainer minWidth={hasDecks ? 640 : 520}>
            <Table verticalSpacing={6} striped aria-labelledby="import-sample-label" data-testid="import-sample">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Front</Table.Th>
                  <Table.Th>Back</Table.Th>
                  {hasDecks ? <Table.Th>Deck</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.sample.map((card, index) => (
                  <Table.Tr key={index}>
                    <Table.Td className={classes.typeCell}>
                      <CardTypeBadge type={card.type} />
                    </Table.Td>
                    <Table.Td className={classes.sampleCell}>
                      <SampleText text={card.front} isHtml={card.html} />
                    </Table.Td>
                    <Table.Td className={classes.sampleCell}>
                      <SampleText text={card.back} isHtml={card.html} />
                    </Table.Td>
                    {hasDecks ? (
                      <Table.Td>
                        <Text size="xs">{card.deck}</Text>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          No card in this file can be imported.
        </Text>
      )}
    </Stack>
  );
}

/** An imported card's side: HTML through the sanitiser (its pictures and sounds named, as they are not saved yet), or text. */
function SampleText({ text, isHtml }: { text: string; isHtml: boolean }) {
  return (
    <Text size="sm" component="div">
      {isHtml ? <NoteHtml html={text} mediaAsText /> : text}
    </Text>
  );
}

/** Notes the import leaves out and why, folded away until asked for. */
function SkippedNotes({ skipped }: { skipped: TImportPreview["skipped"] }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const Chevron = isOpen ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={listId}
      >
        <Group gap={4} wrap="nowrap">
          <Chevron size={16} aria-hidden="true" />
          <span>{formatCount(skipped.length, "card")} will be skipped</span>
          <Badge size="xs" variant="light" color="orange" tt="none">
            see why
          </Badge>
        </Group>
      </Anchor>
      <Collapse expanded={isOpen}>
        <List id={listId} size="sm" spacing={2} mt={4} data-testid="import-skipped">
          {skipped.map((item, index) => (
            <List.Item key={index}>
              <Text span size="sm" fw={600}>
                {item.where}:
              </Text>{" "}
              {item.reason}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
