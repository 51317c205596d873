import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Text, VisuallyHidden } from "@mantine/core";
import type { TCardCandidate, TGeneratedContent } from "@mnemo/api-contract";
import { IconArrowBackUp, IconPencil, IconQuote, IconX } from "@tabler/icons-react";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import { SourcePopover } from "@/components/source-popover.tsx";
import { hasShowableSource } from "@/lib/source-location.ts";
import { useReviewRow } from "../hooks/use-candidate-review.ts";
import type { ReviewStore, TReviewItem } from "../stores/review-store.ts";
import classes from "./candidate-row.module.css";

/** Draws a card's front or back (the page gives the cards feature's face). */
export type TRenderCandidateFace = (content: TGeneratedContent, side: "front" | "back") => ReactNode;
/** The edit form for a candidate (the page gives the cards feature's form); `onSave` rejects to keep the form open. */
export type TRenderCandidateEdit = (props: {
  content: TGeneratedContent;
  label: string;
  onSave: (content: TGeneratedContent) => Promise<void>;
  onCancel: () => void;
}) => ReactNode;

type CandidateRowProps = {
  id: string;
  store: ReviewStore;
  total: number;
  renderFace: TRenderCandidateFace;
  renderEdit: TRenderCandidateEdit;
  onToggleDrop: (id: string) => void;
  onSave: (id: string, content: TGeneratedContent) => Promise<void>;
};

/**
 * One candidate: its tick, number, type, source, front and back, Edit and Drop (Restore). It reads its own state
 * from the store, so moving through 300 of them re-renders only the two rows whose active state changed.
 */
export const CandidateRow = memo(function CandidateRow({
  id,
  store,
  total,
  renderFace,
  renderEdit,
  onToggleDrop,
  onSave,
}: CandidateRowProps) {
  const row = useReviewRow(store, id);
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(false);
  const isEditing = row?.isEditing ?? false;
  // Saving or cancelling an edit puts focus back on the row, so the keys go on from there.
  useEffect(() => {
    if (wasEditing.current && !isEditing) rowRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const item = row?.item;
  const isActive = row?.isActive ?? false;
  // The card itself is kept while only the active row changes: moving re-renders two <li> shells, not their cards.
  const body = useMemo(
    () =>
      item ? (
        <CandidateBody
          id={id}
          item={item}
          isEditing={isEditing}
          store={store}
          renderFace={renderFace}
          renderEdit={renderEdit}
          onToggleDrop={onToggleDrop}
          onSave={onSave}
        />
      ) : null,
    [id, item, isEditing, store, renderFace, renderEdit, onToggleDrop, onSave],
  );
  if (!item) return null;
  const number = item.index + 1;
  const isDropped = item.candidate.status === "dropped";
  const state = isDropped ? "dropped" : item.ticked ? "ticked" : "not ticked";

  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className={classes.row}
      data-candidate-id={id}
      data-candidate-index={item.index}
      data-active={isActive || undefined}
      data-dropped={isDropped || undefined}
      aria-label={`Card ${number} of ${total}, ${state}`}
      aria-current={isActive || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget || !isActive) store.activate(item.index);
      }}
    >
      {body}
    </li>
  );
});

type CandidateBodyProps = Omit<CandidateRowProps, "total"> & { item: TReviewItem; isEditing: boolean };

/** A candidate's card: tick, number, type, source, Edit and Drop (Restore), and its faces or its edit form. */
function CandidateBody({ id, item, isEditing, store, renderFace, renderEdit, onToggleDrop, onSave }: CandidateBodyProps) {
  const { candidate } = item;
  const number = item.index + 1;
  const cardLabel = `Card ${number}`;
  const isDropped = candidate.status === "dropped";
  return (
    <Paper withBorder radius="md" className={classes.card}>
      <Group justify="space-between" gap="xs" px="md" pt="xs" wrap="nowrap">
        <Group gap="xs" wrap="wrap" miw={0}>
          <Checkbox
            checked={item.ticked}
            disabled={isDropped}
            onChange={(event) => store.setTicked(id, event.currentTarget.checked)}
            aria-label={`Add ${cardLabel.toLowerCase()}`}
          />
          <Text size="xs" c="dimmed" fw={600}>
            #{number}
          </Text>
          <CardTypeBadge type={candidate.content.type} />
          {isDropped ? (
            <Badge variant="light" color="gray" size="sm" radius="sm" tt="none">
              Dropped
            </Badge>
          ) : null}
        </Group>
        {!isEditing ? (
          <Group gap={4} wrap="nowrap">
            {hasShowableSource(candidate.source) ? <LazySourcePopover source={candidate.source} cardLabel={cardLabel} /> : null}
            {/* The browser's own tooltips: 300 rows of Mantine tooltips were most of the first render's time. */}
            {!isDropped ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => store.setEditing(id)}
                aria-label={`Edit ${cardLabel.toLowerCase()}`}
                title="Edit (E)"
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            ) : null}
            <ActionIcon
              variant="subtle"
              color={isDropped ? "blue" : "red"}
              onClick={() => onToggleDrop(id)}
              aria-label={`${isDropped ? "Restore" : "Drop"} ${cardLabel.toLowerCase()}`}
              title={isDropped ? "Restore (X)" : "Drop (X)"}
            >
              {isDropped ? <IconArrowBackUp size={18} aria-hidden="true" /> : <IconX size={18} aria-hidden="true" />}
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      {isEditing ? (
        <div className={classes.edit}>
          {renderEdit({
            content: candidate.content,
            label: `Edit ${cardLabel.toLowerCase()}`,
            onSave: async (content) => {
              await onSave(id, content);
              store.setEditing(null);
            },
            onCancel: () => store.setEditing(null),
          })}
        </div>
      ) : (
        <div className={classes.sides}>
          <div className={classes.side}>
            <span className={classes.label}>Front</span>
            {renderFace(candidate.content, "front")}
          </div>
          <div className={`${classes.side} ${classes.back}`}>
            <span className={classes.label}>Back</span>
            {renderFace(candidate.content, "back")}
          </div>
        </div>
      )}
    </Paper>
  );
}

/**
 * The card's "Source" button, looking as the source popover's, that makes the popover on its first click and opens
 * it: a popover (with its positioning) in each of 300 rows made their first render several times slower.
 */
function LazySourcePopover({ source, cardLabel }: { source: TCardCandidate["source"]; cardLabel: string }) {
  const [isMade, setIsMade] = useState(false);
  const slotRef = useRef<HTMLSpanElement>(null);
  const openOnMount = useRef(false);
  useLayoutEffect(() => {
    if (!isMade || !openOnMount.current) return;
    openOnMount.current = false;
    const button = slotRef.current?.querySelector("button");
    button?.focus();
    button?.click();
  }, [isMade]);
  return (
    <span ref={slotRef} style={{ display: "contents" }}>
      {isMade ? (
        <SourcePopover source={source} cardLabel={cardLabel} />
      ) : (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconQuote size={16} aria-hidden="true" />}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => {
            openOnMount.current = true;
            setIsMade(true);
          }}
        >
          Source<VisuallyHidden> of {cardLabel.toLowerCase()}</VisuallyHidden>
        </Button>
      )}
    </span>
  );
}
