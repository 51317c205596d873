import { PAID_PLAN_IDS, type TPaidPlanId } from "@mnemo/api-contract";
import type { TPlanAction, TPlanCardView } from "./plan-actions.ts";

/**
 * A choice made on /upgrade before signing in, carried through the sign-in
 * page in the URL (`/upgrade?plan=premium&trial=1`) so the page can resume it
 * on return. Resuming only opens the confirmation: nothing is bought without
 * a click.
 */
export type TUpgradeIntent = { plan: TPaidPlanId; trial: boolean };

export const UPGRADE_PATH = "/upgrade";

export function upgradeIntentHref(intent: TUpgradeIntent): string {
  const query = new URLSearchParams({ plan: intent.plan });
  if (intent.trial) query.set("trial", "1");
  return `${UPGRADE_PATH}?${query.toString()}`;
}

export function parseUpgradeIntent(search: URLSearchParams): TUpgradeIntent | null {
  const plan = search.get("plan");
  if (!plan || !(PAID_PLAN_IDS as readonly string[]).includes(plan)) return null;
  return { plan: plan as TPaidPlanId, trial: search.get("trial") === "1" };
}

/** The intent a visitor's button click makes. */
export function intentOfAction(action: TPlanAction): TUpgradeIntent | null {
  if (action.kind === "trial") return { plan: action.plan, trial: true };
  if (action.kind === "checkout" || action.kind === "switch") return { plan: action.plan, trial: false };
  return null;
}

/**
 * Which of the plan card's buttons the intent means now that the learner is
 * signed in: the trial if still offered, else buying the plan outright, else
 * switching to it from a running subscription. Null when none applies (it is
 * already their plan). `trialUnavailable` says the asked-for trial was had.
 */
export function resolveUpgradeIntent(
  intent: TUpgradeIntent,
  card: TPlanCardView,
): { action: Exclude<TPlanAction, { kind: "portal" }>; trialUnavailable: boolean } | null {
  const find = <K extends "trial" | "checkout" | "switch">(kind: K) =>
    card.actions.find((action): action is Extract<TPlanAction, { kind: K }> => action.kind === kind);
  const trial = intent.trial ? find("trial") : undefined;
  if (trial) return { action: trial, trialUnavailable: false };
  const other = find("checkout") ?? find("switch");
  return other ? { action: other, trialUnavailable: intent.trial } : null;
}
