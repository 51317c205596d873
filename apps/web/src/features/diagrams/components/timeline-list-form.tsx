import { Button, Group, TextInput } from "@mantine/core";
import { DIAGRAM_LABEL_MAX, type TDiagramDate } from "@mnemo/api-contract";
import { DIAGRAM_DATE_FORMS, parseDiagramDate } from "@mnemo/diagrams";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import classes from "./timeline-list.module.css";

type TimelineListFormProps = {
  initialDate?: string | undefined;
  initialLabel?: string | undefined;
  /** The button's words: "Save" for an event being edited, "Add event" for a new one. */
  submitLabel: string;
  onSave: (date: TDiagramDate, label: string) => void;
  onCancel?: (() => void) | undefined;
  /** The new event's form opens its label for typing. */
  focusLabel?: boolean | undefined;
};

/** An event's date and words, as fields: the date is read as the timeline reads dates, and one it cannot read says which it can. */
export function TimelineListForm({
  initialDate = "",
  initialLabel = "",
  submitLabel,
  onSave,
  onCancel,
  focusLabel,
}: TimelineListFormProps) {
  const [dateText, setDateText] = useState(initialDate);
  const [label, setLabel] = useState(initialLabel);
  const [error, setError] = useState<string | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const date = parseDiagramDate(dateText);
    setError(date ? null : `Write a date like ${DIAGRAM_DATE_FORMS}.`);
    setLabelError(label.trim() === "" ? "Say what happened." : null);
    if (date && label.trim() !== "") {
      onSave(date, label);
      if (!onCancel) {
        setDateText("");
        setLabel("");
      }
    }
  };
  // Keys typed here are not the list's (Enter saves, Escape gives up).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    event.stopPropagation();
    if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form className={classes.form} onSubmit={submit} onKeyDown={onKeyDown} onClick={(event) => event.stopPropagation()} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          size="xs"
          label="Date"
          value={dateText}
          onChange={(event) => setDateText(event.currentTarget.value)}
          error={error}
          maxLength={60}
          className={classes.dateField}
        />
        <TextInput
          size="xs"
          label="Event"
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={labelError}
          maxLength={DIAGRAM_LABEL_MAX}
          autoFocus={focusLabel}
          onFocus={(event) => focusLabel && event.currentTarget.select()}
          className={classes.labelField}
        />
      </Group>
      <Group gap="xs" mt={6}>
        <Button type="submit" size="compact-sm">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="compact-sm" variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
