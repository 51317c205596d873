import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { STUDY_AHEAD_DAYS, type TStudyMode } from "@mnemo/api-contract";
import { IconCalendarPlus, IconConfetti, IconRotateClockwise } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/lib/paths.ts";
import { useDueTomorrow } from "../api/use-due-tomorrow.ts";
import type { TSessionSummary } from "../utils/session-state.ts";
import { formatStudyTime, retentionPercent } from "../utils/study-format.ts";
import { studyMoreSearch, type TStudyMoreMode } from "../utils/study-more.ts";
import { AnswersWaiting } from "./answers-waiting.tsx";
import classes from "./study.module.css";

type SessionSummaryProps = {
  summary: TSessionSummary;
  /** Answers not saved yet (this session's and an earlier visit's). */
  waiting: number;
  onRetryUnsaved: () => void;
  /** The session's decks on the server: with them the summary shows what is due tomorrow and offers "study more" (not for the sample deck in the browser). */
  groupIds?: readonly string[];
  /** What the session studied: today's cards, or more after them. */
  mode?: TStudyMode;
  /** The first way on: back to /study unless given (the sample deck goes back to its deck page). */
  back?: { href: string; label: string } | undefined;
};

const ENDINGS: Record<TStudyMode, { empty: string; done: string }> = {
  today: {
    empty: "Nothing is due in these decks right now. New cards and reviews arrive when your next study day starts.",
    done: "Nothing more is due in these decks today. Come back tomorrow for the next reviews.",
  },
  ahead: {
    empty: `No reviews are due in these decks in the next ${STUDY_AHEAD_DAYS} days.`,
    done: "You reviewed ahead. Those cards now come back later, from today's answers.",
  },
  forgotten: {
    empty: "You have not forgotten any card in these decks today.",
    done: "You went over today's forgotten cards again. They come back soon to make sure they stick.",
  },
};

/** The end of a session: how many cards, how long, the share answered Good or Easy, what is due tomorrow, and ways to study more. */
export function SessionSummary({ summary, waiting, onRetryUnsaved, groupIds, mode = "today", back }: SessionSummaryProps) {
  const retention = retentionPercent(summary.ratings);
  const isEmpty = summary.studied === 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The card that had focus is gone: the end of the session takes it.
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  const ending = ENDINGS[mode];
  return (
    <Stack gap="lg" data-testid="study-summary">
      <Stack gap={4} align="center" ta="center">
        <IconConfetti size={40} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
        <Title order={2} id="session-end-title" tabIndex={-1} ref={titleRef}>
          {isEmpty ? "All caught up" : "Session complete"}
        </Title>
        <Text c="dimmed" maw={480}>
          {isEmpty ? ending.empty : ending.done}
        </Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 2, sm: isEmpty ? 1 : 4 }}
        spacing="sm"
        maw={isEmpty ? 280 : undefined}
        mx={isEmpty ? "auto" : undefined}
        w="100%"
      >
        {isEmpty ? null : (
          <>
            <Stat label="Cards studied" value={String(summary.studied)} />
            <Stat label="Time spent" value={formatStudyTime(summary.timeMs)} />
            <Stat label="Retention today" value={retention === null ? "–" : `${retention}%`} hint="answered Good or Easy" />
          </>
        )}
        {groupIds ? <DueTomorrow groupIds={groupIds} studied={summary.studied} /> : null}
      </SimpleGrid>
      <AnswersWaiting count={waiting} onRetry={onRetryUnsaved} />
      <StudyMore mode={mode} />
      <Group justify="center">
        <Button component={Link} to={back?.href ?? paths.study.getHref()} size="md">
          {back ? `Back to ${back.label}` : "Back to Study"}
        </Button>
        <Button component={Link} to={paths.decks.getHref()} size="md" variant="default">
          Your decks
        </Button>
      </Group>
    </Stack>
  );
}

/** Cards coming due on the next study day in these decks (study.stats), asked again after each answer or undo. */
function DueTomorrow({ groupIds, studied }: { groupIds: readonly string[]; studied: number }) {
  const stats = useDueTomorrow(groupIds, studied);
  if (stats.isPending) return <Skeleton height={92} radius="md" aria-label="Loading what is due tomorrow" />;
  // The figure is a nicety: without it the summary still says everything else.
  if (stats.error) return <Stat label="Due tomorrow" value="–" hint="could not be loaded" />;
  return <Stat label="Due tomorrow" value={stats.data.toLocaleString("en-GB")} hint={stats.data === 1 ? "card" : "cards"} />;
}

const MORE: Record<TStudyMoreMode, { label: string; hint: string; icon: typeof IconCalendarPlus }> = {
  ahead: {
    label: "Review ahead",
    hint: `Reviews due in the next ${STUDY_AHEAD_DAYS} days, least remembered first.`,
    icon: IconCalendarPlus,
  },
  forgotten: { label: "Forgotten today", hint: "The cards you answered Again today, once more.", icon: IconRotateClockwise },
};

/** "Study more" after today's cards: the other modes than the one just studied, on the same decks (this page with ?more=). */
function StudyMore({ mode }: { mode: TStudyMode }) {
  const modes = (Object.keys(MORE) as TStudyMoreMode[]).filter((item) => item !== mode);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="study-more-title">
      <Title order={3} size="h5" id="study-more-title" mb="xs">
        Study more
      </Title>
      <SimpleGrid cols={{ base: 1, xs: modes.length }} spacing="sm">
        {modes.map((item) => {
          const { label, hint, icon: Icon } = MORE[item];
          return (
            <Stack key={item} gap={4} align="flex-start">
              <Button
                component={Link}
                to={{ search: studyMoreSearch(item) }}
                variant="light"
                leftSection={<Icon size={18} aria-hidden="true" />}
                aria-describedby={`study-more-${item}`}
              >
                {label}
              </Button>
              <Text size="xs" c="dimmed" id={`study-more-${item}`}>
                {hint}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.stat}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
