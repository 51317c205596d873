import type { TPdfCard, TPdfDeck } from "./pdf-cards.ts";
import { ACCENT, GREY, INK, type TPdfContext } from "../../../../lib/pdf/pdf-document.ts";
import {
  createPageFlow,
  drawDeckHeading,
  drawFlowing,
  drawSectionHeading,
  layoutBlock,
  linesHeight,
  type TPageFlow,
} from "../../../../lib/pdf/page-flow.ts";
import { drawLines } from "../../../../lib/pdf/text-layout.ts";

const TEXT_SIZE = 10.5;
const SOURCE_SIZE = 7.5;
const NUMBER_GUTTER = 26;
const ITEM_GAP = 9;
const SECTION_HEADING_HEIGHT = 32;

/**
 * The study sheet: per deck, its title, the numbered questions, then (from a
 * new page, so they can be folded away or printed apart) the answers under
 * the same numbers, each with its source in small grey text. An item up to a
 * third of a page long is never split; a longer one is, between lines, rather
 * than leave half a page empty.
 */
export async function drawSheet(ctx: TPdfContext, decks: readonly TPdfDeck[]): Promise<void> {
  const flow = createPageFlow(ctx);
  for (const deck of decks) {
    flow.newPage(deck.title);
    drawDeckHeading(ctx, flow, deck.title, deck.cardCount);
    if (deck.cardCount === 0) continue;
    await drawSection(ctx, flow, "Questions", deck.cards(), (card) => ({ text: card.front, source: null }));
    flow.newPage(deck.title);
    await drawSection(ctx, flow, "Answers", deck.cards(), (card) => ({ text: card.back, source: card.source }));
  }
  if (decks.length === 0) {
    flow.newPage("Mnemo");
    drawDeckHeading(ctx, flow, "No cards to print", 0);
  }
}

async function drawSection(
  ctx: TPdfContext,
  flow: TPageFlow,
  name: string,
  cards: AsyncIterable<TPdfCard>,
  side: (card: TPdfCard) => { text: TPdfCard["front"]; source: string | null },
): Promise<void> {
  const textWidth = flow.width - NUMBER_GUTTER;
  let isFirst = true;
  for await (const card of cards) {
    const { text, source } = side(card);
    const lines = layoutBlock(ctx, text, textWidth, TEXT_SIZE);
    const sourceLines = source ? layoutBlock(ctx, [{ text: source }], textWidth, SOURCE_SIZE) : [];
    const height = linesHeight(lines, TEXT_SIZE) + (source ? 2 + linesHeight(sourceLines, SOURCE_SIZE) : 0);
    // The heading stays with the first item (or its first lines, when the item is taller than a page).
    const firstPart = Math.min(height, linesHeight(lines.slice(0, 3), TEXT_SIZE));
    if (isFirst) {
      flow.ensure(SECTION_HEADING_HEIGHT + firstPart);
      drawSectionHeading(ctx, flow, name);
      isFirst = false;
    }
    // Short items move to the next page whole; a long one starts where it is (3 lines at least) and goes on overleaf.
    flow.ensure(height <= (flow.bottom - flow.top) / 3 ? height : firstPart);
    drawLines(ctx.doc, layoutBlock(ctx, [{ text: `${card.number}.`, style: "bold" }], NUMBER_GUTTER, TEXT_SIZE), {
      x: flow.left,
      y: flow.y,
      width: NUMBER_GUTTER,
      size: TEXT_SIZE,
      color: ACCENT,
    });
    drawFlowing(ctx, flow, lines, { x: flow.left + NUMBER_GUTTER, width: textWidth, size: TEXT_SIZE, color: INK });
    if (source) {
      flow.y += 2;
      drawFlowing(ctx, flow, sourceLines, { x: flow.left + NUMBER_GUTTER, width: textWidth, size: SOURCE_SIZE, color: GREY });
    }
    flow.y += ITEM_GAP;
    await ctx.step();
  }
}
