import { Textarea, type TextareaProps } from "@mantine/core";
import "./floating-label.css";
import { useFloatingLabel } from "./use-floating-label.ts";

/**
 * A Mantine Textarea (size md) whose label floats, styled like the fields in
 * floating-fields.tsx so every form looks the same. A file of its own: those
 * bring Select (and its positioning library), which the home page's card form
 * must not load. `isOver` turns its description (a character counter) red.
 */
export function FloatingTextarea({
  value,
  onFocus,
  onBlur,
  isOver = false,
  ...props
}: Omit<TextareaProps, "size" | "classNames"> & { value: string; isOver?: boolean }) {
  const floating = useFloatingLabel(value !== "", { onFocus, onBlur });
  return (
    <Textarea
      {...props}
      size="md"
      value={value}
      classNames={{ root: "floating-field", label: "floating-label", input: "floating-input" }}
      labelProps={{ "data-floating": floating.dataFloating }}
      descriptionProps={isOver ? { c: "var(--mantine-color-error)" } : undefined}
      data-floating={floating.dataFloating}
      onFocus={floating.onFocus}
      onBlur={floating.onBlur}
    />
  );
}
