import { DEFAULT_GROUP_TITLE, MAX_GROUP_TITLE } from "@mnemo/api-contract";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths.ts";
import { useCreateDeck } from "../api/use-deck-mutations.ts";

/** The spec's exact text for a failed deck creation (section 8). */
export const CREATE_DECK_ERROR = "Error creating note. Try refreshing the page.";

export const NEW_DECK_INPUT_ID = "new-deck-title";

/** Creates a deck (empty title means the server's 'New Deck') and opens its create page. */
export function NewDeckForm() {
  const [title, setTitle] = useState("");
  const createDeck = useCreateDeck();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createDeck.isPending) return;
    createDeck.mutate(
      { title: title.trim() || null },
      {
        onSuccess: (deck) => void navigate(paths.deckCreate.getHref(deck.id)),
        onError: () => window.alert(CREATE_DECK_ERROR),
      },
    );
  };

  return (
    <form className="new-deck" onSubmit={onSubmit} aria-label="New deck">
      <label htmlFor={NEW_DECK_INPUT_ID} className="visually-hidden">
        New deck title (optional)
      </label>
      <input
        id={NEW_DECK_INPUT_ID}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={`Title (optional, default “${DEFAULT_GROUP_TITLE}”)`}
        maxLength={MAX_GROUP_TITLE}
        autoComplete="off"
      />
      <button type="submit" className="button button-primary" disabled={createDeck.isPending}>
        {createDeck.isPending ? "Creating…" : "New deck"}
      </button>
    </form>
  );
}
