import { GROUP_NOT_FOUND } from "@mnemo/api-contract";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { ErrorScreen } from "../../components/error-screen.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { DeckPractice } from "../../features/practice/components/deck-practice.tsx";
import { PracticeLoading } from "../../features/practice/components/practice-loading.tsx";
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

/**
 * /practice/playground(?seed=n): a practice test over the sample deck 'Your First Deck', built and graded in this
 * browser. Visitors test the deck as they have it; a signed-in learner gets the fresh sample (their account has none).
 */
export function PracticePlaygroundRoute() {
  const { mode, retry } = useSessionMode();
  const [searchParams, setSearchParams] = useSearchParams();
  const { session, cardCount } = usePlaygroundPracticeSession();
  if (mode === "error") return <LoadError title="Could not check whether you are signed in" error={null} onRetry={retry} />;
  if (mode === "pending") return <PracticeLoading />;
  return (
    <PracticeTest
      session={session}
      groupIds={[PLAYGROUND_DECK_ID]}
      title="Practice test"
      description={`Test yourself on “${PLAYGROUND_DECK_TITLE}”, the sample deck. It runs in this browser and changes no study schedule.`}
      studyHref={mode === "signed-in" ? paths.study.getHref() : paths.studyPlayground.getHref()}
      cardCount={cardCount}
      seed={seedFromSearch(searchParams)}
      resumeTestId={searchParams.get("test")}
      onTestChange={(testId) => setSearchParams(testId ? { test: testId } : {}, { replace: true })}
    />
  );
}

/** /practice(?test=id): a test over every deck of the learner's; visitors take the sample test instead. */
export function PracticeRoute() {
  return <LearnerPractice groupIds={[]} />;
}

/** /practice/{id}/{id}/…(?test=id): every segment must be a deck id, or the URL is not a page; a deck not the learner's is 'Group not found'. */
export function PracticeGroupsRoute() {
  const groupIds = practiceGroupIds((useParams()["*"] ?? "").split("/"));
  if (!groupIds) return <NotFoundRoute />;
  return <LearnerPractice key={groupIds.join("/")} groupIds={groupIds} />;
}

function LearnerPractice({ groupIds }: { groupIds: string[] }) {
  const { mode, retry } = useSessionMode();
  const [searchParams, setSearchParams] = useSearchParams();
  if (mode === "error") return <LoadError title="Could not check whether you are signed in" error={null} onRetry={retry} />;
  if (mode === "pending") return <PracticeLoading />;
  // A visitor has no decks of their own: the same test over the sample deck.
  if (mode !== "signed-in") return <Navigate to={paths.practicePlayground.getHref()} replace />;
  return (
    <DeckPractice
      groupIds={groupIds}
      notFound={<ErrorScreen status={404} message={GROUP_NOT_FOUND} pageTitle="Deck not found" />}
      studyHref={groupIds.length > 0 ? paths.studyGroups.getHref(groupIds) : paths.study.getHref()}
      resumeTestId={searchParams.get("test")}
      // The test in the URL, so a reload resumes it where it was.
      onTestChange={(testId) => setSearchParams(testId ? { test: testId } : {}, { replace: true })}
    />
  );
}
