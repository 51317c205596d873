import type { TPracticeSettings } from "@mnemo/api-contract";
import { useEffect, useRef, type ReactNode } from "react";
import { usePracticeTest } from "../hooks/use-practice-test.ts";
import type { TPracticeSession } from "../utils/practice-session.ts";
import { newPracticeSeed, practiceSettings } from "../utils/practice-settings-form.ts";
import { PracticeBuilder } from "./practice-builder.tsx";
import { PracticeLoading } from "./practice-loading.tsx";
import { PracticeResults } from "./practice-results.tsx";
import { PracticeRunner } from "./practice-runner.tsx";
import { ServerPracticeResults } from "./server-practice-results.tsx";

type PracticeTestProps = {
  session: TPracticeSession;
  /** The decks asked about. */
  groupIds: string[];
  title: string;
  description: ReactNode;
  /** Where "Study these now" goes. */
  studyHref: string;
  cardCount: number | null;
  /** A shared test's seed (?seed=): its first test is that one. */
  seed?: number | null;
  /** A test to resume (?test=, after a reload): its answers are kept by the session. */
  resumeTestId?: string | null;
  /** The test now shown changed (null: back to the builder), for the page to keep in its URL. */
  onTestChange?: (testId: string | null) => void;
};

/** A practice test from building it to its results, over any session (the API's, or the browser's for the sample deck). */
export function PracticeTest({
  session,
  groupIds,
  title,
  description,
  studyHref,
  cardCount,
  seed = null,
  resumeTestId = null,
  onTestChange,
}: PracticeTestProps) {
  const controls = usePracticeTest(session);
  const { state } = controls;
  const testId = state.test?.id ?? null;
  const onTestChangeRef = useRef(onTestChange);
  useEffect(() => {
    onTestChangeRef.current = onTestChange;
  });
  const resumed = useRef(resumeTestId);
  const { resume } = controls;
  useEffect(() => {
    if (resumed.current) void resume(resumed.current);
  }, [resume]);
  useEffect(() => {
    // The resumed test keeps its place in the URL while it loads.
    if (testId || !resumed.current) onTestChangeRef.current?.(testId);
    if (testId) resumed.current = null;
  }, [testId]);

  const firstSeed = useRef(seed);
  const start = (settings: TPracticeSettings) => void controls.start(settings);

  if (state.phase === "taking" && state.test)
    return (
      <PracticeRunner
        key={state.test.id}
        test={state.test}
        controls={controls}
        title={title}
        canAddAlternative={session.canAddAlternative}
      />
    );
  if (state.phase === "results" && state.results) {
    const results = state.results;
    const Results = session.isKeptByServer ? ServerPracticeResults : PracticeResults;
    return (
      <Results
        results={results}
        studyHref={studyHref}
        onRetakeMissed={() => void controls.retake()}
        // The same settings and seed: the same questions in the same order (a retake's "again" is the whole test's).
        onSameAgain={() => start(results.settings)}
        onNewTest={controls.reset}
        onOverride={(index, addAlternative) => void controls.override(index, addAlternative)}
        canAddAlternative={session.canAddAlternative}
        busyIndex={typeof state.busy === "number" ? state.busy : null}
        isStarting={state.busy === "start"}
        error={state.error}
      />
    );
  }
  if (state.busy === "resume") return <PracticeLoading />;
  return (
    <PracticeBuilder
      title={title}
      description={description}
      cardCount={cardCount}
      canCountMissesAsAgain={session.canCountMissesAsAgain}
      isStarting={state.busy === "start"}
      error={state.error}
      onStart={(form) => {
        const chosen = firstSeed.current ?? newPracticeSeed();
        firstSeed.current = null;
        start(practiceSettings(form, { groupIds, seed: chosen }));
      }}
    />
  );
}
