import { useState, type FocusEvent } from "react";

type FocusHandler<T> = ((event: FocusEvent<T>) => void) | undefined;

/**
 * Focus tracking shared by the floating-label fields (docs/product.md): the
 * label rests in the empty field and floats above it while focused or filled.
 */
export function useFloatingLabel<T extends HTMLElement>(
  hasValue: boolean,
  handlers: { onFocus?: FocusHandler<T>; onBlur?: FocusHandler<T> },
) {
  const [isFocused, setIsFocused] = useState(false);
  const isFloating = isFocused || hasValue;
  return {
    /** For `data-floating` on the field and its label: present only while floating. */
    dataFloating: isFloating || undefined,
    onFocus: (event: FocusEvent<T>) => {
      setIsFocused(true);
      handlers.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<T>) => {
      setIsFocused(false);
      handlers.onBlur?.(event);
    },
  };
}
