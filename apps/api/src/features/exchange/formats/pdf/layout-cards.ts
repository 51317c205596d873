import type { TPdfCard, TPdfDeck } from "./pdf-cards.ts";
import { GREY, INK, type TPdfContext } from "../../../../lib/pdf/pdf-document.ts";
import { layoutBlock } from "../../../../lib/pdf/page-flow.ts";
import { breakLines, clipLines, drawLines, LINE_HEIGHT, prepareText, type TLine, type TRichText } from "../../../../lib/pdf/text-layout.ts";

/** Cards per sheet: 2 across, 4 down (about 9 × 6.8 cm on A4, 3.75 × 2.5 in on Letter). */
export const CARD_COLUMNS = 2;
export const CARD_ROWS = 4;
const MARGIN = 36;
const PAD = 14;
const LABEL_SIZE = 6.5;
const LABEL_AREA = 10;
const MAX_SIZE = 14;
const MIN_SIZE = 6.5;
const SIZE_STEP = 0.5;
const CUT_LINE = "#b8bec7";
const CUT_MARK_OVERHANG = 12;

/** Where a card's slot is on its sheet; `x` of the front. */
export function cardSlot(paper: { width: number; height: number }, index: number) {
  const width = (paper.width - 2 * MARGIN) / CARD_COLUMNS;
  const height = (paper.height - 2 * MARGIN) / CARD_ROWS;
  const slot = index % (CARD_COLUMNS * CARD_ROWS);
  const column = slot % CARD_COLUMNS;
  const row = Math.floor(slot / CARD_COLUMNS);
  const x = MARGIN + column * width;
  return {
    x,
    /**
     * The back's x: the front's mirrored about the page's vertical middle.
     * Printed double-sided and flipped on the long edge, the back page's left
     * edge lies behind the front page's right edge, so this puts each back
     * exactly behind its front (the first column's backs in the last column).
     */
    backX: paper.width - x - width,
    y: MARGIN + row * height,
    width,
    height,
  };
}

/**
 * Cut-out cards for double-sided printing: each sheet is two pages, the
 * fronts (odd pages) and then the backs (even pages) in mirrored columns,
 * rows unchanged. Text is centred on its card at the largest size that fits
 * (14 pt down to 6.5 pt); what does not fit even then is cut with "…". Each
 * card carries its deck and number in small grey text on both sides, so a
 * stray card finds its pair. Light dashed lines mark where to cut.
 */
export async function drawCards(ctx: TPdfContext, decks: readonly TPdfDeck[]): Promise<void> {
  const perSheet = CARD_COLUMNS * CARD_ROWS;
  const total = decks.reduce((count, deck) => count + deck.cardCount, 0);
  const sheets = Math.max(1, Math.ceil(total / perSheet));
  let sheet = 0;
  // A sheet's cards at a time: the pages are written as they are drawn, so only these eight are held.
  const drawSheet = async (onSheet: readonly TLabelledCard[]) => {
    for (const side of ["front", "back"] as const) {
      addSheetPage(ctx, side, sheet, Math.max(sheets, sheet + 1), total === 0);
      onSheet.forEach((card, index) => {
        const slot = cardSlot(ctx.paper, index);
        drawCard(
          ctx,
          { x: side === "front" ? slot.x : slot.backX, y: slot.y, width: slot.width, height: slot.height },
          card[side],
          card.label,
        );
      });
    }
    sheet += 1;
    for (let index = 0; index < onSheet.length; index++) await ctx.step();
  };
  let onSheet: TLabelledCard[] = [];
  for (const deck of decks) {
    for await (const card of deck.cards()) {
      onSheet.push({ ...card, label: `${deck.title} · ${card.number}` });
      if (onSheet.length === perSheet) {
        await drawSheet(onSheet);
        onSheet = [];
      }
    }
  }
  if (onSheet.length > 0 || sheet === 0) await drawSheet(onSheet);
}

type TLabelledCard = TPdfCard & { label: string };

function addSheetPage(ctx: TPdfContext, side: "front" | "back", sheet: number, sheets: number, isEmpty: boolean): void {
  const { doc, paper } = ctx;
  doc.addPage({ size: [paper.width, paper.height], margin: 0 });
  const what = side === "front" ? "fronts: print double-sided, flipping on the long edge, then cut along the dashed lines" : "backs";
  const hint = isEmpty ? "No cards to print." : `Sheet ${sheet + 1} of ${sheets}, ${what}`;
  drawLines(doc, layoutBlock(ctx, [{ text: hint }], paper.width, 7), {
    x: 0,
    y: 9,
    width: paper.width,
    size: 7,
    color: GREY,
    align: "center",
  });
  drawCutLines(ctx);
}

/** Dashed lines along every edge of the grid, running a little into the margins as guides for a guillotine. */
function drawCutLines({ doc, paper }: TPdfContext): void {
  const first = cardSlot(paper, 0);
  const left = MARGIN;
  const top = MARGIN;
  const right = left + CARD_COLUMNS * first.width;
  const bottom = top + CARD_ROWS * first.height;
  doc.save().lineWidth(0.4).strokeColor(CUT_LINE).dash(3, { space: 3 });
  for (let column = 0; column <= CARD_COLUMNS; column++) {
    const x = left + column * first.width;
    doc
      .moveTo(x, top - CUT_MARK_OVERHANG)
      .lineTo(x, bottom + CUT_MARK_OVERHANG)
      .stroke();
  }
  for (let row = 0; row <= CARD_ROWS; row++) {
    const y = top + row * first.height;
    doc
      .moveTo(left - CUT_MARK_OVERHANG, y)
      .lineTo(right + CUT_MARK_OVERHANG, y)
      .stroke();
  }
  doc.undash().restore();
}

function drawCard(ctx: TPdfContext, box: { x: number; y: number; width: number; height: number }, text: TRichText, label: string): void {
  const width = box.width - 2 * PAD;
  const height = box.height - 2 * PAD - LABEL_AREA;
  const { lines, size } = fitText(ctx, text, width, height);
  const textHeight = lines.length * size * LINE_HEIGHT;
  drawLines(ctx.doc, lines, { x: box.x + PAD, y: box.y + PAD + (height - textHeight) / 2, width, size, color: INK, align: "center" });
  const labelLines = clipLines(ctx.measure, layoutBlock(ctx, [{ text: label }], width, LABEL_SIZE), 1, width / LABEL_SIZE);
  const labelTop = box.y + box.height - PAD - LABEL_SIZE * LINE_HEIGHT + 4;
  drawLines(ctx.doc, labelLines, { x: box.x + PAD, y: labelTop, width, size: LABEL_SIZE, color: GREY, align: "center" });
}

/**
 * The largest size (in half points, MAX_SIZE down to MIN_SIZE) at which the
 * text fits the box; at the smallest, as many lines as fit, the last ending
 * in "…". Binary search: a larger size never needs fewer lines.
 */
export function fitText(ctx: TPdfContext, text: TRichText, width: number, height: number): { lines: TLine[]; size: number } {
  const prepared = prepareText(ctx.measure, text);
  const layout = (size: number) => breakLines(ctx.measure, prepared, width / size);
  const fits = (size: number) => layout(size).length * size * LINE_HEIGHT <= height;
  let low = 0;
  let high = Math.round((MAX_SIZE - MIN_SIZE) / SIZE_STEP);
  if (!fits(MIN_SIZE)) {
    const maxLines = Math.floor(height / (MIN_SIZE * LINE_HEIGHT));
    return { lines: clipLines(ctx.measure, layout(MIN_SIZE), maxLines, width / MIN_SIZE), size: MIN_SIZE };
  }
  // Invariant: the size at step `low` fits; find the largest step that does.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(MIN_SIZE + middle * SIZE_STEP)) low = middle;
    else high = middle - 1;
  }
  const size = MIN_SIZE + low * SIZE_STEP;
  return { lines: layout(size), size };
}
