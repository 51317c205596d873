import type { TGroup } from "@mnemo/api-contract";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { formatCount } from "../../../lib/format-count.ts";
import { RenameDeckForm } from "./rename-deck-form.tsx";

type DeckItemProps = { deck: TGroup; onRequestDelete: (deck: TGroup) => void };

export function DeckItem({ deck, onRequestDelete }: DeckItemProps) {
  const [isRenaming, setIsRenaming] = useState(false);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  // Focus goes back to "Rename" when editing ends, so keyboard users keep their place.
  useEffect(() => {
    if (!isRenaming && wasRenaming.current) renameButtonRef.current?.focus();
    wasRenaming.current = isRenaming;
  }, [isRenaming]);

  return (
    <li className="deck-card">
      {isRenaming ? (
        <RenameDeckForm deck={deck} onDone={() => setIsRenaming(false)} />
      ) : (
        <h2 className="deck-heading">
          <Link className="deck-title" to={paths.deck.getHref(deck.id)}>
            {deck.title}
          </Link>
        </h2>
      )}
      <p className="deck-count">{formatCount(deck.note_count, "card")}</p>
      <div className="deck-actions">
        <Link className="button button-small" to={paths.deckCreate.getHref(deck.id)}>
          Add cards<span className="visually-hidden"> to {deck.title}</span>
        </Link>
        <button
          ref={renameButtonRef}
          type="button"
          className="button button-small"
          onClick={() => setIsRenaming(true)}
          disabled={isRenaming}
        >
          Rename<span className="visually-hidden"> {deck.title}</span>
        </button>
        <button type="button" className="button button-small button-danger-quiet" onClick={() => onRequestDelete(deck)}>
          Delete<span className="visually-hidden"> {deck.title}</span>
        </button>
      </div>
    </li>
  );
}
