import { Box, Loader, Stack, Text } from "@mantine/core";
import { GROUP_NOT_FOUND, type TStudyMode } from "@mnemo/api-contract";
import { lazy, Suspense } from "react";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { CardForm } from "../../features/cards/components/card-form.tsx";
import { PlaygroundStudyBanner } from "../../features/playground/components/playground-study-banner.tsx";
import { StatisticsSkeleton } from "../../features/statistics/components/statistics-skeleton.tsx";
import { StudyOverviewPage } from "../../features/study/components/study-overview.tsx";
import { useEnsureTimeZone } from "../../features/study/api/use-save-time-zone.ts";
import { StudySession } from "../../features/study/components/study-session.tsx";
import { usePlaygroundStudyBackend } from "../../features/study/hooks/use-playground-study-backend.ts";
import { useSendWaitingAnswers } from "../../features/study/hooks/use-send-waiting-answers.ts";
import { studyModeFromSearch } from "../../features/study/utils/study-more.ts";
import { useSessionMode } from "../../lib/auth/use-session.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { paths } from "../../lib/paths.ts";
import { PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE } from "../../lib/playground/playground-deck.ts";
import { NotFoundRoute } from "./not-found.tsx";

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

/**
 * /study/playground(?more=ahead|forgotten): a visitor studies the sample deck 'Your First Deck' with the same
 * session screen, the scheduling kept in this browser; a signed-in learner has real decks, so goes to /study.
 */
export function StudyPlaygroundRoute() {
  const { mode, retry } = useSessionMode();
  const [searchParams] = useSearchParams();
  if (mode === "signed-in") return <Navigate to={paths.study.getHref()} replace />;
  if (mode === "error") return <LoadError title="Could not check whether you are signed in" error={null} onRetry={retry} />;
  if (mode === "pending") return null;
  return <PlaygroundStudy mode={studyModeFromSearch(searchParams)} />;
}

function PlaygroundStudy({ mode }: { mode: TStudyMode }) {
  const { backend, isPersisted } = usePlaygroundStudyBackend();
  return (
    <Stack gap="md">
      <Box maw="46rem" w="100%" mx="auto">
        <PlaygroundStudyBanner isPersisted={isPersisted} />
      </Box>
      <StudySession
        key={mode}
        groupIds={[PLAYGROUND_DECK_ID]}
        mode={mode}
        backend={backend}
        back={{ href: paths.deck.getHref(PLAYGROUND_DECK_ID), label: PLAYGROUND_DECK_TITLE }}
        CardEditor={CardForm}
        notFound={<NotFoundRoute />}
      />
    </Stack>
  );
}

/** /study/{id}/{id}/…(?more=ahead|forgotten): every segment must be a deck id, or the URL is not a page; a deck that is not the learner's is 'Group not found'. */
export function StudyGroupsRoute() {
  const segments = (useParams()["*"] ?? "").split("/").filter(Boolean);
  const [searchParams] = useSearchParams();
  // A session opened straight from a link still studies in the learner's own time zone.
  const { isReady } = useEnsureTimeZone();
  if (segments.length === 0 || !segments.every(isUuid)) return <NotFoundRoute />;
  if (!isReady) return null;
  const groupIds = [...new Set(segments.map((id) => id.toLowerCase()))];
  // ?more=ahead or ?more=forgotten: "study more" after today's cards, from the session's summary.
  const mode = studyModeFromSearch(searchParams);
  return (
    <StudySession
      key={`${groupIds.join("/")}?${mode}`}
      groupIds={groupIds}
      mode={mode}
      CardEditor={CardForm}
      notFound={<ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />}
    />
  );
}
