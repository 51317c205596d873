import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error.tsx";
import { usePracticeDecks } from "../api/use-practice-decks.ts";
import { useServerPracticeSession } from "../api/use-server-practice-session.ts";
import { practiceDecksText } from "../utils/practice-decks-text.ts";
import { PracticeLoading } from "./practice-loading.tsx";
import { PracticeTest } from "./practice-test.tsx";

type DeckPracticeProps = {
  /** The decks asked about; empty: every deck of the learner's. */
  groupIds: string[];
  /** Shown when a deck is not one of the learner's. */
  notFound: ReactNode;
  studyHref: string;
  resumeTestId: string | null;
  onTestChange: (testId: string | null) => void;
};

/** /practice and /practice/{ids}: a signed-in learner's test over their decks, kept and graded by the API. */
export function DeckPractice({ groupIds, notFound, studyHref, resumeTestId, onTestChange }: DeckPracticeProps) {
  const session = useServerPracticeSession();
  const decks = usePracticeDecks(groupIds);
  if (decks.status === "loading") return <PracticeLoading label="Loading your decks" />;
  if (decks.status === "error") return <LoadError title="Could not load your decks" error={decks.error} onRetry={decks.retry} />;
  if (decks.status === "not-found") return notFound;
  return (
    <PracticeTest
      session={session}
      groupIds={groupIds}
      title="Practice test"
      description={practiceDecksText(decks.decks, { isAll: groupIds.length === 0 })}
      studyHref={studyHref}
      cardCount={decks.cardCount}
      resumeTestId={resumeTestId}
      onTestChange={onTestChange}
    />
  );
}
