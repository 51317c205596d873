import type { TPdfCard, TPdfDeck } from "./pdf-cards.ts";
import { ACCENT, GREY, INK, RULE, type TPdfContext } from "../../../../lib/pdf/pdf-document.ts";
import { createPageFlow, drawDeckHeading, layoutBlock, type TPageFlow } from "../../../../lib/pdf/page-flow.ts";
import { drawLines, LINE_HEIGHT, type TLine } from "../../../../lib/pdf/text-layout.ts";

const TEXT_SIZE = 10;
const SOURCE_SIZE = 7.5;
const HEADER_SIZE = 9;
const NUMBER_COLUMN = 26;
const PAD_X = 6;
const PAD_Y = 5;
const HEADER_HEIGHT = 20;
const HEADER_FILL = "#eef2f7";

/** A cell's content: lines of one or more sizes (the answer, then its source). */
type TCellLine = { line: TLine; size: number; color: string; gapBefore: number };

/**
 * A two-column table per deck: question | answer, numbered, with the column
 * heads repeated on every page. A row that does not fit on what is left of a
 * page moves to the next page whole; only a row taller than a page is split
 * (between lines, both columns at once, the heads repeated above the rest).
 */
export async function drawSideBySide(ctx: TPdfContext, decks: readonly TPdfDeck[]): Promise<void> {
  const flow = createPageFlow(ctx);
  const column = (flow.width - NUMBER_COLUMN) / 2;
  const textWidth = column - 2 * PAD_X;
  for (const deck of decks) {
    flow.newPage(deck.title);
    drawDeckHeading(ctx, flow, deck.title, deck.cardCount);
    if (deck.cardCount === 0) continue;
    drawHeaderRow(ctx, flow, column);
    const newPage = () => {
      flow.newPage(deck.title);
      drawHeaderRow(ctx, flow, column);
    };
    const pageRoom = flow.bottom - flow.top - HEADER_HEIGHT;
    for await (const card of deck.cards()) {
      let question = cellLines(ctx, [{ text: card.front, size: TEXT_SIZE, color: INK }], textWidth);
      let answer = cellLines(ctx, answerBlocks(card), textWidth);
      const height = Math.max(cellHeight(question), cellHeight(answer)) + 2 * PAD_Y;
      if (flow.y + height > flow.bottom && (height <= pageRoom || flow.bottom - flow.y < pageRoom / 4)) newPage();
      let isContinued = false;
      while (question.length > 0 || answer.length > 0) {
        const room = flow.bottom - flow.y - 2 * PAD_Y;
        const [questionHere, questionRest] = splitCell(question, room);
        const [answerHere, answerRest] = splitCell(answer, room);
        drawRow(ctx, flow, column, { number: card.number, isContinued }, questionHere, answerHere);
        isContinued = true;
        question = questionRest;
        answer = answerRest;
        if (question.length > 0 || answer.length > 0) newPage();
      }
      await ctx.step();
    }
  }
  if (decks.length === 0) {
    flow.newPage("Mnemo");
    drawDeckHeading(ctx, flow, "No cards to print", 0);
  }
}

function answerBlocks(card: TPdfCard) {
  const blocks = [{ text: card.back, size: TEXT_SIZE, color: INK }];
  if (card.source) blocks.push({ text: [{ text: card.source }], size: SOURCE_SIZE, color: GREY });
  return blocks;
}

function cellLines(ctx: TPdfContext, blocks: { text: TPdfCard["front"]; size: number; color: string }[], width: number): TCellLine[] {
  return blocks.flatMap((block, index) =>
    layoutBlock(ctx, block.text, width, block.size).map((line, lineIndex) => ({
      line,
      size: block.size,
      color: block.color,
      gapBefore: index > 0 && lineIndex === 0 ? 3 : 0,
    })),
  );
}

function lineHeight(line: TCellLine): number {
  return line.gapBefore + line.size * LINE_HEIGHT;
}

function cellHeight(lines: readonly TCellLine[]): number {
  return lines.reduce((total, line) => total + lineHeight(line), 0);
}

/** The lines that fit in `room` points (at least one, so a page always moves on), and the rest. */
function splitCell(lines: readonly TCellLine[], room: number): [TCellLine[], TCellLine[]] {
  let used = 0;
  let count = 0;
  while (count < lines.length && used + lineHeight(lines[count]!) <= room) used += lineHeight(lines[count++]!);
  count = Math.max(count, Math.min(1, lines.length));
  return [lines.slice(0, count), lines.slice(count)];
}

function drawRow(
  ctx: TPdfContext,
  flow: TPageFlow,
  column: number,
  label: { number: number; isContinued: boolean },
  question: readonly TCellLine[],
  answer: readonly TCellLine[],
): void {
  const { doc } = ctx;
  const height = Math.max(cellHeight(question), cellHeight(answer)) + 2 * PAD_Y;
  const top = flow.y;
  // The rest of a row split over pages carries its number again, in grey.
  const lines = layoutBlock(ctx, [{ text: String(label.number), style: "bold" }], NUMBER_COLUMN, TEXT_SIZE);
  const color = label.isContinued ? GREY : ACCENT;
  drawLines(doc, lines, { x: flow.left, y: top + PAD_Y, width: NUMBER_COLUMN - PAD_X, size: TEXT_SIZE, color });
  drawCell(doc, question, flow.left + NUMBER_COLUMN + PAD_X, top + PAD_Y, column - 2 * PAD_X);
  drawCell(doc, answer, flow.left + NUMBER_COLUMN + column + PAD_X, top + PAD_Y, column - 2 * PAD_X);
  const middle = flow.left + NUMBER_COLUMN + column;
  doc.lineWidth(0.5).strokeColor(RULE);
  doc
    .moveTo(middle, top)
    .lineTo(middle, top + height)
    .stroke();
  doc
    .moveTo(flow.left, top + height)
    .lineTo(flow.left + flow.width, top + height)
    .stroke();
  flow.y = top + height;
}

function drawCell(doc: PDFKit.PDFDocument, lines: readonly TCellLine[], x: number, top: number, width: number): void {
  let y = top;
  for (const cell of lines) {
    y += cell.gapBefore;
    y += drawLines(doc, [cell.line], { x, y, width, size: cell.size, color: cell.color });
  }
}

function drawHeaderRow(ctx: TPdfContext, flow: TPageFlow, column: number): void {
  const { doc } = ctx;
  doc.rect(flow.left, flow.y, flow.width, HEADER_HEIGHT).fill(HEADER_FILL);
  const y = flow.y + (HEADER_HEIGHT - HEADER_SIZE * LINE_HEIGHT) / 2;
  const heads: [string, number, number][] = [
    ["#", flow.left, NUMBER_COLUMN],
    ["Question", flow.left + NUMBER_COLUMN + PAD_X, column],
    ["Answer", flow.left + NUMBER_COLUMN + column + PAD_X, column],
  ];
  for (const [text, x, width] of heads) {
    drawLines(doc, layoutBlock(ctx, [{ text, style: "bold" }], width, HEADER_SIZE), { x, y, width, size: HEADER_SIZE, color: ACCENT });
  }
  flow.y += HEADER_HEIGHT;
}
