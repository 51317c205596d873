// PLACEHOLDER written by the lead: the billing-actions helper replaces every body below.
import type {
  TBillingConfig,
  TBillingStatus,
  TConfirmCheckoutResult,
  TPaidPlanId,
  TPlan,
  TRedirect,
  TSubscription,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import type { BillingService } from "./billing-service.ts";

/** What every billing action needs; `billing` is undefined when billing is off. */
export type BillingDeps = { db: Db; billing: BillingService | undefined; plans: readonly TPlan[]; config: TBillingConfig };

const todo = () => new AppError("INTERNAL", { message: "not built yet" });

export async function getBillingStatus(_input: { userId: string }, _deps: BillingDeps): Promise<TBillingStatus> {
  throw todo();
}
export async function startCheckout(
  _input: { userId: string; email: string; plan: TPaidPlanId; trial: boolean },
  _deps: BillingDeps,
): Promise<TRedirect> {
  throw todo();
}
export async function changePlan(_input: { userId: string; plan: TPaidPlanId }, _deps: BillingDeps): Promise<TSubscription> {
  throw todo();
}
export async function openPortal(_input: { userId: string }, _deps: BillingDeps): Promise<TRedirect> {
  throw todo();
}
export async function confirmCheckout(_input: { userId: string; sessionId: string }, _deps: BillingDeps): Promise<TConfirmCheckoutResult> {
  throw todo();
}
