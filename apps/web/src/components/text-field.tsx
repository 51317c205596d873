import { useId, type ComponentProps } from "react";

type FieldChrome = { label: string; hint?: string | undefined; error?: string | undefined };

/** Label, hint and error wired to the control with ids, so a screen reader reads them with it. */
function useFieldIds({ hint, error }: Pick<FieldChrome, "hint" | "error">) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldNotes({
  hint,
  error,
  hintId,
  errorId,
}: Omit<FieldChrome, "label"> & { hintId?: string | undefined; errorId?: string | undefined }) {
  return (
    <>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

// React 19 passes `ref` as an ordinary prop, so it travels inside the spread props.
export function TextField({ label, hint, error, className, ...inputProps }: FieldChrome & ComponentProps<"input">) {
  const ids = useFieldIds({ hint, error });
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={ids.id}>{label}</label>
      <input id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...inputProps} />
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

export function TextAreaField({ label, hint, error, className, ...textareaProps }: FieldChrome & ComponentProps<"textarea">) {
  const ids = useFieldIds({ hint, error });
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={ids.id}>{label}</label>
      <textarea id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} {...textareaProps} />
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
