import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import type { TNote, TNoteContent } from "@mnemo/api-contract";
import { IconFlag, IconPencil, IconTrash } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import { hasShowableSource } from "@/lib/source-location.ts";
import { noteStudyLabel } from "../utils/note-study-label.ts";
import { CardFace } from "./card-face.tsx";
import { CardForm } from "./card-form.tsx";
import classes from "./card-list.module.css";
import { SourcePopover } from "@/components/source-popover.tsx";

export type TSaveCard = (note: TNote, content: TNoteContent) => Promise<unknown>;

type CardListItemProps = {
  note: TNote;
  index: number;
  showAnswer: boolean;
  /** Cards can be edited (keeping their type) and deleted; leave out to show the card read-only. */
  onSave?: TSaveCard | undefined;
  onDelete?: ((note: TNote) => void) | undefined;
  /** Why the card is flagged (a practice test's item statistics), each reason a line. */
  flags?: readonly string[] | undefined;
  /** Opens the card's edit form when first shown, scrolled to (a link from a test's results). */
  isEditingAtFirst?: boolean;
};

/** One card in a deck's list: its number, type, source, front and (unless hidden) back, and its actions. */
export function CardListItem({ note, index, showAnswer, onSave, onDelete, flags, isEditingAtFirst = false }: CardListItemProps) {
  const [isEditing, setIsEditing] = useState(isEditingAtFirst && onSave !== undefined);
  const itemRef = useRef<HTMLLIElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const number = index + 1;
  const cardLabel = `Card ${number}`;

  useEffect(() => {
    if (isEditingAtFirst) itemRef.current?.scrollIntoView({ block: "center" });
  }, [isEditingAtFirst]);

  // Saving or cancelling an edit puts focus back on the card's Edit button, not on the page.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  return (
    <li ref={itemRef} className={classes.item} tabIndex={-1} data-card-index={index} data-card-id={note.id} aria-label={cardLabel}>
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <Group justify="space-between" gap="xs" px="md" pt="xs" wrap="nowrap">
          {/* Badges wrap on a phone rather than being cut to "N." and "Flag…". */}
          <Group gap="xs" wrap="wrap" miw={0}>
            <Text size="xs" c="dimmed" fw={600}>
              #{number}
            </Text>
            <CardTypeBadge type={note.type} source={note.source} />
            {note.study ? <StudyBadge study={note.study} /> : null}
            {flags && flags.length > 0 ? <FlagBadge /> : null}
          </Group>
          {!isEditing ? (
            <Group gap={4} wrap="nowrap">
              {hasShowableSource(note.source) ? <SourcePopover source={note.source} cardLabel={cardLabel} /> : null}
              {onSave ? (
                <Tooltip label="Edit card">
                  <ActionIcon
                    ref={editButtonRef}
                    variant="subtle"
                    color="gray"
                    onClick={() => setIsEditing(true)}
                    aria-label={`Edit card ${number}`}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {onDelete ? (
                <Tooltip label="Delete card">
                  <ActionIcon variant="subtle" color="red" onClick={() => onDelete(note)} aria-label={`Delete card ${number}`}>
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {flags && flags.length > 0 ? (
          <Stack gap={2} px="md" pt={6} data-testid="card-flags">
            {flags.map((reason) => (
              <Group key={reason} gap={6} wrap="nowrap" align="flex-start">
                <IconFlag size={14} aria-hidden="true" color="var(--mantine-color-orange-filled)" style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="xs">{reason}</Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {isEditing && onSave ? (
          <Paper p="md" pt="xs">
            {note.format === "html" ? (
              <Text size="sm" c="dimmed" mb="xs" data-testid="html-card-hint">
                This card came from Anki with formatting; you are editing its HTML.
              </Text>
            ) : null}
            <CardForm
              initial={note.content}
              submitLabel="Save card"
              aria-label={`Edit card ${number}`}
              autoFocus
              onCancel={() => setIsEditing(false)}
              onSubmit={async (content) => {
                await onSave(note, content);
                setIsEditing(false);
              }}
            />
          </Paper>
        ) : (
          <div className={classes.sides} data-answers-hidden={showAnswer ? undefined : true}>
            <div className={classes.side}>
              <span className={classes.label}>Front</span>
              <CardFace content={note.content} side="front" size="sm" isAnswerShown={showAnswer} format={note.format} />
            </div>
            {showAnswer ? (
              <div className={`${classes.side} ${classes.back}`}>
                <span className={classes.label}>Back</span>
                <CardFace content={note.content} side="back" size="sm" isCompact format={note.format} />
              </div>
            ) : null}
          </div>
        )}
      </Paper>
    </li>
  );
}

/** The card is flagged by practice tests; the reasons are written under the card's head. */
function FlagBadge() {
  return (
    <Badge variant="light" color="orange" size="sm" radius="sm" tt="none" data-testid="card-flagged">
      Flagged in tests
    </Badge>
  );
}

/** Where the card stands in study: its predicted recall now, or New / Suspended. */
function StudyBadge({ study }: { study: NonNullable<TNote["study"]> }) {
  const label = noteStudyLabel(study);
  return (
    <Tooltip label={label.description}>
      <Badge variant="light" color={label.color} size="sm" radius="sm" tt="none" data-testid="card-recall">
        <span aria-hidden="true">{label.text}</span>
        <span className="visually-hidden">{label.description}</span>
      </Badge>
    </Tooltip>
  );
}
