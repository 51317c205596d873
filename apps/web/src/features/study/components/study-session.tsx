import { ActionIcon, Alert, Button, Group, Loader, Menu, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TRating } from "@mnemo/api-contract";
import { IconArrowBackUp, IconDots, IconPlayerPause, IconZzz } from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { BackLink } from "../../../components/back-link.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { paths } from "../../../lib/paths.ts";
import { studyErrorKind } from "../api/study-errors.ts";
import { useStudySession } from "../hooks/use-study-session.ts";
import { countBucket, sessionSummary } from "../utils/session-state.ts";
import { studyContent } from "../utils/study-content.ts";
import { formatWait } from "../utils/study-format.ts";
import { isUndoKey } from "../utils/study-keys.ts";
import { CardStage } from "./card-stage.tsx";
import { SessionSummary } from "./session-summary.tsx";
import { StudyCounts } from "./study-counts.tsx";
import classes from "./study.module.css";

type StudySessionProps = {
  /** The decks to study, from the URL. */
  groupIds: readonly string[];
  /** Shown when a deck id is not one of the learner's (the API answers 404). */
  notFound: ReactNode;
};

/** /study/{ids}: the study session over one or several decks. */
export function StudySession({ groupIds, notFound }: StudySessionProps) {
  const session = useStudySession(groupIds);
  const { state, phase, current } = session;
  const [message, setMessage] = useState("");
  // What the last answer or undo did; read out before the next card.
  const [lastResult, setLastResult] = useState("");
  const [deckTitle, setDeckTitle] = useState<string | null>(null);

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

  // U or Ctrl+Z (⌘Z) takes the last answer back, on a card or on the summary.
  const undoRef = useRef(undo);
  useEffect(() => {
    undoRef.current = undo;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (document.querySelector("[role='menu'], [role='dialog']")) return;
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
  const progress = done + left === 0 ? 0 : Math.round((done / (done + left)) * 100);
  const title = groupIds.length === 1 ? (deckTitle ?? "Study") : `Studying ${groupIds.length} decks`;

  return (
    <Stack gap="md" className={classes.session}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <BackLink to={paths.study.getHref()}>Study</BackLink>
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

      {summary.unsaved > 0 && phase !== "done" ? (
        <Alert color="orange" variant="light" title="Some answers are not saved yet">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {summary.unsaved === 1 ? "1 answer" : `${summary.unsaved} answers`} could not reach Mnemo. You can keep studying.
            </Text>
            <Button size="xs" variant="default" onClick={session.retryUnsaved}>
              Send again
            </Button>
          </Group>
        </Alert>
      ) : null}

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
        <SessionSummary summary={summary} onRetryUnsaved={session.retryUnsaved} />
      )}

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
