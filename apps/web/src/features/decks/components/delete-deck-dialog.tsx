import type { TGroup } from "@mnemo/api-contract";
import { useEffect, useRef } from "react";
import { Alert } from "../../../components/alert.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { formatCount } from "../../../lib/format-count.ts";
import { useDeleteDeck } from "../api/use-deck-mutations.ts";

type DeleteDeckDialogProps = {
  /** The deck to confirm; null keeps the dialog closed. */
  deck: TGroup | null;
  onClose: () => void;
  onConfirm: (deck: TGroup) => void;
  onDeleted: (deck: TGroup) => void;
};

/**
 * A native modal <dialog>: it traps focus, closes on Escape and gives focus
 * back to the button that opened it. The deck leaves the list only after the
 * server confirms; a failure keeps the dialog open with the reason.
 */
export function DeleteDeckDialog({ deck, onClose, onConfirm, onDeleted }: DeleteDeckDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const deleteDeck = useDeleteDeck();
  const { reset } = deleteDeck;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (deck && !dialog.open) {
      reset();
      dialog.showModal();
    }
    if (!deck && dialog.open) dialog.close();
  }, [deck, reset]);

  const onDelete = () => {
    if (!deck) return;
    onConfirm(deck);
    deleteDeck.mutate({ id: deck.id }, { onSuccess: () => onDeleted(deck) });
  };

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby="delete-deck-title" aria-describedby="delete-deck-text" onClose={onClose}>
      <h2 id="delete-deck-title">Delete “{deck?.title}”?</h2>
      <p id="delete-deck-text">This deletes the deck and its {formatCount(deck?.note_count ?? 0, "card")}. It can't be undone.</p>
      {deleteDeck.error ? <Alert>Could not delete the deck. {errorMessage(deleteDeck.error)}</Alert> : null}
      <div className="button-row button-row-end">
        {/* Cancel first and focused first: the safe choice is the default one. */}
        <button type="button" className="button" onClick={onClose} autoFocus disabled={deleteDeck.isPending}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onDelete} disabled={deleteDeck.isPending}>
          {deleteDeck.isPending ? "Deleting…" : "Delete deck"}
        </button>
      </div>
    </dialog>
  );
}
