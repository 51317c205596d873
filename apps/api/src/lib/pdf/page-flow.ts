import { ACCENT, GREY, INK, RULE, type TPdfContext } from "./pdf-document.ts";
import { breakLines, clipLines, drawLines, LINE_HEIGHT, prepareText, type TLine, type TRichText } from "./text-layout.ts";

/**
 * Pages that text flows down (the study sheet and the side-by-side table):
 * a content box inside the margins, a header with the deck's title and a
 * footer with "Page 3 of 12" on every page, and a cursor `y` that blocks
 * advance. A block that does not fit in what is left of a page starts the
 * next one; only a block taller than a whole page is split, between lines.
 * Each page's header and footer are drawn as it begins (pages are written out
 * as they are finished), with the total from the counting pass (write-pdf.ts).
 */
export type TPageFlow = {
  left: number;
  width: number;
  top: number;
  bottom: number;
  y: number;
  /** Starts a page whose header names `title`. */
  newPage(title: string): void;
  /** Starts a new page (same title) unless `height` still fits below `y`. */
  ensure(height: number): void;
};

const MARGIN_SIDE = 54;
const MARGIN_TOP = 68;
const MARGIN_BOTTOM = 62;
const FURNITURE_SIZE = 8;

export function createPageFlow(ctx: TPdfContext): TPageFlow {
  const { doc, paper } = ctx;
  let title = "";
  const flow: TPageFlow = {
    left: MARGIN_SIDE,
    width: paper.width - 2 * MARGIN_SIDE,
    top: MARGIN_TOP,
    bottom: paper.height - MARGIN_BOTTOM,
    y: MARGIN_TOP,
    newPage(pageTitle) {
      doc.addPage({ size: [paper.width, paper.height], margin: 0 });
      title = pageTitle;
      ctx.pages.count += 1;
      if (ctx.pages.total !== null) drawFurniture(ctx, flow, title, ctx.pages.count, Math.max(ctx.pages.total, ctx.pages.count));
      flow.y = flow.top;
    },
    ensure(height) {
      if (flow.y + height > flow.bottom && flow.y > flow.top) flow.newPage(title);
    },
  };
  return flow;
}

/** The page's header (the deck's title over a thin rule) and its footer ("Page 3 of 12"). */
function drawFurniture(ctx: TPdfContext, flow: TPageFlow, title: string, page: number, total: number): void {
  const { doc, measure, paper } = ctx;
  doc.save();
  const header = clipLines(measure, layoutBlock(ctx, [{ text: title }], flow.width, FURNITURE_SIZE), 1, flow.width / FURNITURE_SIZE);
  drawLines(doc, header, { x: flow.left, y: 34, width: flow.width, size: FURNITURE_SIZE, color: GREY });
  doc
    .moveTo(flow.left, 50)
    .lineTo(flow.left + flow.width, 50)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  const footerLines = layoutBlock(ctx, [{ text: `Page ${page} of ${total}` }], flow.width, FURNITURE_SIZE);
  const footerTop = paper.height - MARGIN_BOTTOM + 26;
  drawLines(doc, footerLines, { x: flow.left, y: footerTop, width: flow.width, size: FURNITURE_SIZE, color: GREY, align: "center" });
  doc.restore();
}

/** Text broken into lines for a column `width` points wide at `size`. */
export function layoutBlock(ctx: TPdfContext, text: TRichText, width: number, size: number): TLine[] {
  return breakLines(ctx.measure, prepareText(ctx.measure, text), width / size);
}

/** A deck's title (large, bold) and its card count, at the top of its first page. */
export function drawDeckHeading(ctx: TPdfContext, flow: TPageFlow, title: string, cards: number): void {
  const titleLines = layoutBlock(ctx, [{ text: title, style: "bold" }], flow.width, 18);
  flow.y += drawLines(ctx.doc, titleLines, { x: flow.left, y: flow.y, width: flow.width, size: 18, color: INK });
  const count = cards === 0 ? "This deck has no cards." : cards === 1 ? "1 card" : `${cards} cards`;
  flow.y += drawLines(ctx.doc, layoutBlock(ctx, [{ text: count }], flow.width, 9.5), {
    x: flow.left,
    y: flow.y + 2,
    width: flow.width,
    size: 9.5,
    color: GREY,
  });
  flow.y += 14;
}

/** A section's name ("Questions", "Answers") over a thin rule in the accent colour. */
export function drawSectionHeading(ctx: TPdfContext, flow: TPageFlow, name: string): void {
  const size = 12.5;
  flow.y += drawLines(ctx.doc, layoutBlock(ctx, [{ text: name, style: "bold" }], flow.width, size), {
    x: flow.left,
    y: flow.y,
    width: flow.width,
    size,
    color: ACCENT,
  });
  ctx.doc
    .moveTo(flow.left, flow.y + 1)
    .lineTo(flow.left + flow.width, flow.y + 1)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke();
  flow.y += 10;
}

/** The height of `lines` at `size`. */
export function linesHeight(lines: readonly TLine[], size: number): number {
  return lines.length * size * LINE_HEIGHT;
}

/**
 * Lines drawn down the page from `x` (to the right margin unless `width` is
 * given), going on at the top of the next page where this one ends.
 */
export function drawFlowing(
  ctx: TPdfContext,
  flow: TPageFlow,
  lines: readonly TLine[],
  style: { x: number; width?: number; size: number; color: string },
): void {
  let rest = lines;
  const width = style.width ?? flow.left + flow.width - style.x;
  while (rest.length > 0) {
    const lineHeight = linesHeight(rest.slice(0, 1), style.size);
    flow.ensure(lineHeight);
    const fit = Math.max(1, Math.floor((flow.bottom - flow.y) / lineHeight));
    flow.y += drawLines(ctx.doc, rest.slice(0, fit), { ...style, width, y: flow.y });
    rest = rest.slice(fit);
  }
}
