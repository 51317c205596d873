import {
  CARD_TYPE_LABELS,
  DEFAULT_CONVERSION_FORMATS,
  DEFAULT_INPUT_LIMITS,
  DEFAULT_WORDS_PER_MONTH,
  type TInputLimits,
  type TNoteType,
  type TPlan,
  type TSubscription,
} from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import { effectivePlan } from "../../subscription/effective-plan.ts";

/** What a user may generate under their current subscription. */
export type TAllowance = {
  plan: TPlan | undefined;
  planName: string;
  inputLimits: TInputLimits;
  types: TNoteType[];
  wordsPerMonth: number;
};

export function generationAllowance(plans: readonly TPlan[], subscription: TSubscription): TAllowance {
  const plan = effectivePlan(plans, subscription);
  return {
    plan,
    planName: plan ? `the ${plan.name} plan` : "your account (no plan yet)",
    inputLimits: plan?.inputLimits ?? DEFAULT_INPUT_LIMITS,
    types: plan?.conversionFormats ?? DEFAULT_CONVERSION_FORMATS,
    wordsPerMonth: plan?.wordsPerMonth ?? DEFAULT_WORDS_PER_MONTH,
  };
}

const fmt = (n: number) => n.toLocaleString("en-GB");

/** The cheapest plan that passes `fits`, for "the Pro plan allows up to ...". */
function cheapestPlanWhere(plans: readonly TPlan[], fits: (plan: TPlan) => boolean): TPlan | undefined {
  return [...plans].sort((a, b) => a.price - b.price).find(fits);
}

export function assertTypesAllowed(allowance: TAllowance, plans: readonly TPlan[], types: readonly TNoteType[]): void {
  const refused = types.filter((type) => !allowance.types.includes(type));
  if (refused.length === 0) return;
  const names = refused.map((type) => CARD_TYPE_LABELS[type]).join(", ");
  const upgrade = cheapestPlanWhere(plans, (plan) => refused.every((type) => plan.conversionFormats.includes(type)));
  throw new AppError("CARD_TYPE_NOT_IN_PLAN", {
    message: `${names} cards are not included in ${allowance.planName}.${upgrade ? ` The ${upgrade.name} plan includes them.` : ""} You can pick: ${allowance.types
      .filter((type) => type !== "manual")
      .map((type) => CARD_TYPE_LABELS[type])
      .join(", ")}.`,
    details: { refused: refused.slice(), allowed: allowance.types.slice(), upgradePlan: upgrade?.id ?? null },
  });
}

export function assertTextWithinLimit(allowance: TAllowance, plans: readonly TPlan[], characters: number): void {
  const limit = allowance.inputLimits.text;
  if (characters <= limit) return;
  const upgrade = cheapestPlanWhere(plans, (plan) => plan.inputLimits.text >= characters);
  throw new AppError("INPUT_LIMIT_EXCEEDED", {
    message: `This text has ${fmt(characters)} characters; ${allowance.planName} allows up to ${fmt(limit)} per request.${
      upgrade ? ` The ${upgrade.name} plan allows up to ${fmt(upgrade.inputLimits.text)}.` : " Split it into smaller parts."
    }`,
    details: { limit, found: characters, unit: "characters", upgradePlan: upgrade?.id ?? null },
  });
}

export function assertPagesWithinLimit(allowance: TAllowance, plans: readonly TPlan[], pages: number): void {
  const limit = allowance.inputLimits.pages;
  if (pages <= limit) return;
  const upgrade = cheapestPlanWhere(plans, (plan) => plan.inputLimits.pages >= pages);
  const unit = (n: number) => (n === 1 ? "page" : "pages");
  throw new AppError("INPUT_LIMIT_EXCEEDED", {
    message: `This file has ${fmt(pages)} ${unit(pages)}; ${allowance.planName} allows up to ${fmt(limit)} ${unit(limit)} per upload.${
      upgrade ? ` The ${upgrade.name} plan allows up to ${fmt(upgrade.inputLimits.pages)}.` : " Split it into smaller files."
    }`,
    details: { limit, found: pages, unit: "pages", upgradePlan: upgrade?.id ?? null },
  });
}
