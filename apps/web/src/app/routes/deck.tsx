import type { TGroup } from "@mnemo/api-contract";
import { Link } from "react-router-dom";
import { CardList } from "../../features/cards/components/card-list.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { paths } from "../paths.ts";
import { DeckGate } from "./deck-gate.tsx";

export function DeckRoute() {
  return <DeckGate title={(deckTitle) => deckTitle ?? "Deck"}>{(deck) => <DeckPage deck={deck} />}</DeckGate>;
}

function DeckPage({ deck }: { deck: TGroup }) {
  const deckId = deck.id;
  const createHref = paths.deckCreate.getHref(deckId);
  return (
    <section className="stack-lg">
      <Link className="back-link" to={paths.decks.getHref()}>
        ← All decks
      </Link>
      <div className="page-header">
        <div>
          <h1 tabIndex={-1}>{deck.title}</h1>
          <p className="muted">{formatCount(deck.note_count, "card")}</p>
        </div>
        <Link className="button button-primary" to={createHref}>
          Add cards
        </Link>
      </div>
      <CardList
        deckId={deckId}
        totalCount={deck.note_count}
        emptyAction={
          <Link className="button button-primary" to={createHref}>
            Add your first card
          </Link>
        }
      />
    </section>
  );
}
