import { DeckList } from "../../features/decks/components/deck-list.tsx";
import { LayoutToggle } from "../../features/decks/components/layout-toggle.tsx";
import { NewDeckForm } from "../../features/decks/components/new-deck-form.tsx";
import { useDeckLayout } from "../../features/decks/hooks/use-deck-layout.ts";

export function DecksRoute() {
  const [layout, setLayout] = useDeckLayout();
  return (
    <section className="stack-lg">
      <div className="page-header">
        <h1 tabIndex={-1}>Your decks</h1>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </div>
      <NewDeckForm />
      <DeckList layout={layout} />
    </section>
  );
}
