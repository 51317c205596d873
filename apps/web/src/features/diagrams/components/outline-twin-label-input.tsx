import { TextInput } from "@mantine/core";
import { DIAGRAM_LABEL_MAX } from "@mnemo/api-contract";
import { useRef, type KeyboardEvent } from "react";

type OutlineLabelInputProps = {
  initial: string;
  /** The field's accessible name ("Name of the node", "Event"). */
  label: string;
  /** Enter or leaving the field: the label typed. */
  onCommit: (label: string) => void;
  /** Escape: the label stays as it was. */
  onCancel: () => void;
  /** Tab in a tree: the label is kept and a child is added. */
  onTab?: ((label: string) => void) | undefined;
};

/** A node's label as a field, opened by F2 or for a new node: Enter keeps it, Escape leaves it as it was. */
export function OutlineLabelInput({ initial, label, onCommit, onCancel, onTab }: OutlineLabelInputProps) {
  const done = useRef(false);
  const finish = (action: () => void) => {
    if (done.current) return;
    done.current = true;
    action();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The outline's own keys (Enter adds, Delete deletes) stay out of typing.
    event.stopPropagation();
    const value = event.currentTarget.value;
    if (event.key === "Enter") {
      event.preventDefault();
      finish(() => onCommit(value));
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(onCancel);
    } else if (event.key === "Tab" && !event.shiftKey && onTab) {
      event.preventDefault();
      finish(() => onTab(value));
    }
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      defaultValue={initial}
      maxLength={DIAGRAM_LABEL_MAX}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const value = event.currentTarget.value;
        finish(() => onCommit(value));
      }}
      onClick={(event) => event.stopPropagation()}
      styles={{ root: { flex: 1, minWidth: 0 } }}
    />
  );
}
