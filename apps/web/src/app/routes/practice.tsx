import { Loader, Stack } from "@mantine/core";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { LoadError } from "../../components/load-error.tsx";
import { PracticeComing } from "../../features/practice/components/practice-coming.tsx";
import { PracticeTest } from "../../features/practice/components/practice-test.tsx";
import { usePlaygroundPracticeSession } from "../../features/practice/hooks/use-playground-practice-session.ts";
import { seedFromSearch } from "../../features/practice/utils/practice-settings-form.ts";
import { practiceGroupIds } from "../../features/practice/utils/practice-target.ts";
import { useSessionMode } from "../../lib/auth/use-session.ts";
import { paths } from "../../lib/paths.ts";
import { PLAYGROUND_DECK_ID, PLAYGROUND_DECK_TITLE } from "../../lib/playground/playground-deck.ts";
import { NotFoundRoute } from "./not-found.tsx";

/*
 * The practice test's pages, a chunk of their own (never part of the first load of /).
 */

function Checking() {
  return (
    <Stack align="center" py="xl">
      <Loader aria-label="Loading the practice test" />
    </Stack>
  );
}

/**
 * /practice/playground(?seed=n): a practice test over the sample deck 'Your First Deck', built and graded in this
 * browser. Visitors test the deck as they have it; a signed-in learner gets the fresh sample (their account has none).
 */
export function PracticePlaygroundRoute() {
  const { mode, retry } = useSessionMode();
  const [searchParams] = useSearchParams();
  const { session, cardCount } = usePlaygroundPracticeSession();
  if (mode === "error") return <LoadError title="Could not check whether you are signed in" error={null} onRetry={retry} />;
  if (mode === "pending") return <Checking />;
  return (
    <PracticeTest
      session={session}
      groupIds={[PLAYGROUND_DECK_ID]}
      title="Practice test"
      description={`Test yourself on “${PLAYGROUND_DECK_TITLE}”, the sample deck. It runs in this browser and changes no study schedule.`}
      studyHref={mode === "signed-in" ? paths.study.getHref() : paths.studyPlayground.getHref()}
      cardCount={cardCount}
      seed={seedFromSearch(searchParams)}
    />
  );
}

/** /practice: visitors take the sample test; a learner's own decks are not served yet, which the page says. */
export function PracticeRoute() {
  const { mode, retry } = useSessionMode();
  if (mode === "error") return <LoadError title="Could not check whether you are signed in" error={null} onRetry={retry} />;
  if (mode === "pending") return <Checking />;
  if (mode !== "signed-in") return <Navigate to={paths.practicePlayground.getHref()} replace />;
  return <PracticeComing playgroundHref={paths.practicePlayground.getHref()} />;
}

/** /practice/{id}/{id}/…: every segment must be a deck id, or the URL is not a page. */
export function PracticeGroupsRoute() {
  const groupIds = practiceGroupIds((useParams()["*"] ?? "").split("/"));
  if (!groupIds) return <NotFoundRoute />;
  return <PracticeRoute />;
}
