import {
  checkGenerationInput,
  effectivePlan,
  planAllowance,
  type TGenerationInput,
  type TPlan,
  type TPlanAllowance,
  type TSubscription,
} from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";

/** What a user may generate under their current subscription (the shared plan rules, applied to it). */
export function generationAllowance(plans: readonly TPlan[], subscription: TSubscription): TPlanAllowance {
  return planAllowance(effectivePlan(plans, subscription));
}

/** Throws the plan's refusal of this request as an API error; the browser shows the same words before sending. */
export function assertGenerationInput(plans: readonly TPlan[], allowance: TPlanAllowance, input: TGenerationInput): void {
  const refusal = checkGenerationInput(plans, allowance.plan, input);
  if (refusal) throw new AppError(refusal.code, { message: refusal.message, details: refusal.details });
}
