import { Skeleton } from "../../../components/skeleton.tsx";
import type { DeckLayout } from "../hooks/use-deck-layout.ts";

/** Placeholder cards shaped like the real ones, so the page does not jump when decks arrive. */
export function DeckListSkeleton({ layout, count = 6 }: { layout: DeckLayout; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading your decks…</span>
      <ul className={`deck-list ${layout}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="deck-card">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="30%" height="0.9rem" />
            <Skeleton width="55%" height="1.75rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}
