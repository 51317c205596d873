import { ActionIcon, Group, Paper, Text, Tooltip } from "@mantine/core";
import type { TNote } from "@mnemo/api-contract";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { NoteTypeBadge } from "../../../components/note-type-badge.tsx";
import type { TManualCardFields } from "../utils/validate-manual-card.ts";
import { CardFace } from "./card-face.tsx";
import classes from "./card-list.module.css";
import { ManualCardForm } from "./manual-card-form.tsx";

type CardListItemProps = {
  note: TNote;
  index: number;
  showAnswer: boolean;
  /** Hand-written cards can be edited and deleted; leave out to show the card read-only. */
  onSave?: ((note: TNote, fields: TManualCardFields) => Promise<unknown>) | undefined;
  onDelete?: ((note: TNote) => void) | undefined;
};

/** One card in a deck's list: its number, type, front and (unless hidden) back, and its actions. */
export function CardListItem({ note, index, showAnswer, onSave, onDelete }: CardListItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const isManual = note.content.type === "manual";
  const number = index + 1;

  return (
    <li className={classes.item} tabIndex={-1} data-card-index={index} data-card-id={note.id} aria-label={`Card ${number}`}>
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <Group justify="space-between" gap="xs" px="md" pt="xs" wrap="nowrap">
          <Group gap="xs">
            <Text size="xs" c="dimmed" fw={600}>
              #{number}
            </Text>
            <NoteTypeBadge type={note.type} />
          </Group>
          {isManual && !isEditing && (onSave || onDelete) ? (
            <Group gap={4} wrap="nowrap">
              {onSave ? (
                <Tooltip label="Edit card">
                  <ActionIcon variant="subtle" color="gray" onClick={() => setIsEditing(true)} aria-label={`Edit card ${number}`}>
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
        {isEditing && onSave && note.content.type === "manual" ? (
          <Paper p="md" pt="xs">
            <ManualCardForm
              initial={{ front: note.content.front, back: note.content.back }}
              submitLabel="Save card"
              aria-label={`Edit card ${number}`}
              autoFocus
              onCancel={() => setIsEditing(false)}
              onSubmit={async (fields) => {
                await onSave(note, fields);
                setIsEditing(false);
              }}
            />
          </Paper>
        ) : (
          <div className={classes.sides} data-answers-hidden={showAnswer ? undefined : true}>
            <div className={classes.side}>
              <span className={classes.label}>Front</span>
              <CardFace content={note.content} side="front" size="sm" />
            </div>
            {showAnswer ? (
              <div className={`${classes.side} ${classes.back}`}>
                <span className={classes.label}>Back</span>
                <CardFace content={note.content} side="back" size="sm" />
              </div>
            ) : null}
          </div>
        )}
      </Paper>
    </li>
  );
}
