import type { TErrorCode, TRestError } from "./errors.ts";
import { CARD_TYPE_LABELS } from "./generation.ts";
import type { TExportFormat, TNoteType } from "./notes.ts";
import {
  DEFAULT_CONVERSION_FORMATS,
  DEFAULT_INPUT_LIMITS,
  DEFAULT_WORDS_PER_MONTH,
  findPlanById,
  type TInputLimits,
  type TPlan,
} from "./plans.ts";
import { planEntitlement, type TSubscription } from "./subscription.ts";

/**
 * The plan rules, one copy for the browser and the server: which plan applies
 * to a subscription, what it allows (card types, exports, input size, words a
 * month), and why a generation request is refused. The create screen checks
 * as the learner types; the server checks again and answers with the same
 * words (docs/product.md, "Plans and limits").
 */

/**
 * The plan whose limits apply to this subscription now, or undefined (then the
 * defaults for "no subscription" apply). Statuses: `planEntitlement`. A plan
 * id the catalogue does not know applies nothing rather than guessing.
 */
export function effectivePlan(plans: readonly TPlan[], subscription: TSubscription, now: Date = new Date()): TPlan | undefined {
  const entitlement = planEntitlement(subscription, now);
  if (entitlement === "none") return undefined;
  if (entitlement === "free") return findPlanById(plans, "free");
  return subscription.status === "missing" ? undefined : findPlanById(plans, subscription.plan_id);
}

/** What a plan (or no plan) allows. */
export type TPlanAllowance = {
  plan: TPlan | undefined;
  /** "the Free plan", or "your account" for someone without a plan. */
  planName: string;
  inputLimits: TInputLimits;
  types: readonly TNoteType[];
  exports: readonly TExportFormat[];
  wordsPerMonth: number;
};

export function planAllowance(plan: TPlan | undefined): TPlanAllowance {
  return {
    plan,
    planName: plan ? `the ${plan.name} plan` : "your account",
    inputLimits: plan?.inputLimits ?? DEFAULT_INPUT_LIMITS,
    types: plan?.conversionFormats ?? DEFAULT_CONVERSION_FORMATS,
    exports: plan?.exports ?? [],
    wordsPerMonth: plan?.wordsPerMonth ?? DEFAULT_WORDS_PER_MONTH,
  };
}

export function canGenerateType(plan: TPlan | undefined, type: TNoteType): boolean {
  return planAllowance(plan).types.includes(type);
}

export function canExport(plan: TPlan | undefined, format: TExportFormat): boolean {
  return planAllowance(plan).exports.includes(format);
}

/** The cheapest plan that passes `fits`, for "the Pro plan allows up to ...". */
export function cheapestPlanWhere(plans: readonly TPlan[], fits: (plan: TPlan) => boolean): TPlan | undefined {
  return [...plans].sort((a, b) => a.price - b.price).find(fits);
}

/** A request the plan refuses: a stable code (the API's error code), the words for the learner, and the figures. */
export type TInputRefusal = {
  code: Extract<TErrorCode, "BAD_REQUEST" | "CARD_TYPE_NOT_IN_PLAN" | "INPUT_LIMIT_EXCEEDED" | "FILE_TOO_LARGE" | "QUOTA_EXCEEDED">;
  message: string;
  details: NonNullable<TRestError["details"]>;
};

/**
 * What is known of a request when it is checked. The browser knows a file's
 * size, then its pages once inspected; the server knows a text's characters
 * before it charges and a file's words only after extraction. Anything not
 * known yet is left out and not checked.
 */
export type TGenerationInput = {
  /** The card types asked for; absent when no cards are (study notes only), so no type is checked. */
  types?: readonly TNoteType[] | undefined;
  text?: { characters: number; words?: number };
  file?: { bytes?: number; pages?: number };
  /** Words left this month, and the month's allowance; the server's charge is the final word. */
  words?: { remaining: number; limit: number };
  maxUploadBytes?: number;
  /**
   * Whether a bigger plan can be bought here (billing on; default true). Without
   * billing no plan is named as the way out: the refusal says what the learner can do.
   */
  canUpgrade?: boolean;
};

const fmt = (n: number) => n.toLocaleString("en-GB");
const plural = (n: number, noun: string) => `${fmt(n)} ${n === 1 ? noun : `${noun}s`}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, "") : Math.round(mb)} MB`;
}

/**
 * Why the plan refuses this request, or null. Checked in this order: card
 * types, size (characters, bytes, pages), then words left, so the first
 * thing the learner can fix is named first.
 */
export function checkGenerationInput(plans: readonly TPlan[], plan: TPlan | undefined, input: TGenerationInput): TInputRefusal | null {
  const allowance = planAllowance(plan);
  // Without billing, no plan is offered as the way to more.
  const offered = input.canUpgrade === false ? [] : plans;
  return (
    (input.types ? checkTypes(offered, allowance, input.types) : null) ??
    (input.text ? checkCharacters(offered, allowance, input.text.characters) : null) ??
    (input.file?.bytes !== undefined && input.maxUploadBytes !== undefined ? checkBytes(input.file.bytes, input.maxUploadBytes) : null) ??
    (input.file?.pages !== undefined ? checkPages(offered, allowance, input.file.pages) : null) ??
    (input.words ? checkWords(input.text?.words, input.words, input.canUpgrade !== false) : null)
  );
}

function checkTypes(plans: readonly TPlan[], allowance: TPlanAllowance, types: readonly TNoteType[]): TInputRefusal | null {
  if (types.length === 0) return { code: "BAD_REQUEST", message: "Pick at least one card type.", details: {} };
  const refused = types.filter((type) => !allowance.types.includes(type));
  if (refused.length === 0) return null;
  const names = refused.map((type) => CARD_TYPE_LABELS[type]).join(", ");
  const upgrade = cheapestPlanWhere(plans, (plan) => refused.every((type) => plan.conversionFormats.includes(type)));
  const choices = allowance.types
    .filter((type) => type !== "manual")
    .map((type) => CARD_TYPE_LABELS[type])
    .join(", ");
  return {
    code: "CARD_TYPE_NOT_IN_PLAN",
    message: `${names} cards are not included in ${allowance.planName}.${upgrade ? ` The ${upgrade.name} plan includes them.` : ""} You can pick: ${choices}.`,
    details: { refused: refused.slice(), allowed: allowance.types.slice(), upgradePlan: upgrade?.id ?? null },
  };
}

function checkCharacters(plans: readonly TPlan[], allowance: TPlanAllowance, characters: number): TInputRefusal | null {
  const limit = allowance.inputLimits.text;
  if (characters <= limit) return null;
  const upgrade = cheapestPlanWhere(plans, (plan) => plan.inputLimits.text >= characters);
  return {
    code: "INPUT_LIMIT_EXCEEDED",
    message: `This text has ${plural(characters, "character")}; ${allowance.planName} allows up to ${fmt(limit)} at a time.${
      upgrade ? ` The ${upgrade.name} plan allows up to ${fmt(upgrade.inputLimits.text)}.` : " Split it into smaller parts."
    }`,
    details: { limit, found: characters, unit: "characters", upgradePlan: upgrade?.id ?? null },
  };
}

function checkBytes(bytes: number, maxUploadBytes: number): TInputRefusal | null {
  if (bytes <= maxUploadBytes) return null;
  return {
    code: "FILE_TOO_LARGE",
    message: `The file is ${formatBytes(bytes)}; uploads may be up to ${formatBytes(maxUploadBytes)}. Split it or compress its images.`,
    details: { limitBytes: maxUploadBytes, found: bytes },
  };
}

function checkPages(plans: readonly TPlan[], allowance: TPlanAllowance, pages: number): TInputRefusal | null {
  const limit = allowance.inputLimits.pages;
  if (pages <= limit) return null;
  const upgrade = cheapestPlanWhere(plans, (plan) => plan.inputLimits.pages >= pages);
  return {
    code: "INPUT_LIMIT_EXCEEDED",
    message: `This file has ${plural(pages, "page")}; ${allowance.planName} allows up to ${plural(limit, "page")} at a time.${
      upgrade ? ` The ${upgrade.name} plan allows up to ${fmt(upgrade.inputLimits.pages)}.` : " Split it into smaller files."
    }`,
    details: { limit, found: pages, unit: "pages", upgradePlan: upgrade?.id ?? null },
  };
}

function checkWords(
  words: number | undefined,
  { remaining, limit }: { remaining: number; limit: number },
  canUpgrade: boolean,
): TInputRefusal | null {
  if (remaining <= 0) return quotaRefusal({ words: words ?? 1, remaining: 0, limit, canUpgrade });
  if (words !== undefined && words > remaining) return quotaRefusal({ words, remaining, limit, canUpgrade });
  return null;
}

/** The month's words are used up, or this request needs more than are left. `canUpgrade`: as in TGenerationInput. */
export function quotaRefusal({
  words,
  remaining,
  limit,
  canUpgrade = true,
}: {
  words: number;
  remaining: number;
  limit: number;
  canUpgrade?: boolean;
}): TInputRefusal {
  return {
    code: "QUOTA_EXCEEDED",
    message:
      remaining <= 0
        ? `You have used all ${fmt(limit)} words of this month's allowance. ${canUpgrade ? "Upgrade your plan for more, or wait until next month." : "More words come at the start of next month."}`
        : `This needs ${plural(words, "word")} but ${fmt(remaining)} of your ${fmt(limit)} words are left this month. ${canUpgrade ? "Shorten the input or upgrade your plan." : "Shorten the input."}`,
    details: { words, remaining: Math.max(0, remaining), limit },
  };
}
