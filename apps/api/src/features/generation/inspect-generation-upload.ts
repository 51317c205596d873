import type { TInspectResult, TPlan } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getSubscription } from "../plan/get-subscription.ts";
import type { GenerationService } from "./generation-service.ts";
import { generationAllowance } from "./jobs/generation-allowance.ts";

/** Sizes an uploaded file against the user's plan without generating: its kind by its bytes, its pages and the plan's page limit. */
export async function inspectGenerationUpload(
  {
    userId,
    plans,
    bytes,
    fileName,
    inspect,
  }: { userId: string; plans: readonly TPlan[]; bytes: Uint8Array; fileName: string | undefined; inspect: GenerationService["inspect"] },
  db: DbOrTx,
): Promise<TInspectResult> {
  const detected = await inspect({ bytes, fileName, userId });
  const allowance = generationAllowance(plans, await getSubscription({ userId }, db));
  return {
    kind: detected.kind,
    mime: detected.mime,
    pages: detected.pageCount,
    page_limit: allowance.inputLimits.pages,
    within_limits: detected.pageCount <= allowance.inputLimits.pages,
  };
}
