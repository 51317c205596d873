import { SimpleGrid } from "@mantine/core";
import type { ComponentProps } from "react";
import { usePracticeDecks } from "../api/use-practice-decks.ts";
import { useTestCards } from "../api/use-test-cards.ts";
import { PracticeHistory } from "./practice-history.tsx";
import { PracticePrintPanel } from "./practice-print-panel.tsx";
import { PracticeResults } from "./practice-results.tsx";

/** At most this many decks show their history under a test's results; the deck page shows every deck's. */
const MAX_HISTORY_DECKS = 4;

/**
 * The results of a test the API keeps: the screen every session has, plus each card's source and edit link, printing
 * and copying the test, and the score over time of each deck it asked about (a test of every deck shows none).
 */
export function ServerPracticeResults(props: Omit<ComponentProps<typeof PracticeResults>, "cardLinks" | "aside">) {
  const { testId, settings } = props.results;
  const cardLinks = useTestCards(testId, true);
  const groupIds = settings.groupIds.slice(0, MAX_HISTORY_DECKS);
  const decks = usePracticeDecks(groupIds);
  const titles = decks.status === "ready" ? new Map(decks.decks.map((deck) => [deck.id, deck.title])) : null;
  return (
    <PracticeResults
      {...props}
      cardLinks={cardLinks}
      aside={
        <>
          <PracticePrintPanel testId={testId} />
          {titles && groupIds.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: groupIds.length > 1 ? 2 : 1 }} spacing="md">
              {groupIds.map((groupId) => (
                <PracticeHistory key={groupId} groupId={groupId} deckTitle={groupIds.length > 1 ? titles.get(groupId) : undefined} />
              ))}
            </SimpleGrid>
          ) : null}
        </>
      }
    />
  );
}
