import { countWords, type TGenerationOptions, type TInspectResult } from "@mnemo/api-contract";

/**
 * The create screen's live checks against the plan, the same ones the server
 * makes (apps/api/src/features/generation/jobs/generation-allowance.ts): the
 * text's characters once trimmed, a file's bytes and pages, this month's words,
 * at least one card type. Each blocking reason is written for the person.
 */
const fmt = (n: number) => n.toLocaleString("en-GB");
const plural = (n: number, noun: string) => `${fmt(n)} ${n === 1 ? noun : `${noun}s`}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, "") : Math.round(mb)} MB`;
}

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
};

/** "the Free plan", or "your account" for someone without a plan (the server's default limits apply). */
export function planPhrase(options: Pick<TGenerationOptions, "plan_id" | "plan_name">): string {
  return options.plan_id ? `the ${options.plan_name} plan` : "your account";
}

/** Why Generate cannot run now, or null when it can. */
export function generateBlockReason({ options, source, text, file, inspection, types }: TGenerateInput): string | null {
  if (!options) return "Loading your plan…";
  const planName = planPhrase(options);
  if (source === "text") {
    const measure = measureText(text, options.input_limits.text);
    if (measure.characters === 0) return "Paste some text to make cards from.";
    if (measure.isOver) {
      return `Your text has ${plural(measure.characters, "character")}; ${planName} takes up to ${fmt(measure.limit)} at a time. Shorten it, or upgrade for more.`;
    }
  } else {
    if (!file) return "Choose a file to make cards from.";
    if (file.size > options.max_upload_bytes) {
      return `The file is ${formatBytes(file.size)}; uploads may be up to ${formatBytes(options.max_upload_bytes)}.`;
    }
    if (inspection.status === "pending" || inspection.status === "idle") return "Checking the file…";
    if (inspection.status === "error") return inspection.message;
    const { pages, page_limit: pageLimit } = inspection.result;
    if (!inspection.result.within_limits || pages > pageLimit) {
      return `The file has ${plural(pages, "page")}; ${planName} takes up to ${plural(pageLimit, "page")} at a time. Split it, or upgrade for more.`;
    }
  }
  if (options.words_remaining <= 0) return "You have used all of this month's words. They renew next month, or upgrade for more.";
  if (source === "text") {
    const words = countWords(text);
    if (words > options.words_remaining) {
      return `Your text has ${plural(words, "word")}; you have ${plural(options.words_remaining, "word")} left this month.`;
    }
  }
  if (types.length === 0) return "Pick at least one card type.";
  return null;
}
