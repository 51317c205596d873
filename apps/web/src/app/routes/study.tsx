import { Box, Loader, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { StatisticsSkeleton } from "../../features/statistics/components/statistics-skeleton.tsx";
import { StudyOverviewPage } from "../../features/study/components/study-overview.tsx";
import { useSendWaitingAnswers } from "../../features/study/hooks/use-send-waiting-answers.ts";
import { isUuid } from "../../lib/is-uuid.ts";

// The charts (recharts) load only when /study is shown, after the overview.
const StatisticsView = lazy(() =>
  import("../../features/statistics/components/statistics-view.tsx").then((module) => ({ default: module.StatisticsView })),
);

/** /study(?deck=id): every deck with what it has for today, then the statistics of all decks, or of the one chosen. */
export function StudyRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const deck = searchParams.get("deck");
  const statsDecks = deck && isUuid(deck) ? [deck.toLowerCase()] : [];
  // Answers an earlier visit left in this browser go first, so the counts include them.
  const { isReady } = useSendWaitingAnswers();
  if (!isReady) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">Sending the answers kept in this browser…</Text>
      </Stack>
    );
  }
  return (
    <>
      <StudyOverviewPage />
      <Box maw={860} w="100%" mx="auto" mt="xl">
        <Suspense fallback={<StatisticsSkeleton />}>
          <StatisticsView
            groupIds={statsDecks}
            onDecksChange={(groupIds) =>
              setSearchParams(
                (params) => {
                  const next = new URLSearchParams(params);
                  if (groupIds[0]) next.set("deck", groupIds[0]);
                  else next.delete("deck");
                  return next;
                },
                { replace: true, preventScrollReset: true },
              )
            }
          />
        </Suspense>
      </Box>
    </>
  );
}
