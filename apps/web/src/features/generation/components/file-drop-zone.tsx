import { Text } from "@mantine/core";
import { UPLOAD_ACCEPT } from "@mnemo/api-contract";
import { IconUpload } from "@tabler/icons-react";
import { useId, useRef, useState, type DragEvent } from "react";
import classes from "./file-drop-zone.module.css";

type FileDropZoneProps = {
  onFile: (file: File) => void;
  /** What may be uploaded, e.g. "Word, PDF, PowerPoint or an image, up to 25 MB". */
  hint: string;
  disabled?: boolean;
  /** Smaller, for choosing another file once one is picked. */
  isCompact?: boolean;
};

/**
 * A drop zone that is also a real file input: Tab reaches the input, Space or
 * Enter opens the picker, and its label (the whole zone) takes a click or a drop.
 */
export function FileDropZone({ onFile, hint, disabled = false, isCompact = false }: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={classes.zone}
      data-dragging={isDragging || undefined}
      data-disabled={disabled || undefined}
      data-compact={isCompact || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={inputId}
        className={classes.input}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className={classes.label}>
        <span className={classes.icon} aria-hidden="true">
          <IconUpload size={isCompact ? 18 : 26} />
        </span>
        <Text component="span" fw={600} size={isCompact ? "sm" : "md"}>
          {isDragging ? "Drop the file to use it" : isCompact ? "Choose another file" : "Drop a file here, or choose one"}
        </Text>
        <Text component="span" size="sm" c="dimmed" id={hintId} className={classes.hint}>
          {hint}
        </Text>
      </label>
    </div>
  );
}
