import { MakeCardsFromSource } from "../../features/generation/components/make-cards-from-source.tsx";
import { useRefreshDecks } from "../../features/decks/hooks/use-refresh-deck.ts";
import { useSource } from "../../features/sources/api/use-source.ts";
import { useRefreshSource } from "../../features/sources/hooks/use-refresh-source.ts";

/**
 * The source page's "Make cards" (docs/sources.md, "Making more from a source"): generation makes the cards, and the
 * deck they went to and the source's own page (what was made from it) are read again once they are there.
 */
export function SourceMakeCards({ sourceId }: { sourceId: string }) {
  // The viewer has already loaded the source: this reads the same cache entry for its title.
  const source = useSource(sourceId);
  const refreshDecks = useRefreshDecks();
  const refreshSource = useRefreshSource();
  if (!source.data) return null;
  return (
    <MakeCardsFromSource
      sourceId={sourceId}
      sourceTitle={source.data.title}
      onMade={(job) => {
        refreshDecks([job.group_id]);
        refreshSource();
      }}
    />
  );
}
