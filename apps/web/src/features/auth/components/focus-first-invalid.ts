/** Moves focus to the first field, in form order, that has an error (found before React shows them). */
export function focusFirstInvalid(form: HTMLFormElement | null, order: readonly string[], errors: Partial<Record<string, string>>) {
  const first = order.find((field) => errors[field]);
  if (!first || !form) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}
