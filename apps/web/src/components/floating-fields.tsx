import { PasswordInput, Select, TextInput, type PasswordInputProps, type SelectProps, type TextInputProps } from "@mantine/core";
import "./floating-label.css";
import { useFloatingLabel } from "./use-floating-label.ts";

function floatingClassNames(hasIcon: boolean) {
  return {
    root: hasIcon ? "floating-field floating-field-with-icon" : "floating-field",
    label: "floating-label",
    input: "floating-input",
  };
}

/** A Mantine TextInput (size md) whose label floats; controlled, so it knows when it holds text. */
export function FloatingTextInput({
  value,
  onFocus,
  onBlur,
  leftSection,
  ...props
}: Omit<TextInputProps, "size" | "classNames"> & { value: string }) {
  const floating = useFloatingLabel(value !== "", { onFocus, onBlur });
  const dataFloating = floating.dataFloating;
  return (
    <TextInput
      {...props}
      size="md"
      value={value}
      leftSection={leftSection}
      classNames={floatingClassNames(Boolean(leftSection))}
      labelProps={{ "data-floating": dataFloating }}
      data-floating={dataFloating}
      onFocus={floating.onFocus}
      onBlur={floating.onBlur}
    />
  );
}

/** A Mantine Select (size md) whose label floats once focused or chosen. */
export function FloatingSelect({
  value,
  onFocus,
  onBlur,
  leftSection,
  ...props
}: Omit<SelectProps, "size" | "classNames"> & { value: string | null }) {
  const floating = useFloatingLabel(value !== null && value !== "", { onFocus, onBlur });
  const dataFloating = floating.dataFloating;
  return (
    <Select
      {...props}
      size="md"
      value={value}
      leftSection={leftSection}
      classNames={floatingClassNames(Boolean(leftSection))}
      labelProps={{ "data-floating": dataFloating }}
      data-floating={dataFloating}
      onFocus={floating.onFocus}
      onBlur={floating.onBlur}
    />
  );
}

/** A Mantine PasswordInput (size md, with its show/hide button) whose label floats. */
export function FloatingPasswordInput({
  value,
  onFocus,
  onBlur,
  ...props
}: Omit<PasswordInputProps, "size" | "classNames" | "leftSection"> & { value: string }) {
  const floating = useFloatingLabel(value !== "", { onFocus, onBlur });
  const dataFloating = floating.dataFloating;
  return (
    <PasswordInput
      {...props}
      size="md"
      value={value}
      classNames={{ ...floatingClassNames(false), innerInput: "floating-input" }}
      labelProps={{ "data-floating": dataFloating }}
      data-floating={dataFloating}
      onFocus={floating.onFocus}
      onBlur={floating.onBlur}
    />
  );
}
