import { MAX_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { errorMessage } from "../../../lib/error-info.ts";
import { useRenameDeck } from "../api/use-deck-mutations.ts";

/** Inline title editor: Enter saves, Escape cancels; `onDone` runs after either. */
export function RenameDeckForm({ deck, onDone }: { deck: TGroup; onDone: () => void }) {
  const [title, setTitle] = useState(deck.title);
  const [localError, setLocalError] = useState<string | null>(null);
  const rename = useRenameDeck();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setLocalError("Title is required.");
      inputRef.current?.focus();
      return;
    }
    if (trimmed === deck.title) return onDone();
    setLocalError(null);
    rename.mutate({ id: deck.id, title: trimmed }, { onSuccess: onDone, onError: () => inputRef.current?.focus() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Keep Escape from reaching anything behind (a dialog, the browser's stop-loading).
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  const error = localError ?? (rename.error ? errorMessage(rename.error) : null);
  const errorId = `rename-${deck.id}-error`;
  return (
    <form className="rename-form" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <label htmlFor={`rename-${deck.id}`} className="visually-hidden">
        New title for {deck.title}
      </label>
      <input
        ref={inputRef}
        id={`rename-${deck.id}`}
        value={title}
        maxLength={MAX_GROUP_TITLE}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={rename.isPending}
      />
      <div className="button-row">
        <button type="submit" className="button button-small button-primary" disabled={rename.isPending}>
          {rename.isPending ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button button-small" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </button>
      </div>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
