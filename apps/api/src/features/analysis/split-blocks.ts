/**
 * Cuts a section's text into blocks wink can read one at a time: paragraphs,
 * bullet items and heading lines. wink's sentence splitter ignores line breaks,
 * so a lead line and the bullets under it would otherwise come back as one
 * "sentence".
 */

export type TBlock = {
  /** Offsets into the section text; a bullet's marker is outside the block. */
  start: number;
  end: number;
  isBullet: boolean;
};

const BULLET = /^[ \t]*(?:[-*•‣◦▪●–]|\d{1,2}[.)]|[a-z][.)])[ \t]+(?=\S)/;
const ENDS_CLAUSE = /[.!?:;]["'”’)]?$/;
/** Lines shorter than this without a full stop are titles; longer ones are hard-wrapped prose. */
const WRAP_WIDTH = 60;

export function splitBlocks(text: string, options: { joinWrappedLines?: boolean } = {}): TBlock[] {
  const joinWrappedLines = options.joinWrappedLines ?? true;
  const blocks: TBlock[] = [];
  let current: (TBlock & { lastLine: string }) | undefined;
  const close = () => {
    if (current) blocks.push({ start: current.start, end: current.end, isBullet: current.isBullet });
    current = undefined;
  };

  const linePattern = /[^\n]*(?:\n|$)/g;
  for (let match = linePattern.exec(text); match && match[0] !== ""; match = linePattern.exec(text)) {
    const raw = match[0].replace(/\r?\n$/, "");
    const trimmed = raw.trim();
    if (trimmed === "") {
      close();
      continue;
    }
    const bullet = BULLET.exec(raw);
    const contentStart = match.index + (bullet ? bullet[0].length : raw.length - raw.trimStart().length);
    const contentEnd = match.index + raw.trimEnd().length;
    const line = text.slice(contentStart, contentEnd);

    if (!bullet && current && joinWrappedLines && continuesLine(current.lastLine, line)) {
      current.end = contentEnd;
      current.lastLine = line;
      continue;
    }
    close();
    current = { start: contentStart, end: contentEnd, isBullet: Boolean(bullet), lastLine: line };
  }
  close();
  return blocks;
}

/** A single line break inside a paragraph (hard-wrapped text) joins the lines again. */
function continuesLine(previous: string, line: string): boolean {
  if (ENDS_CLAUSE.test(previous)) return false;
  if (/^[a-z0-9(,]/.test(line)) return true;
  return previous.length >= WRAP_WIDTH;
}
