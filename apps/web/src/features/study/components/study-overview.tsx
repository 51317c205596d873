import { ActionIcon, Alert, Anchor, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { studyDay, type TStudyOverview } from "@mnemo/api-contract";
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconChecklist, IconCircleCheck, IconPlayerPlay } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Skeleton } from "@/components/skeleton.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { deckSizeText } from "@/lib/deck-size.ts";
import { formatCount } from "@/lib/format-count.ts";
import { paths } from "@/lib/paths.ts";
import { usePrefetchStudyQueue } from "../api/study-queue-prefetch.ts";
import { useStudyOverview } from "../api/use-study-overview.ts";
import { deckLimitsText } from "../utils/deck-limits.ts";
import { formatStudyTime } from "../utils/study-format.ts";
import { MAX_STUDY_DECKS, studyAllIds } from "../utils/study-overview.ts";
import { DeckLimitsModal } from "./settings/deck-limits-modal.tsx";
import { StudyCounts } from "./study-counts.tsx";
import classes from "./study.module.css";

/** /study: what is due today in every deck, today's progress, and the way into a session. */
export function StudyOverviewPage() {
  const overview = useStudyOverview();
  return (
    <Stack gap="lg" maw={860} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={1}>Study</Title>
        <Text c="dimmed">Cards come back just before you would forget them. Study a deck, several, or everything due today.</Text>
      </Stack>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.error ? (
        <LoadError title="Could not load what is due today" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Overview data={overview.data} />
      )}
    </Stack>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading what is due today">
      <Skeleton height="5.5rem" />
      <Skeleton height="3rem" width="40%" />
      <Skeleton height="14rem" />
    </Stack>
  );
}

function Overview({ data }: { data: TStudyOverview }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [limitsDeckId, setLimitsDeckId] = useState<string | null>(null);
  const limitsDeck = data.decks.find((deck) => deck.group_id === limitsDeckId) ?? null;
  const dueIds = studyAllIds(data);
  const total = data.counts.new + data.counts.learning + data.counts.review;
  const chosen = selected.filter((id) => data.decks.some((deck) => deck.group_id === id));
  const chosenIds = chosen.slice(0, MAX_STUDY_DECKS);
  // The Study links ask for their first cards when pointed at (app/study-prefetch.ts); these two buttons do it themselves.
  const prefetch = usePrefetchStudyQueue();
  const prefetchOnIntent = (groupIds: readonly string[]) => {
    const start = () => prefetch(groupIds);
    return { onPointerEnter: start, onFocus: start, onPointerDown: start };
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="today-title">
        <Title order={2} size="h4" id="today-title" mb="xs">
          Today
        </Title>
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          <Stat label="Reviews" value={String(data.today.reviews)} />
          <Stat label="New studied" value={String(data.today.new_studied)} />
          <Stat label="Time" value={formatStudyTime(data.today.time_ms)} />
        </SimpleGrid>
      </section>

      {data.backlog > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title="A backlog of reviews">
          {formatCount(data.backlog, "review")} {data.backlog === 1 ? "is" : "are"} due beyond today's limit of{" "}
          {data.limits.reviews_per_day}. They come in over the next days, oldest first.
        </Alert>
      ) : null}

      {data.decks.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2} size="h3">
              No decks yet
            </Title>
            <Text c="dimmed">Make a deck and add a few cards; they are ready to study right away.</Text>
            <Button component={Link} to={paths.decks.getHref()} mt="xs">
              Go to your decks
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {total === 0 ? <CaughtUp timeZone={data.time_zone} /> : null}
          <Group gap="sm">
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
              disabled={dueIds.length === 0}
              {...prefetchOnIntent(dueIds)}
              onClick={() => void navigate(paths.studyGroups.getHref(dueIds))}
            >
              Study all{total > 0 ? ` (${total})` : ""}
            </Button>
            <Button
              size="md"
              variant="default"
              disabled={chosen.length === 0}
              {...prefetchOnIntent(chosenIds)}
              onClick={() => void navigate(paths.studyGroups.getHref(chosenIds))}
            >
              Study selected{chosen.length > 0 ? ` (${chosen.length})` : ""}
            </Button>
            <Button
              size="md"
              variant="subtle"
              component={Link}
              to={chosen.length > 0 ? paths.practiceGroups.getHref(chosen) : paths.practice.getHref()}
              leftSection={<IconChecklist size={18} aria-hidden="true" />}
            >
              {chosen.length > 0 ? `Practice test on selected (${chosen.length})` : "Practice test on all decks"}
            </Button>
          </Group>
          <Paper withBorder radius="lg" component="section" aria-labelledby="decks-title">
            <Group justify="space-between" px="md" pt="sm" pb="xs">
              <Title order={2} size="h4" id="decks-title">
                Decks
              </Title>
              <Text size="sm" c="dimmed" aria-hidden="true">
                new · learning · due
              </Text>
            </Group>
            <Checkbox.Group value={chosen} onChange={setSelected} aria-labelledby="decks-title">
              {data.decks.map((deck) => {
                const deckTotal = deck.counts.new + deck.counts.learning + deck.counts.review;
                return (
                  <div key={deck.group_id} className={classes.deckRow} data-testid="study-deck">
                    <Checkbox value={deck.group_id} aria-label={`Select ${deck.title}`} />
                    <Stack gap={0} miw={0}>
                      {/* Wraps rather than cut to "Multivariable…": on a phone the row leaves the name little width. */}
                      <Anchor component={Link} to={paths.deck.getHref(deck.group_id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                        {deck.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {[deckSizeText({ notes: deck.note_count, cards: deck.total }), deckLimitsText(deck.limits)]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </Stack>
                    <div className={classes.deckCounts}>
                      <StudyCounts counts={deck.counts} isCompact />
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Daily limits">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="lg"
                          aria-label={`Daily limits for ${deck.title}`}
                          onClick={() => setLimitsDeckId(deck.group_id)}
                        >
                          <IconAdjustmentsHorizontal size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Button
                        component={Link}
                        to={paths.studyGroups.getHref([deck.group_id])}
                        variant={deckTotal > 0 ? "light" : "subtle"}
                        size="compact-md"
                        aria-label={`Study ${deck.title}`}
                      >
                        Study
                      </Button>
                    </Group>
                  </div>
                );
              })}
            </Checkbox.Group>
          </Paper>
          <DeckLimitsModal deck={limitsDeck} accountLimits={data.limits} onClose={() => setLimitsDeckId(null)} />
        </>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.stat}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

/** Nothing due: say so, and when the next study day (and its cards) starts. */
function CaughtUp({ timeZone }: { timeZone: string }) {
  let when = "when your next study day starts";
  try {
    const next = studyDay(new Date(), timeZone).end;
    when = `at ${new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(next)} tomorrow, when your next study day starts`;
  } catch {
    // An unknown time zone keeps the plain wording.
  }
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} title="All caught up">
      Nothing is due right now. The next cards come {when}.
    </Alert>
  );
}
