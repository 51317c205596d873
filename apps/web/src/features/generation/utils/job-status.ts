import { dropReasonLabel, type TGenerationJob, type TGenerationStage } from "@mnemo/api-contract";
import { formatCount } from "@/lib/format-count.ts";

export function isJobFinished(job: Pick<TGenerationJob, "status"> | undefined | null): boolean {
  return job?.status === "succeeded" || job?.status === "failed";
}

const STAGE_LABELS: Record<TGenerationStage, string> = {
  queued: "Waiting to start",
  extracting: "Reading your input",
  ocr: "Reading text from images",
  analysing: "Finding what it teaches",
  generating: "Writing cards",
  notes: "Writing study notes",
  saving: "Saving cards",
  done: "Done",
  failed: "Stopped",
};

export function stageLabel(stage: TGenerationStage): string {
  return STAGE_LABELS[stage];
}

/** Cards a job made: those waiting for review and those already added to the deck. */
export function cardsMade(job: Pick<TGenerationJob, "cards_created" | "candidates_waiting">): number {
  return job.cards_created + job.candidates_waiting;
}

/** A finished job's headline, by what it made: "12 cards made", "Study notes made", "12 cards and study notes made". */
export function madeTitle(job: Pick<TGenerationJob, "cards_created" | "candidates_waiting" | "make">): string {
  if (!job.make.includes("notes")) return `${formatCount(cardsMade(job), "card")} made`;
  return job.make.includes("cards") ? `${formatCount(cardsMade(job), "card")} and study notes made` : "Study notes made";
}

/**
 * "Kept 33 of 35 the model proposed (2 left out. Quote not in your document: 1; duplicate: 1)", or null when the
 * built-in generator made the cards (it proposes only what it keeps). What was kept is what the model proposed less
 * every card left out, whether the cards are waiting for review or already in the deck.
 */
export function keptText(job: Pick<TGenerationJob, "cards_proposed" | "drops">): string | null {
  if (job.cards_proposed === null) return null;
  const drops = Object.entries(job.drops ?? {})
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  const left = drops.reduce((sum, [, count]) => sum + count, 0);
  const kept = `Kept ${(job.cards_proposed - left).toLocaleString("en-GB")} of ${job.cards_proposed.toLocaleString("en-GB")} the model proposed`;
  if (left === 0) return kept;
  const reasons = drops.map(([reason, count]) => `${dropReasonLabel(reason)}: ${count}`).join("; ");
  return `${kept} (${left} left out. ${reasons.charAt(0).toUpperCase()}${reasons.slice(1)})`;
}

/** What the job's "pages" are, by input: slides of a deck, sections of text or a Word file, images. */
function unitOf(kind: TGenerationJob["input"]["kind"], count: number): string {
  const unit = kind === "pdf" ? "page" : kind === "pptx" ? "slide" : kind === "image" ? "image" : "section";
  return count === 1 ? unit : `${unit}s`;
}

/** "Cards from 9 of 10 pages", or null when the job has no coverage to tell. */
export function coverageText(job: Pick<TGenerationJob, "coverage" | "input">): string | null {
  if (!job.coverage || job.coverage.pages_with_text === 0) return null;
  const { pages_used: used, pages_with_text: withText } = job.coverage;
  return `Cards from ${used} of ${withText} ${unitOf(job.input.kind, withText)}`;
}

/**
 * A job that ended without cards because of its input (NO_CARDS, or NO_NEW_CARDS: all already in the deck), not a
 * fault: the page says so calmly, with no error toast beside it.
 */
export function isNoCardsJob(job: Pick<TGenerationJob, "status" | "error"> | null | undefined): boolean {
  return job?.status === "failed" && isNoCardsCode(job.error?.code);
}

export function isNoCardsCode(code: string | null | undefined): boolean {
  return code === "NO_CARDS" || code === "NO_NEW_CARDS";
}

/** "Make cards anyway" is offered where the learner may disagree that nothing was worth a card, once. */
export function canMakeCardsAnyway(job: Pick<TGenerationJob, "status" | "error" | "relaxed">): boolean {
  return job.status === "failed" && job.error?.code === "NO_CARDS" && !job.relaxed;
}

/** What a finished job tells the learner about its input ("This looks like an assignment: …"), or null when nothing. */
export function jobNotice(job: Pick<TGenerationJob, "status" | "notice">): string | null {
  if (job.status !== "succeeded") return null;
  const notice = job.notice?.trim();
  return notice ? notice : null;
}
