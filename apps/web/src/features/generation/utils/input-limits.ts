import {
  buildPlans,
  checkGenerationInput,
  cheapestPlanWhere,
  countWords,
  DEFAULT_GENERATION_OUTPUTS,
  findPlanById,
  NOTE_TYPES,
  NOTHING_TO_MAKE_MESSAGE,
  type TGenerationOutput,
  type TGenerationOptions,
  type TInspectResult,
  type TNoteType,
} from "@mnemo/api-contract";

/**
 * The create screen's live checks: what the screen is still waiting for (the
 * plan, the text, the file's inspection), then the plan rules the server
 * applies again (`checkGenerationInput` from @mnemo/api-contract), so the
 * learner reads the same reason here as the server would give.
 */
const fmt = (n: number) => n.toLocaleString("en-GB");

export { formatBytes } from "@mnemo/api-contract";

/** Characters as the server counts them: the text trimmed. */
export function textCharacters(text: string): number {
  return text.trim().length;
}

export type TTextMeasure = { characters: number; words: number; limit: number; isOver: boolean };

export function measureText(text: string, limit: number): TTextMeasure {
  const characters = textCharacters(text);
  return { characters, words: countWords(text), limit, isOver: characters > limit };
}

/** "1,234 / 2,000 characters" */
export function characterCounter({ characters, limit }: TTextMeasure): string {
  return `${fmt(characters)} / ${fmt(limit)} characters`;
}

export type TInspection =
  { status: "idle" } | { status: "pending" } | { status: "error"; message: string } | { status: "done"; result: TInspectResult };

export type TGenerateInput = {
  options: TGenerationOptions | undefined;
  source: "text" | "file";
  text: string;
  file: { size: number } | null;
  inspection: TInspection;
  types: readonly string[];
  /** What to make (default cards only); study notes alone check no card type. */
  make?: readonly TGenerationOutput[];
  /** A bigger plan can be bought on this server (billing on; default true): only then is one named. */
  canUpgrade?: boolean;
};

/** "the Free plan", or "your account" for someone without a plan (the server's default limits apply). */
export function planPhrase(options: Pick<TGenerationOptions, "plan_id" | "plan_name">): string {
  return options.plan_id ? `the ${options.plan_name} plan` : "your account";
}

/** The catalogue's prices aside (they stay on the server), every plan is the same in the browser. */
const PLANS = buildPlans();
const isNoteType = (type: string): type is TNoteType => (NOTE_TYPES as readonly string[]).includes(type);

/** Why Generate cannot run now, or null when it can. */
export function generateBlockReason({
  options,
  source,
  text,
  file,
  inspection,
  types,
  make = DEFAULT_GENERATION_OUTPUTS,
  canUpgrade = true,
}: TGenerateInput): string | null {
  if (!options) return "Loading your plan…";
  if (make.length === 0) return NOTHING_TO_MAKE_MESSAGE;
  if (source === "text" && textCharacters(text) === 0) return "Paste some text to make cards from.";
  if (source === "file" && !file) return "Choose a file to make cards from.";
  const plan = options.plan_id ? findPlanById(PLANS, options.plan_id) : undefined;
  const words = { remaining: options.words_remaining, limit: options.words_limit };
  const chosen = make.includes("cards") ? types.filter(isNoteType) : undefined;
  if (source === "text") {
    const refusal = checkGenerationInput(PLANS, plan, {
      types: chosen,
      text: { characters: textCharacters(text), words: countWords(text) },
      words,
      canUpgrade,
    });
    return refusal?.message ?? null;
  }
  const bytes = file?.size ?? 0;
  const sizeRefusal = checkGenerationInput(PLANS, plan, {
    types: chosen,
    file: { bytes },
    maxUploadBytes: options.max_upload_bytes,
    canUpgrade,
  });
  if (sizeRefusal) return sizeRefusal.message;
  if (inspection.status === "pending" || inspection.status === "idle") return "Checking the file…";
  if (inspection.status === "error") return inspection.message;
  const refusal = checkGenerationInput(PLANS, plan, { types: chosen, file: { bytes, pages: inspection.result.pages }, words, canUpgrade });
  return refusal?.message ?? null;
}

/** The cheapest plan that takes `characters` at a time, for "The Premium plan takes up to 5,000" (null: none does). */
export function planTakingCharacters(characters: number): { name: string; limit: number } | null {
  const plan = cheapestPlanWhere(PLANS, (candidate) => candidate.inputLimits.text >= characters);
  return plan ? { name: plan.name, limit: plan.inputLimits.text } : null;
}
