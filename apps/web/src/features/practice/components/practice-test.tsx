import type { TPracticeSettings } from "@mnemo/api-contract";
import { useRef, type ReactNode } from "react";
import { usePracticeTest } from "../hooks/use-practice-test.ts";
import type { TPracticeSession } from "../utils/practice-session.ts";
import { newPracticeSeed, practiceSettings } from "../utils/practice-settings-form.ts";
import { PracticeBuilder } from "./practice-builder.tsx";
import { PracticeResults } from "./practice-results.tsx";
import { PracticeRunner } from "./practice-runner.tsx";

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
};

/** A practice test from building it to its results, over any session (the API's, or the browser's for the sample deck). */
export function PracticeTest({ session, groupIds, title, description, studyHref, cardCount, seed = null }: PracticeTestProps) {
  const controls = usePracticeTest(session);
  const { state } = controls;
  const firstSeed = useRef(seed);
  const start = (settings: TPracticeSettings) => void controls.start(settings);

  if (state.phase === "taking" && state.test)
    return <PracticeRunner key={state.test.id} test={state.test} controls={controls} title={title} />;
  if (state.phase === "results" && state.results) {
    const results = state.results;
    return (
      <PracticeResults
        results={results}
        studyHref={studyHref}
        onRetakeMissed={() => void controls.retake()}
        // The same settings and seed: the same questions in the same order (a retake's "again" is the whole test's).
        onSameAgain={() => start(results.settings)}
        onNewTest={controls.reset}
        onOverride={(index) => void controls.override(index)}
        busyIndex={typeof state.busy === "number" ? state.busy : null}
        isStarting={state.busy === "start"}
        error={state.error}
      />
    );
  }
  return (
    <PracticeBuilder
      title={title}
      description={description}
      cardCount={cardCount}
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
