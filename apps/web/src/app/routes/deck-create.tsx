import type { TGroup, TNote } from "@mnemo/api-contract";
import { useState } from "react";
import { Link } from "react-router-dom";
import { AddCardForm } from "../../features/cards/components/add-card-form.tsx";
import { CardItem } from "../../features/cards/components/card-item.tsx";
import { formatCount } from "../../lib/format-count.ts";
import { paths } from "../paths.ts";
import { DeckGate } from "./deck-gate.tsx";

/** Opened right after a deck is created: write cards into it by hand. */
export function DeckCreateRoute() {
  return (
    <DeckGate title={(deckTitle) => (deckTitle ? `Add cards: ${deckTitle}` : "Add cards")}>
      {(deck) => <DeckCreatePage deck={deck} />}
    </DeckGate>
  );
}

function DeckCreatePage({ deck }: { deck: TGroup }) {
  const deckId = deck.id;
  // Cards written during this visit; the deck page lists all of them.
  const [added, setAdded] = useState<TNote[]>([]);

  return (
    <section className="stack-lg">
      <Link className="back-link" to={paths.decks.getHref()}>
        ← All decks
      </Link>
      <div className="page-header">
        <div>
          <p className="eyebrow">Add cards to</p>
          <h1 tabIndex={-1}>{deck.title}</h1>
        </div>
        <Link className="button" to={paths.deck.getHref(deckId)}>
          Done — view deck
        </Link>
      </div>
      <AddCardForm deckId={deckId} onAdded={(note) => setAdded((current) => [...current, note])} />
      <section aria-labelledby="added-heading" className="stack">
        <h2 id="added-heading">Added just now</h2>
        <p className="muted" role="status">
          {added.length === 0 ? "Cards you add appear here." : `${formatCount(added.length, "card")} added.`}
        </p>
        {added.length > 0 ? (
          <ol className="card-list">
            {added.map((note, index) => (
              <CardItem key={note.id} note={note} index={index} />
            ))}
          </ol>
        ) : null}
      </section>
    </section>
  );
}
