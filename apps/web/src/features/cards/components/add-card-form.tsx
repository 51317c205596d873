import { MAX_TEXT, ZManualContentSchema, type TNote } from "@mnemo/api-contract";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "../../../components/alert.tsx";
import { TextAreaField } from "../../../components/text-field.tsx";
import { errorMessage } from "../../../lib/error-info.ts";
import { useCreateCard } from "../api/use-deck-cards.ts";

type Faces = { front: string; back: string };
const EMPTY: Faces = { front: "", back: "" };

/** Writes one manual card into a deck; the form clears and focus returns to "Front" for the next one. */
export function AddCardForm({ deckId, onAdded }: { deckId: string; onAdded: (note: TNote) => void }) {
  const [faces, setFaces] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Faces>>({});
  const createCard = useCreateCard(deckId);
  const frontRef = useRef<HTMLTextAreaElement>(null);
  const backRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the form and the API can never disagree about what a card needs.
    const parsed = ZManualContentSchema.safeParse({ type: "manual", ...faces });
    if (!parsed.success) {
      const found: Partial<Faces> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "front" || field === "back") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return (found.front ? frontRef : backRef).current?.focus();
    }
    setErrors({});
    const submitted = faces;

    createCard.mutate(
      { groupId: deckId, content: parsed.data },
      {
        onSuccess: (note) => {
          onAdded(note);
          // Someone who started typing the next card while this one saved keeps what they typed.
          const isUnchanged = frontRef.current?.value === submitted.front && backRef.current?.value === submitted.back;
          if (!isUnchanged) return;
          setFaces(EMPTY);
          frontRef.current?.focus();
        },
      },
    );
  };

  return (
    <form className="stack add-card" onSubmit={onSubmit} noValidate aria-label="Add a card">
      <div className="add-card-faces">
        <TextAreaField
          ref={frontRef}
          label="Front"
          hint="The question or prompt."
          rows={3}
          maxLength={MAX_TEXT}
          value={faces.front}
          onChange={(event) => setFaces((current) => ({ ...current, front: event.target.value }))}
          error={errors.front}
        />
        <TextAreaField
          ref={backRef}
          label="Back"
          hint="The answer."
          rows={3}
          maxLength={MAX_TEXT}
          value={faces.back}
          onChange={(event) => setFaces((current) => ({ ...current, back: event.target.value }))}
          error={errors.back}
        />
      </div>
      {createCard.error ? <Alert>Could not add the card. {errorMessage(createCard.error)}</Alert> : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={createCard.isPending}>
          {createCard.isPending ? "Adding…" : "Add card"}
        </button>
      </div>
    </form>
  );
}
