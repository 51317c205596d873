/**
 * What went wrong with a generation, from any of the ways it can fail: a REST
 * answer (HttpError: `{error, code, details}`), a tRPC error (the message, with
 * `data.appCode` and `data.details`), a failed job (`{code, message}`), or the network.
 */
import { isNetworkFailure, NETWORK_ERROR_MESSAGE } from "@/lib/error-info.ts";

export type TGenerationFailure = {
  message: string;
  code: string | null;
  details: Record<string, unknown> | null;
};

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

export function generationFailure(error: unknown): TGenerationFailure {
  if (isNetworkFailure(error)) return { message: NETWORK_ERROR_MESSAGE, code: null, details: null };
  const record = asRecord(error) ?? {};
  const data = asRecord(record.data) ?? {};
  const code = [record.code, data.appCode].find((value): value is string => typeof value === "string") ?? null;
  const message = typeof record.message === "string" ? record.message.trim() : "";
  return { message, code, details: asRecord(record.details) ?? asRecord(data.details) };
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The extra line for docs/product.md's note_conversion_error_generic toast: the
 * server's own words when they say more than the toast's `generic` lines.
 */
export function specificFailureDetail(message: string | null | undefined, generic: readonly string[]): string | null {
  const text = message?.trim();
  if (!text) return null;
  return generic.some((line) => normalize(line) === normalize(text)) ? null : text;
}

/** Failures the person can fix by upgrading, so the page offers the way there. */
export function isUpgradeFailure(failure: Pick<TGenerationFailure, "code" | "details">): boolean {
  if (failure.code === "CARD_TYPE_NOT_IN_PLAN" || failure.code === "QUOTA_EXCEEDED") return true;
  return failure.code === "INPUT_LIMIT_EXCEEDED" && typeof failure.details?.upgradePlan === "string";
}
