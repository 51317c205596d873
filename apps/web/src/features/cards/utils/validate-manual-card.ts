import { MAX_TEXT as MAX_CARD_TEXT } from "@mnemo/api-contract";
/**
 * The form's check for a hand-written card, with the server's own messages
 * (ZManualContentSchema). Written out rather than the schema imported, so
 * pages that only need this check (home) do not ship zod; the limit is the
 * contract's own (without zod); the test checks both refuse the same fields.
 */
export { MAX_CARD_TEXT };

export type TManualCardFields = { front: string; back: string };
export type TManualCardErrors = Partial<Record<keyof TManualCardFields, string>>;

function check(label: string, value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `${label} is required.`;
  if (trimmed.length > MAX_CARD_TEXT) return `${label} must be at most ${MAX_CARD_TEXT} characters.`;
  return undefined;
}

export function validateManualCard({ front, back }: TManualCardFields): TManualCardErrors {
  const errors: TManualCardErrors = {};
  const frontError = check("Front", front);
  const backError = check("Back", back);
  if (frontError) errors.front = frontError;
  if (backError) errors.back = backError;
  return errors;
}

export function hasErrors(errors: TManualCardErrors): boolean {
  return Object.keys(errors).length > 0;
}
