import { ActionIcon, Alert, Button, Group, Loader, Menu, Modal, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TNoteContent, TRating, TStudyMode } from "@mnemo/api-contract";
import { IconArrowBackUp, IconDots, IconPencil, IconPlayerPause, IconZzz } from "@tabler/icons-react";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { BackLink } from "@/components/back-link.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { paths } from "@/lib/paths.ts";
import { studyErrorKind } from "../api/study-errors.ts";
import { useServerStudyBackend } from "../hooks/use-server-study-backend.ts";
import { useStudySession } from "../hooks/use-study-session.ts";
import { countBucket, sessionSummary } from "../utils/session-state.ts";
import { studyContent } from "../utils/study-content.ts";
import { formatWait } from "../utils/study-format.ts";
import type { TStudyBackend } from "../utils/study-backend.ts";
import { isEditKey, isUndoKey } from "../utils/study-keys.ts";
import { AnswersWaiting } from "./answers-waiting.tsx";
import { CardStage } from "./card-stage.tsx";
import { SessionSummary } from "./session-summary.tsx";
import { StudyCounts } from "./study-counts.tsx";
import classes from "./study.module.css";

type StudySessionProps = {
  /** The decks to study, from the URL. */
  groupIds: readonly string[];
  /** Shown when a deck id is not one of the learner's (the API answers 404). */
  notFound: ReactNode;
  /** Today's cards (the default), or "study more" after them. */
  mode?: TStudyMode;
  /** Where cards come from and answers go: the API unless given (the visitors' sample deck lives in the browser). */
  backend?: TStudyBackend;
  /** The card editor (the cards feature's form, passed in by the route): "Edit card" (E) opens it over the session. */
  CardEditor?: ComponentType<TCardEditorProps>;
  /** Where "back" leads: /study unless given (the visitors' sample deck goes back to its deck page). */
  back?: TStudyBack;
};

/** A way out of the session: the link above it and the summary's first button. */
export type TStudyBack = { href: string; label: string };

/** What the session gives the card editor: the note's content, and where the edit goes. */
export type TCardEditorProps = {
  initial: TNoteContent;
  onSubmit: (content: TNoteContent) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  autoFocus: boolean;
  "aria-label": string;
};

/** /study/{ids}: the study session over one or several decks. */
export function StudySession({ groupIds, notFound, mode = "today", backend, CardEditor, back }: StudySessionProps) {
  const serverBackend = useServerStudyBackend();
  const session = useStudySession({ groupIds, mode, backend: backend ?? serverBackend });
  const { state, phase, current } = session;
  const [message, setMessage] = useState("");
  // What the last answer or undo did; read out before the next card.
  const [lastResult, setLastResult] = useState("");
  const [deckTitle, setDeckTitle] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = Boolean(CardEditor && session.editNote && current && phase === "card");

  useEffect(() => {
    if (current && groupIds.length === 1) setDeckTitle(current.deck_title);
  }, [current, groupIds.length]);

  useEffect(() => {
    if (!state.notice) return;
    setMessage(state.notice);
  }, [state.notice]);

  // No card follows the last answer: say what it did, and where the session stands.
  useEffect(() => {
    if (phase === "done") setMessage("Session complete.");
    if (phase === "waiting") setMessage("Waiting for the next card.");
  }, [phase]);

  const undo = () => {
    const card = session.undo();
    if (card) setLastResult("Undone.");
  };

  // U or Ctrl+Z (⌘Z) takes the last answer back, on a card or on the summary; E edits the card on screen.
  const undoRef = useRef(undo);
  const editRef = useRef(() => {});
  useEffect(() => {
    undoRef.current = undo;
    editRef.current = () => {
      if (canEdit) setIsEditing(true);
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (document.querySelector("[role='menu'], [role='dialog']")) return;
      if (isEditKey(event)) {
        event.preventDefault();
        editRef.current();
        return;
      }
      if (!isUndoKey(event)) return;
      event.preventDefault();
      undoRef.current();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  if (phase === "error" && studyErrorKind(state.fetch.error) === "not_found") return <>{notFound}</>;

  const content = current ? studyContent(current) : null;
  const summary = sessionSummary(state);
  const left = state.counts.new + state.counts.learning + state.counts.review;
  const done = summary.studied;
  const waiting = summary.unsaved + session.earlierWaiting;
  const progress = done + left === 0 ? 0 : Math.round((done / (done + left)) * 100);
  const title = groupIds.length === 1 ? (deckTitle ?? "Study") : `Studying ${groupIds.length} decks`;

  return (
    <Stack gap="md" className={classes.session}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <BackLink to={back?.href ?? paths.study.getHref()}>{back?.label ?? "Study"}</BackLink>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Card actions">
              <IconDots size={20} aria-hidden="true" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
              disabled={summary.studied === 0}
              onClick={undo}
              rightSection={
                <Text size="xs" c="dimmed">
                  U
                </Text>
              }
            >
              Undo last answer
            </Menu.Item>
            {CardEditor && session.editNote ? (
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                disabled={!canEdit}
                onClick={() => setIsEditing(true)}
                rightSection={
                  <Text size="xs" c="dimmed">
                    E
                  </Text>
                }
              >
                Edit card
              </Menu.Item>
            ) : null}
            <Menu.Item leftSection={<IconPlayerPause size={16} aria-hidden="true" />} disabled={!current} onClick={session.suspend}>
              Suspend card
            </Menu.Item>
            <Menu.Item leftSection={<IconZzz size={16} aria-hidden="true" />} disabled={!current} onClick={session.bury}>
              Bury until tomorrow
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Stack gap={6}>
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        <Group justify="space-between" gap="sm">
          <StudyCounts counts={state.counts} current={current ? countBucket(current.schedule.state) : null} />
          <Text size="sm" c="dimmed" data-testid="studied-count">
            {done} studied
          </Text>
        </Group>
        <Progress value={progress} size="sm" radius="xl" aria-label={`${done} studied, ${left} left today`} />
      </Stack>

      {state.notice ? (
        <Alert color="blue" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={session.clearNotice}>
          {state.notice}
        </Alert>
      ) : null}

      {phase === "done" ? null : <AnswersWaiting count={waiting} onRetry={session.retryUnsaved} />}

      {phase === "card" && current && state.info ? (
        content ? (
          <CardStage
            key={`${current.id}:${state.answers.length}`}
            card={current}
            content={content}
            info={state.info}
            deckLabel={groupIds.length > 1 ? current.deck_title : null}
            lastResult={lastResult}
            onRate={(rating: TRating, spoken) => {
              setLastResult(spoken);
              session.answer(rating);
            }}
            announce={setMessage}
          />
        ) : (
          <Alert color="orange" title="This card cannot be shown">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Its content is not in the shape its type needs. Edit it from its deck, or bury it for today.</Text>
              <Button size="xs" variant="default" onClick={session.bury}>
                Bury until tomorrow
              </Button>
            </Stack>
          </Alert>
        )
      ) : phase === "loading" ? (
        <Stack gap="md" role="status" aria-label="Loading cards">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : phase === "error" ? (
        <LoadError title="Could not load the next cards" error={state.fetch.error} onRetry={session.retryFetch} />
      ) : phase === "waiting" && state.nextDue ? (
        <Waiting until={state.nextDue} />
      ) : (
        <SessionSummary
          summary={summary}
          waiting={waiting}
          onRetryUnsaved={session.retryUnsaved}
          groupIds={backend ? undefined : groupIds}
          mode={mode}
          back={back}
        />
      )}

      {CardEditor && session.editNote && current ? (
        <Modal opened={isEditing} onClose={() => setIsEditing(false)} title="Edit card" size="lg" centered>
          <CardEditor
            key={current.id}
            initial={current.content as TNoteContent}
            onSubmit={async (content) => {
              await session.editNote?.(current.note_id, content);
              setIsEditing(false);
              setMessage("Card saved.");
            }}
            onCancel={() => setIsEditing(false)}
            submitLabel="Save card"
            autoFocus
            aria-label="Edit this card"
          />
        </Modal>
      ) : null}

      <div aria-live="polite" className="visually-hidden" data-testid="study-live">
        {message}
      </div>
    </Stack>
  );
}

/** A learning card is due soon and nothing else is left: say when, and carry on by itself. */
function Waiting({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Stack align="center" gap="sm" py="xl" role="status" data-testid="study-waiting">
      <Loader size="sm" type="dots" aria-hidden="true" />
      <Text size="lg" fw={600}>
        Next card in {formatWait(Date.parse(until), now)}
      </Text>
      <Text c="dimmed" ta="center" maw={420}>
        A card you are learning comes back soon. Stay here and it appears by itself, or come back later.
      </Text>
    </Stack>
  );
}
