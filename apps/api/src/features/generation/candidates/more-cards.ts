import type { TOutline } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import type { CardGenerator, TCardDraft, TExtractedDocument, TGeneratedCardType } from "../types.ts";

/** How long "show me more from this section" may take to make its cards (the learner waits on the button). */
export const MORE_CARDS_SECONDS = 120;

export type TMoreCardsRequest = {
  /** Whose source: a user's tasks in the file threads are limited together. */
  userId: string;
  /** The generator the job used: the offline one, or the configured model. */
  generator: "offline" | "llm";
  document: TExtractedDocument;
  outline: TOutline;
  types: TGeneratedCardType[];
  sectionIndex: number;
  signal?: AbortSignal | undefined;
};

/** Makes the cards a section could give, before the quality gates and before what was offered is left out. */
export type MoreCards = (request: TMoreCardsRequest) => Promise<TCardDraft[]>;

const tooLong = (limit: "time" | "memory") =>
  new AppError("GENERATION_FAILED", {
    message:
      limit === "time"
        ? `Making more cards from this section took longer than ${MORE_CARDS_SECONDS} seconds. Try again later.`
        : "Making more cards from this section needed more memory than one generation may use.",
    details: { limit },
  });

/**
 * The server's MoreCards: offline, every card the section's key points can carry (in a file thread when there are
 * threads); with a model, the model is asked for cards from the section's text as a job asks it for a chunk's. Nothing
 * is charged: the source's words were charged once, when it was brought (docs/card-quality.md).
 */
export function createMoreCards({ threads, llm }: { threads?: ThreadPool | undefined; llm?: CardGenerator | undefined }): MoreCards {
  return async ({ userId, generator, document, outline, types, sectionIndex, signal }) => {
    if (generator === "llm") {
      if (!llm) throw new AppError("GENERATION_FAILED", { message: "The language model this generation used is no longer configured." });
      const { cards } = await llm.generate(sectionDocument(document, outline, sectionIndex), { types, ...(signal ? { signal } : {}) });
      return cards;
    }
    const input = { document, outline, types, sectionIndex };
    if (!threads) return (await import("./more-outline-cards.ts")).moreOutlineCards(input);
    return threads.run("generate.more", input, {
      timeoutMs: MORE_CARDS_SECONDS * 1000,
      key: userId,
      limitError: tooLong,
      ...(signal ? { signal } : {}),
    });
  };
}

/**
 * The part of the document an outline section covers: its own sections (pages, slides, headings), keeping their
 * indexes so the model's quotes locate in the source as a job's do.
 */
export function sectionDocument(document: TExtractedDocument, outline: TOutline, sectionIndex: number): TExtractedDocument {
  const covered = new Set(outline.sections[sectionIndex]?.sectionIndexes ?? []);
  const sections = document.sections.filter((section) => covered.has(section.index));
  return {
    ...document,
    sections,
    words: sections.reduce((sum, section) => sum + section.text.split(/\s+/).filter(Boolean).length, 0),
    characters: sections.reduce((sum, section) => sum + section.text.length, 0),
  };
}
