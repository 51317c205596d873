import { Box, Loader, Stack } from "@mantine/core";
import { GROUP_NOT_FOUND, type TStudyMode } from "@mnemo/api-contract";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { PlaygroundStudyBanner } from "../../features/playground/components/playground-study-banner.tsx";
import { usePrefetchStudyQueue } from "../../features/study/api/study-queue-prefetch.ts";
import { useEnsureTimeZone } from "../../features/study/api/use-save-time-zone.ts";
import { StudySession, type TCardEditorProps } from "../../features/study/components/study-session.tsx";
import { usePlaygroundStudyBackend } from "../../features/study/hooks/use-playground-study-backend.ts";
import { studyModeFromSearch } from "../../features/study/utils/study-more.ts";
import { studyTargetOf } from "../../features/study/utils/study-target.ts";
import { useSessionMode } from "../../lib/auth/use-session.ts";
import { paths } from "../../lib/paths.ts";
import { PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE } from "../../lib/playground/playground-deck.ts";
import { NotFoundRoute } from "./not-found.tsx";

/*
 * The study session's pages, a chunk of their own: the pages offering "Study"
 * fetch it while they are shown (app/study-prefetch.ts), so a click on Study
 * waits only for the first cards.
 */

// The card editor loads when "Edit card" (E) is first used, not with the session.
const CardFormModule = lazy(() => import("../../features/cards/components/card-form.tsx").then((module) => ({ default: module.CardForm })));

function CardForm(props: TCardEditorProps) {
  return (
    <Suspense
      fallback={
        <Stack align="center" py="md">
          <Loader size="sm" aria-label="Loading the editor" />
        </Stack>
      }
    >
      <CardFormModule {...props} />
    </Suspense>
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
  const [searchParams] = useSearchParams();
  // ?more=ahead or ?more=forgotten: "study more" after today's cards, from the session's summary.
  const target = studyTargetOf((useParams()["*"] ?? "").split("/"), searchParams);
  const targetKey = target ? `${target.groupIds.join("/")}?${target.mode}` : null;
  // The first cards are asked for now, beside the time zone check below, not after it (a click on a
  // link here usually asked already: then this finds that request).
  const prefetch = usePrefetchStudyQueue();
  useEffect(() => {
    if (target) prefetch(target.groupIds, target.mode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the target is what targetKey says
  }, [targetKey, prefetch]);
  // A session opened straight from a link still studies in the learner's own time zone.
  const { isReady } = useEnsureTimeZone();
  if (!target) return <NotFoundRoute />;
  if (!isReady) return null;
  const { groupIds, mode } = target;
  return (
    <StudySession
      key={targetKey}
      groupIds={groupIds}
      mode={mode}
      CardEditor={CardForm}
      notFound={<ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />}
    />
  );
}
