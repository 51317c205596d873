import type { TBillingConfig, TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { BillingService } from "../billing-service.ts";

/** What every billing action needs; `billing` is undefined when billing is off. */
export type BillingDeps = { db: Db; billing: BillingService | undefined; plans: readonly TPlan[]; config: TBillingConfig };
