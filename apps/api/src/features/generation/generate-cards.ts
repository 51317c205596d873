import { POEM_NOTICE, ZClozeContentSchema, type TNoteContent } from "@mnemo/api-contract";
import { looksLikePoem } from "../analysis/profile-poem.ts";
import { buildMemoriseCards } from "./memorise/build-memorise-cards.ts";
import { type TQualityResult, applyQualityGates as defaultGates } from "./quality/apply-quality-gates.ts";
import { contentKey } from "./quality/content-key.ts";
import { measureCoverage } from "./quality/measure-coverage.ts";
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
  /** "Learn by heart": the text's lines become overlapping cloze cards in order; no generator runs (memorise/). */
  memorise?: boolean;
  /** The source's outline, when there is one: the offline generator makes its cards from it. */
  outline?: TGenerateOptions["outline"];
  /** The deck's cards: a new card repeating one of them is dropped. */
  existing?: TNoteContent[];
  signal?: AbortSignal;
  onProgress?: TGenerateOptions["onProgress"];
  applyQualityGates?: typeof defaultGates;
}): Promise<TGeneratedCards> {
  const { generator, document, types, signal, onProgress, relaxed, outline } = options;
  if (options.memorise) return memoriseCards(document, options.existing ?? [], onProgress);
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
  const notice = poemNotice(document, result.notice);
  return {
    ...gated,
    proposed: result.cards.length,
    drops,
    ...(result.model ? { model: result.model } : {}),
    ...(result.tokens ? { tokens: result.tokens } : {}),
    ...(result.failedChunks ? { failedChunks: result.failedChunks } : {}),
    ...(notice ? { notice } : {}),
  };
}

/**
 * A poem asked for facts: whatever the generator said about it (few facts, a story), the learner is told it
 * looks like a poem and that "Learn by heart" makes its cards.
 */
function poemNotice(document: TExtractedDocument, notice: string | undefined): string | undefined {
  if (notice === POEM_NOTICE) return notice;
  return looksLikePoem(document.sections.map((section) => section.text)) ? POEM_NOTICE : notice;
}

/**
 * "Learn by heart": the lines' cloze cards, in order, whichever generator the job has. The quality gates for
 * facts (one fact per card, answer in the question, near-duplicates) do not apply to a poem's lines, which
 * repeat and rhyme: a card is kept if it is a well-formed cloze and not already in the deck word for word.
 */
function memoriseCards(
  document: TExtractedDocument,
  existing: TNoteContent[],
  onProgress: TGenerateOptions["onProgress"],
): TGeneratedCards {
  const built = buildMemoriseCards(document);
  onProgress?.({ done: 1, total: 1 });
  const inDeck = new Set(existing.map(contentKey));
  const cards: TGeneratedCards["cards"] = [];
  const dropped: TGeneratedCards["dropped"] = [];
  for (const card of built.cards) {
    if (!ZClozeContentSchema.safeParse(card.content).success) dropped.push({ reason: "invalid", card });
    else if (inDeck.has(contentKey(card.content))) dropped.push({ reason: "duplicate_of_existing", card });
    else cards.push(card);
  }
  const drops: Record<string, number> = {};
  for (const { reason } of dropped) drops[reason] = (drops[reason] ?? 0) + 1;
  return {
    cards,
    dropped,
    coverage: measureCoverage(document, cards),
    proposed: built.cards.length,
    drops,
    ...(built.notice ? { notice: built.notice } : {}),
  };
}
