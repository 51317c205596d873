import { errorMessage } from "@/lib/error-info.ts";

/**
 * A failed export or import as the dialogs show it: the server's own words
 * (or the network hint), its stable code from a tRPC answer (`data.appCode`)
 * or a REST one (`code`), and, for EXPORT_NOT_IN_PLAN, the plan that has the
 * format, so the dialog can offer the upgrade.
 */
export type TExchangeFailure = { message: string; code: string | null; upgradePlan: string | null };

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function exchangeFailure(error: unknown, fallback?: string): TExchangeFailure {
  const data = field(error, "data");
  const code = text(field(data, "appCode")) ?? text(field(error, "code"));
  const details = field(data, "details") ?? field(error, "details");
  const upgradePlan = code === "EXPORT_NOT_IN_PLAN" ? (text(field(details, "planName")) ?? "Premium") : null;
  return { message: errorMessage(error, fallback), code, upgradePlan };
}
