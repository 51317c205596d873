import type { TNoteContent, TNoteType, TOutline } from "@mnemo/api-contract";

/**
 * The shapes of card generation: a CardGenerator turns an ExtractedDocument
 * (reading/document.ts) into CardDrafts, each pointing at the span of a
 * section it came from.
 */

export type { TExtractedDocument, TInputKind, TSection } from "../reading/document.ts";
import type { TLocatedQuote } from "../analysis/locate-quote.ts";
import type { TExtractedDocument } from "../reading/document.ts";

/** Where a card came from: a section and a character span of its text (text.slice(start, end) is the quote). */
export type TCardSource = TLocatedQuote;

/** Card types a generator produces (manual cards are written by people). */
export type TGeneratedCardType = Exclude<TNoteType, "manual">;

export type TCardDraft = {
  content: Exclude<TNoteContent, { type: "manual" }>;
  source: TCardSource;
  /** A card made from the source's outline: where it came from in it, how strong it is judged, whether it is ticked. */
  outline?: TCardOutlineMeta;
  /**
   * The review section it belongs to when its maker knows better than the outline (a text learned by heart: its
   * title, or "Your text"); the outline's section (or the quote's place) otherwise.
   */
  section?: { title: string; index: number };
};

export type TCardOutlineMeta = {
  /** The outline section (its title and place in the outline). */
  section: { title: string; index: number };
  /** The points it tests: one, or a concept card's items. */
  pointIds: string[];
  /** 0..1. */
  strength: number;
  /** Ticked for adding by default: judged strong enough (TICK_STRENGTH). */
  ticked: boolean;
};

export type TGenerationProgress = {
  /** e.g. "generating" with chunk n of m. */
  done: number;
  total: number;
};

export type TGenerateOptions = {
  /** Card types the user asked for (already checked against the plan). */
  types: TGeneratedCardType[];
  /**
   * "Make cards anyway": the learner asked again after the input gave no cards. The generator keeps cards it
   * would otherwise judge too weak (a lower score, no low-yield cap; a model is told to make what it can);
   * the quality gates that catch broken cards still apply.
   */
  relaxed?: boolean;
  /** The source's outline when the job has it: the offline generator makes its cards from its key points. */
  outline?: TOutline;
  signal?: AbortSignal;
  onProgress?: (progress: TGenerationProgress) => void;
};

export type TGenerationResult = {
  cards: TCardDraft[];
  /** Token counts when a model was used. */
  tokens?: { input: number; output: number };
  /** Parts of the document the model failed on after retries (their cards are missing); 0 or absent when all went well. */
  failedChunks?: number;
  /** Why the document gave few cards, for the learner ("This looks like an assignment: few facts to turn into cards."). */
  notice?: string;
  /** A model's account of what it proposed and what of it was lost before the quality gates; absent for the offline generator. */
  model?: TModelAccount;
};

/**
 * Why a model made no cards from a chunk although it was asked: it declined,
 * answered nothing, answered in a shape that is not cards (twice), its server
 * answered a 200 with no choices (twice), the request timed out (twice), or the
 * server kept failing past the retries.
 */
export type TModelFailure = "refused" | "empty" | "wrong_shape" | "no_choices" | "timeout" | "failed";

/** Cards a model proposed that never became drafts: quote not in the text, a type not asked for, fields missing. */
export type TLostCards = { unlocated: number; wrong_type: number; invalid: number };

/** What a model proposed, what of it was lost and why, and the words the learner got nothing for because of it (not charged). */
export type TModelAccount = {
  /** LLM_MODEL, as the learner is told it. */
  name: string;
  /** Cards in the model's answers. */
  proposed: number;
  lost: TLostCards;
  /** Chunks the model made no cards from, by why. */
  failures: Partial<Record<TModelFailure, number>>;
  /** Words of the chunks that failed, plus each chunk's share for its lost cards (words x lost / proposed). */
  lostWords: number;
};

/** One interface for the offline generator and any OpenAI-compatible model. */
export interface CardGenerator {
  readonly name: string;
  generate(document: TExtractedDocument, options: TGenerateOptions): Promise<TGenerationResult>;
}
