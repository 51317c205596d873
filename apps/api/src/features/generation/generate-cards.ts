import type { TNoteContent } from "@mnemo/api-contract";
import { type TQualityResult, applyQualityGates as defaultGates } from "./quality/apply-quality-gates.ts";
import type { CardGenerator, TExtractedDocument, TGenerateOptions, TGenerationResult } from "./types.ts";

export type TGeneratedCards = TQualityResult &
  Pick<TGenerationResult, "tokens" | "failedChunks" | "notice"> & {
    /** Cards the generator proposed, before the quality gates. */
    proposed: number;
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
  return {
    ...gated,
    proposed: result.cards.length,
    ...(result.tokens ? { tokens: result.tokens } : {}),
    ...(result.failedChunks ? { failedChunks: result.failedChunks } : {}),
    ...(result.notice ? { notice: result.notice } : {}),
  };
}
