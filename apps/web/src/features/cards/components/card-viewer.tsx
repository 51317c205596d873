import { ActionIcon, Button, Group, Progress, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { TNote } from "@mnemo/api-contract";
import { IconArrowLeft, IconArrowRight, IconRotate } from "@tabler/icons-react";
import { useEffect, useId, useReducer, useRef, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from "react";
import { CardTypeBadge } from "@/components/card-type-badge.tsx";
import {
  INITIAL_VIEWER_STATE,
  progressLabel,
  progressPercent,
  swipeAction,
  viewerKeyAction,
  viewerReducer,
} from "../utils/viewer-state.ts";
import { CardFace } from "./card-face.tsx";
import classes from "./card-viewer.module.css";

type CardViewerProps = {
  notes: readonly TNote[];
  /** All the deck's cards, when more exist than are loaded; defaults to the loaded ones. */
  total?: number;
  /** Called as the viewer nears the last loaded card, to page in more. */
  onNeedMore?: () => void;
  /** Names the viewer for screen readers, e.g. the deck's title. */
  label: string;
  initialIndex?: number;
  /** Listen for Space, Enter and the arrows anywhere on the page (the full-page viewer); otherwise only inside. */
  hasPageShortcuts?: boolean;
  minHeight?: string;
  empty?: ReactNode;
};

const TYPING_TARGETS = "input, textarea, select, [contenteditable='true']";
/** Space and Enter on these already do their own thing (an imported card's sound plays with them). */
const ACTIVATABLE_TARGETS =
  "button, a[href], input, textarea, select, summary, audio, [role='button'], [role='menuitem'], [contenteditable='true']";

/**
 * A focused, one-card-at-a-time viewer: click, Space or Enter flips; the
 * arrow keys, the buttons or a sideways swipe move; 'n / total' and a bar
 * show the way through the deck.
 */
export function CardViewer({
  notes,
  total,
  onNeedMore,
  label,
  initialIndex = 0,
  hasPageShortcuts = false,
  minHeight,
  empty,
}: CardViewerProps) {
  const count = Math.max(total ?? notes.length, notes.length);
  const [state, dispatch] = useReducer(viewerReducer, { ...INITIAL_VIEWER_STATE, index: Math.max(0, Math.min(initialIndex, count - 1)) });
  const { index, isFlipped } = state;
  const note = notes[index];
  const headingId = useId();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => dispatch({ type: "fit", total: count }), [count]);

  // Page in more a few cards before the end, so moving on rarely waits.
  useEffect(() => {
    if (onNeedMore && count > notes.length && index >= notes.length - 3) onNeedMore();
  }, [index, notes.length, count, onNeedMore]);

  const run = (action: "flip" | "next" | "prev") =>
    dispatch(action === "flip" ? { type: "flip" } : action === "next" ? { type: "next", total: count } : { type: "prev" });

  const onKey = (event: KeyboardEvent | ReactKeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = viewerKeyAction(event.key);
    const target = event.target instanceof Element ? event.target : null;
    if (!action || target?.closest(TYPING_TARGETS)) return;
    // A focused button or link gets Space/Enter itself; the card surface is ours.
    if (action === "flip" && target?.closest(ACTIVATABLE_TARGETS) && !target.closest("[data-card-surface]")) return;
    event.preventDefault();
    run(action);
  };
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });

  useEffect(() => {
    if (!hasPageShortcuts) return;
    const listener = (event: KeyboardEvent) => {
      // Not while a dialog or menu is open over the viewer.
      if (document.querySelector("[role='dialog'][aria-modal='true'], [role='menu']")) return;
      onKeyRef.current(event);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [hasPageShortcuts]);

  if (count === 0) return <>{empty}</>;

  const position = progressLabel(index, count);
  return (
    <Stack
      component="section"
      gap="md"
      aria-labelledby={headingId}
      aria-roledescription="flashcard viewer"
      onKeyDown={hasPageShortcuts ? undefined : onKey}
    >
      <VisuallyHidden id={headingId}>{label}</VisuallyHidden>
      <Group justify="space-between" gap="sm">
        <Text fw={600} aria-hidden="true" data-testid="viewer-position">
          {position}
        </Text>
        <Text size="sm" c="dimmed" visibleFrom="xs" aria-hidden="true">
          Space flips · ← → move
        </Text>
      </Group>
      <Progress value={Math.round(progressPercent(index, count))} size="sm" radius="xl" aria-label={`Card ${position}`} />

      <div
        className={classes.scene}
        onClick={(event) => {
          // Playing an imported card's sound is not a flip.
          if (note && !(event.target instanceof Element && event.target.closest("audio"))) run("flip");
        }}
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const touch = event.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y);
          if (action) run(action);
        }}
      >
        {note ? (
          <div
            className={`${classes.card} ${isFlipped ? classes.flipped : ""}`}
            style={minHeight ? ({ "--viewer-min-height": minHeight } as CSSProperties) : undefined}
            tabIndex={0}
            data-card-surface
            data-flipped={isFlipped}
            role="group"
            aria-roledescription="flashcard"
            aria-label={`Card ${position}, ${isFlipped ? "answer" : "question"} side`}
          >
            <div className={classes.face} aria-hidden={isFlipped} inert={isFlipped}>
              <span className={classes.sideLabel}>Question</span>
              <span className={classes.typeBadge}>
                <CardTypeBadge type={note.type} source={note.source} />
              </span>
              <CardFace content={note.content} side="front" size="lg" format={note.format} />
            </div>
            <div className={`${classes.face} ${classes.back}`} aria-hidden={!isFlipped} inert={!isFlipped}>
              <span className={classes.sideLabel}>Answer</span>
              <CardFace content={note.content} side="back" size="lg" format={note.format} />
            </div>
          </div>
        ) : (
          <Skeleton height={minHeight ?? "18rem"} radius="lg" aria-label="Loading more cards" />
        )}
      </div>

      <Group justify="center" gap="sm" wrap="nowrap">
        {/* No tooltips: the shortcuts are written above the card, and Tooltip would pull its positioning
            library into the home page's first load (the try-it area shows this viewer). */}
        <ActionIcon variant="default" size="xl" radius="xl" onClick={() => run("prev")} disabled={index === 0} aria-label="Previous card">
          <IconArrowLeft size={20} aria-hidden="true" />
        </ActionIcon>
        <Button
          size="md"
          radius="xl"
          leftSection={<IconRotate size={18} aria-hidden="true" />}
          onClick={() => run("flip")}
          disabled={!note}
          miw={160}
        >
          {isFlipped ? "Show question" : "Show answer"}
        </Button>
        <ActionIcon
          variant="default"
          size="xl"
          radius="xl"
          onClick={() => run("next")}
          disabled={index >= count - 1}
          aria-label="Next card"
        >
          <IconArrowRight size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {note ? `Card ${position}, ${isFlipped ? "answer" : "question"} side` : "Loading more cards"}
      </VisuallyHidden>
    </Stack>
  );
}
