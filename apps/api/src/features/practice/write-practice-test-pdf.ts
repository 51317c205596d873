import {
  printLetter,
  printSubtitle,
  printTitle,
  wellFormed,
  type TPdfOptions,
  type TPracticeQuestion,
  type TPrintableTest,
} from "@mnemo/api-contract";
import { createPageFlow, drawFlowing, drawSectionHeading, layoutBlock, linesHeight, type TPageFlow } from "../../lib/pdf/page-flow.ts";
import { GREY, INK, type TPdfContext } from "../../lib/pdf/pdf-document.ts";
import type { TTextStyle } from "../../lib/pdf/pdf-fonts.ts";
import { drawLines, type TLine } from "../../lib/pdf/text-layout.ts";
import { writePagedPdf } from "../../lib/pdf/write-paged-pdf.ts";

const TITLE_SIZE = 18;
const TEXT_SIZE = 10.5;
const SMALL_SIZE = 8.5;
const NUMBER_GUTTER = 26;
const CHOICE_INDENT = 12;
const ITEM_GAP = 12;
const RULE_GAP = 22;

/** One piece of a question, measured before it is drawn so the question can stay on one page. */
type TPart =
  /** A question's number, in the gutter beside the part that follows it (no height of its own). */
  | { kind: "number"; lines: TLine[] }
  | { kind: "text"; x: number; width: number; lines: TLine[]; size: number; color: string }
  | { kind: "columns"; width: number; left: TLine[]; right: TLine[] }
  | { kind: "rule"; x: number; width: number };

/**
 * A practice test as a PDF (docs/practice-tests.md, "Printing a test") with the exports' fonts and page furniture:
 * a header with the decks, the date and lines for name and score, the questions by format, then from a new page the
 * answer key with each answer's source. Black on white only (grey for the small print, no colour that carries
 * meaning), so it prints the same on any printer.
 */
export function writePracticeTestPdf(
  test: TPrintableTest,
  { paper, now }: { paper: TPdfOptions["paper"]; now: Date },
): Promise<Uint8Array> {
  const title = wellFormed(printTitle(test));
  return writePagedPdf({ title: `${title}: practice test`, now, paper, draw: (ctx) => drawTest(ctx, test, title) });
}

function drawTest(ctx: TPdfContext, test: TPrintableTest, title: string): void {
  const flow = createPageFlow(ctx);
  const pageTitle = `${title} · version ${test.version}`;
  flow.newPage(pageTitle);
  drawHeader(ctx, flow, test, title);
  for (const section of test.sections) {
    const instructions = text(ctx, 0, flow.width, section.instructions, SMALL_SIZE, "regular", GREY);
    const first = section.items[0] ? questionParts(ctx, flow, section.items[0].number, section.items[0].question) : [];
    // The heading stays with its instructions and first question.
    flow.ensure(32 + partsHeight([instructions]) + partsHeight(first));
    drawSectionHeading(ctx, flow, section.title);
    drawParts(ctx, flow, [instructions]);
    flow.y += 6;
    for (const { number, question } of section.items) {
      drawItem(ctx, flow, questionParts(ctx, flow, number, question));
    }
  }
  // The key from a new page, so it can be kept back when the test is handed out.
  flow.newPage(`${pageTitle} · answer key`);
  drawSectionHeading(ctx, flow, `Answer key (version ${test.version})`);
  for (const entry of test.key) {
    const parts: TPart[] = [numberPart(ctx, entry.number), text(ctx, NUMBER_GUTTER, flow.width - NUMBER_GUTTER, entry.answer, TEXT_SIZE)];
    if (entry.source)
      parts.push(text(ctx, NUMBER_GUTTER, flow.width - NUMBER_GUTTER, `Source: ${entry.source}`, SMALL_SIZE, "regular", GREY));
    drawItem(ctx, flow, parts, 6);
  }
}

function drawHeader(ctx: TPdfContext, flow: TPageFlow, test: TPrintableTest, title: string): void {
  drawParts(ctx, flow, [
    text(ctx, 0, flow.width, title, TITLE_SIZE, "bold"),
    text(ctx, 0, flow.width, printSubtitle(test), 9.5, "regular", GREY),
  ]);
  flow.y += 18;
  // Name and score, each on a line to write on.
  const scoreWidth = 150;
  const nameWidth = flow.width - scoreWidth - 24;
  const label = (x: number, words: string) =>
    drawLines(ctx.doc, layoutBlock(ctx, [{ text: words, style: "bold" }], 60, TEXT_SIZE), {
      x,
      y: flow.y,
      width: 60,
      size: TEXT_SIZE,
      color: INK,
    });
  label(flow.left, "Name");
  label(flow.left + nameWidth + 24, "Score");
  const baseline = flow.y + TEXT_SIZE * 1.2;
  rule(ctx, flow.left + 40, baseline, nameWidth - 40);
  rule(ctx, flow.left + nameWidth + 64, baseline, scoreWidth - 40 - 40);
  drawLines(ctx.doc, layoutBlock(ctx, [{ text: `/ ${test.total}` }], 40, TEXT_SIZE), {
    x: flow.left + flow.width - 36,
    y: flow.y,
    width: 40,
    size: TEXT_SIZE,
    color: INK,
  });
  flow.y += 34;
}

/** A question's parts: its number and prompt, then what the learner circles or writes on. */
function questionParts(ctx: TPdfContext, flow: TPageFlow, number: number, question: TPracticeQuestion): TPart[] {
  const x = NUMBER_GUTTER;
  const width = flow.width - NUMBER_GUTTER;
  const choice = (words: string) => text(ctx, x + CHOICE_INDENT, width - CHOICE_INDENT, words, TEXT_SIZE);
  const prompt = (words: string) => [numberPart(ctx, number), text(ctx, x, width, words, TEXT_SIZE)];
  switch (question.format) {
    case "written":
      return [...prompt(question.prompt), { kind: "rule", x, width }, { kind: "rule", x, width }];
    case "fill_in":
      return [...prompt(question.prompt), { kind: "rule", x, width }];
    case "multiple_choice":
      return [...prompt(question.prompt), ...question.options.map((option, i) => choice(`${printLetter(i)}.  ${option}`))];
    case "true_false":
      return [...prompt(`True or false: ${question.statement}`), choice("True  /  False")];
    case "matching": {
      const column = (width - CHOICE_INDENT - 16) / 2;
      const rows = Math.max(question.left.length, question.right.length);
      const cell = (words: string | undefined) => (words === undefined ? [] : layoutBlock(ctx, [{ text: words }], column, TEXT_SIZE));
      return [
        ...prompt(question.prompt),
        ...Array.from({ length: rows }, (_, i): TPart => ({
          kind: "columns",
          width: column,
          left: cell(question.left[i] === undefined ? undefined : `${i + 1}.  ${question.left[i]}  ______`),
          right: cell(question.right[i] === undefined ? undefined : `${printLetter(i)}.  ${question.right[i]}`),
        })),
      ];
    }
    case "ordering":
      return [
        ...prompt(question.prompt),
        ...question.items.map((item, i) => choice(`${printLetter(i)}.  ${item}`)),
        text(ctx, x + CHOICE_INDENT, width - CHOICE_INDENT, "Order:", TEXT_SIZE, "bold"),
        { kind: "rule", x: x + CHOICE_INDENT, width: width - CHOICE_INDENT },
      ];
  }
}

function numberPart(ctx: TPdfContext, number: number): TPart {
  return { kind: "number", lines: layoutBlock(ctx, [{ text: `${number}.`, style: "bold" }], NUMBER_GUTTER, TEXT_SIZE) };
}

function text(ctx: TPdfContext, x: number, width: number, words: string, size: number, style: TTextStyle = "regular", color = INK): TPart {
  return { kind: "text", x, width, lines: layoutBlock(ctx, [{ text: wellFormed(words), style }], width, size), size, color };
}

function partHeight(part: TPart): number {
  if (part.kind === "rule") return RULE_GAP;
  if (part.kind === "columns") return Math.max(linesHeight(part.left, TEXT_SIZE), linesHeight(part.right, TEXT_SIZE)) + 3;
  return part.kind === "number" ? 0 : linesHeight(part.lines, part.size);
}

const partsHeight = (parts: readonly TPart[]) => parts.reduce((total, part) => total + partHeight(part), 0);

/** A question whole on one page when it fits in a third of one; a longer one starts where it is and flows on. */
function drawItem(ctx: TPdfContext, flow: TPageFlow, parts: readonly TPart[], gap = ITEM_GAP): void {
  const height = partsHeight(parts);
  flow.ensure(height <= (flow.bottom - flow.top) / 3 ? height : partsHeight(parts.slice(0, 2)));
  drawParts(ctx, flow, parts);
  flow.y += gap;
}

function drawParts(ctx: TPdfContext, flow: TPageFlow, parts: readonly TPart[]): void {
  for (const part of parts) {
    if (part.kind === "rule") {
      flow.ensure(RULE_GAP);
      flow.y += RULE_GAP;
      rule(ctx, flow.left + part.x, flow.y - 4, part.width);
    } else if (part.kind === "columns") {
      flow.ensure(partHeight(part));
      const x = flow.left + NUMBER_GUTTER + CHOICE_INDENT;
      drawLines(ctx.doc, part.left, { x, y: flow.y, width: part.width, size: TEXT_SIZE, color: INK });
      drawLines(ctx.doc, part.right, { x: x + part.width + 16, y: flow.y, width: part.width, size: TEXT_SIZE, color: INK });
      flow.y += partHeight(part);
    } else if (part.kind === "number") {
      flow.ensure(linesHeight(part.lines, TEXT_SIZE));
      drawLines(ctx.doc, part.lines, { x: flow.left, y: flow.y, width: NUMBER_GUTTER, size: TEXT_SIZE, color: INK });
    } else {
      drawFlowing(ctx, flow, part.lines, { x: flow.left + part.x, width: part.width, size: part.size, color: part.color });
    }
  }
}

/** A line to write on: black, thin, so it survives a photocopy. */
function rule(ctx: TPdfContext, x: number, y: number, width: number): void {
  ctx.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();
}
