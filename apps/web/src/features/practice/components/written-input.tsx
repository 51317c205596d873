import { TextInput } from "@mantine/core";
import { useEffect, useRef } from "react";

type WrittenInputProps = {
  id: string;
  value: string;
  onChange: (text: string) => void;
  isLocked: boolean;
  autoFocus: boolean;
};

/** A written or fill-in answer: one line; Enter submits it (the question's form). */
export function WrittenInput({ id, value, onChange, isLocked, autoFocus }: WrittenInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: false });
  }, [autoFocus]);
  return (
    <TextInput
      ref={ref}
      id={id}
      label="Your answer"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={isLocked}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={500}
    />
  );
}
