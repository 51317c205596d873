import type { TBillingConfig, TBillingStatus, TPaidPlanId, TPlan, TPlanId, TSubscription } from "@mnemo/api-contract";
import { trialButtonLabel } from "./trial-terms.ts";

/**
 * Who is looking at /upgrade, as far as the buttons care: someone signed
 * out (they are sent to sign in first), or a signed-in learner with their
 * billing status from the server. `loading` while either is not known yet.
 */
export type TBillingViewer = { kind: "loading" } | { kind: "visitor"; config: TBillingConfig } | { kind: "member"; status: TBillingStatus };

/** A button on a plan card. Its label is its accessible name (the e2e tests find it by it). */
export type TPlanAction =
  | { kind: "trial"; plan: TPaidPlanId; label: string }
  | { kind: "checkout"; plan: TPaidPlanId; label: string }
  | { kind: "switch"; plan: TPaidPlanId; label: string }
  | { kind: "portal"; label: string }
  /** The Free plan, for a signed-in learner without any plan. */
  | { kind: "free"; label: string }
  /** A signed-out visitor's way to the Free plan: an account. */
  | { kind: "sign-up"; label: string };

export type TPlanCardView = {
  /** The plan whose limits apply now: marked "Your plan". */
  isCurrent: boolean;
  actions: TPlanAction[];
  /** A line under the buttons when none can be offered for a reason the learner should know. */
  note: string | null;
};

export const MANAGE_BILLING_LABEL = "Manage billing";

/** Only premium has a free trial (the issue: "7 days of premium"). */
const TRIAL_PLAN: TPaidPlanId = "premium";

const isPaid = (id: TPlanId): id is TPaidPlanId => id !== "free";

function configOf(viewer: TBillingViewer): TBillingConfig | null {
  if (viewer.kind === "visitor") return viewer.config;
  if (viewer.kind === "member") return viewer.status;
  return null;
}

/**
 * The buttons a plan card shows (docs/billing.md). No button that could only
 * fail: none while loading or with billing off, no checkout for a plan
 * already running, no trial once it is used, no plan switch while a payment
 * is overdue (the portal fixes the payment first).
 */
export function planCardView(plan: TPlan, viewer: TBillingViewer, currentPlanId: TPlanId | null): TPlanCardView {
  const isCurrent = plan.id === currentPlanId;
  const config = configOf(viewer);
  if (!config?.enabled || !isPaid(plan.id)) return { isCurrent, actions: [], note: null };
  const upgrade: TPlanAction = { kind: "checkout", plan: plan.id, label: `Upgrade to ${plan.name}` };
  const trial: TPlanAction = { kind: "trial", plan: plan.id, label: trialButtonLabel(config.trialDays) };
  const offersTrial = plan.id === TRIAL_PLAN && config.trialDays > 0;

  if (viewer.kind === "visitor") return { isCurrent, actions: offersTrial ? [trial, upgrade] : [upgrade], note: null };

  const { status } = viewer as Extract<TBillingViewer, { kind: "member" }>;
  if (status.hasActiveSubscription) {
    const subscribedPlan = status.subscription.status === "missing" ? null : status.subscription.plan_id;
    if (plan.id === subscribedPlan) {
      return { isCurrent, actions: status.hasBillingAccount ? [{ kind: "portal", label: MANAGE_BILLING_LABEL }] : [], note: null };
    }
    if (status.subscription.status === "past_due") {
      return { isCurrent, actions: [], note: "Fix your payment under Manage billing before switching plans." };
    }
    return { isCurrent, actions: [{ kind: "switch", plan: plan.id, label: `Switch to ${plan.name}` }], note: null };
  }
  // A plan an operator gave (no Stripe subscription): nothing to buy here.
  if (isCurrent) return { isCurrent, actions: [], note: null };
  return { isCurrent, actions: offersTrial && status.trialAvailable ? [trial, upgrade] : [upgrade], note: null };
}

/**
 * "Manage billing" above the plans: for a learner with a Stripe customer but
 * no running subscription (past invoices, a saved card), since no card has
 * the button then. At most one "Manage billing" is on the page.
 */
export function showsPageManageBilling(viewer: TBillingViewer): boolean {
  return viewer.kind === "member" && viewer.status.enabled && viewer.status.hasBillingAccount && !viewer.status.hasActiveSubscription;
}

/**
 * The viewer from what is loaded: loading until the session and the config
 * are known (and, for a signed-in learner with billing on, their status).
 * With billing off nobody gets a button, so the learner's status is not needed.
 */
export function billingViewer({
  isSessionPending,
  isSignedIn,
  config,
  status,
}: {
  isSessionPending: boolean;
  isSignedIn: boolean;
  config: TBillingConfig | undefined;
  status: TBillingStatus | undefined;
}): TBillingViewer {
  if (isSessionPending || !config) return { kind: "loading" };
  if (!isSignedIn || !config.enabled) return { kind: "visitor", config };
  return status ? { kind: "member", status } : { kind: "loading" };
}

export const CHOOSE_FREE_LABEL = "Choose Free";
export const CREATE_ACCOUNT_LABEL = "Create a free account";

/**
 * The Free card's button, billing on or off: a visitor creates an account
 * (which starts on Free; the trial, where there is one, is Premium's button),
 * a learner without any plan takes Free. Nobody else needs one: a learner on
 * Free has it, and a paid plan is left through Manage billing.
 */
export function freePlanAction({
  isSessionPending,
  isSignedIn,
  subscription,
}: {
  isSessionPending: boolean;
  isSignedIn: boolean;
  /** The learner's subscription; undefined while loading. */
  subscription: TSubscription | undefined;
}): TPlanAction | null {
  if (isSessionPending) return null;
  if (!isSignedIn) return { kind: "sign-up", label: CREATE_ACCOUNT_LABEL };
  return subscription?.status === "missing" ? { kind: "free", label: CHOOSE_FREE_LABEL } : null;
}
