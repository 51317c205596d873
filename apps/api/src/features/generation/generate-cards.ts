import type { TNoteContent } from "@mnemo/api-contract";
import { type TQualityResult, applyQualityGates as defaultGates } from "./quality/apply-quality-gates.ts";
import type { CardGenerator, TExtractedDocument, TGenerateOptions, TGenerationResult } from "./types.ts";

export type TGeneratedCards = TQualityResult &
  Pick<TGenerationResult, "tokens" | "failedChunks" | "notice" | "model"> & {
    /** Cards the generator proposed, before the quality gates. */
    proposed: number;
    /**
     * Cards left out, counted by why: a model's cards lost before the gates (unlocated: its quote is not in the
     * text; wrong_type; invalid) and every gate's drops (duplicate, answer_in_question, ...).
     */
    drops: Record<string, number>;
  };

/**
 * The one path from an extracted document to the cards a deck gets: the
 * generator (offline or a model), then the quality gates every card passes
 * whoever made it. The generation job and the evaluation harness
 * (`pnpm eval:cards`) both run it, so what is measured is what learners get.
 */
export async function generateCards(options: {
  generator: CardGenerator;
  document: TExtractedDocument;
  types: TGenerateOptions["types"];
  relaxed?: boolean;
  /** The source's outline, when there is one: the offline generator makes its cards from it. */
  outline?: TGenerateOptions["outline"];
  /** The deck's cards: a new card repeating one of them is dropped. */
  existing?: TNoteContent[];
  signal?: AbortSignal;
  onProgress?: TGenerateOptions["onProgress"];
  applyQualityGates?: typeof defaultGates;
}): Promise<TGeneratedCards> {
  const { generator, document, types, signal, onProgress, relaxed, outline } = options;
  const result = await generator.generate(document, {
    types,
    ...(relaxed ? { relaxed } : {}),
    ...(outline ? { outline } : {}),
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
  const gated = (options.applyQualityGates ?? defaultGates)({ cards: result.cards, existing: options.existing ?? [], document });
  const drops: Record<string, number> = {};
  for (const [reason, count] of Object.entries(result.model?.lost ?? {})) if (count > 0) drops[reason] = count;
  for (const { reason } of gated.dropped) drops[reason] = (drops[reason] ?? 0) + 1;
  return {
    ...gated,
    proposed: result.cards.length,
    drops,
    ...(result.model ? { model: result.model } : {}),
    ...(result.tokens ? { tokens: result.tokens } : {}),
    ...(result.failedChunks ? { failedChunks: result.failedChunks } : {}),
    ...(result.notice ? { notice: result.notice } : {}),
  };
}
