import { NOTE_TYPES, type TGenerationOptions, type TPlan } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getSubscription } from "../plan/get-subscription.ts";
import { getUsage } from "../plan/get-usage.ts";
import { generationAllowance } from "./jobs/generation-allowance.ts";

/** The plan's limits and card types and the words left, for the create screen's live checks. */
export async function getGenerationOptions(
  {
    userId,
    plans,
    generator,
    maxUploadBytes,
  }: { userId: string; plans: readonly TPlan[]; generator: "offline" | "llm"; maxUploadBytes: number },
  db: DbOrTx,
): Promise<TGenerationOptions> {
  const subscription = await getSubscription({ userId }, db);
  const allowance = generationAllowance(plans, subscription);
  const usage = await getUsage({ userId, plans, subscription }, db);
  return {
    plan_id: allowance.plan?.id ?? null,
    plan_name: allowance.plan?.name ?? "No plan",
    input_limits: allowance.inputLimits,
    allowed_types: [...allowance.types],
    all_types: [...NOTE_TYPES],
    max_upload_bytes: maxUploadBytes,
    words_remaining: usage.remaining,
    words_limit: usage.limit,
    generator,
  };
}
