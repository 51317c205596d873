/**
 * Cloze deletions, as Anki writes them: `{{c1::answer}}` or
 * `{{c1::answer::hint}}`. A deletion may hold braces and other deletions
 * (`{{c1::f(x) = {{c2::x²}}}}`); its hint is what follows its first `::` that
 * is not inside a nested deletion. The one parser every reader of cloze text
 * uses (server and browser): it never throws, keeps the text exactly (the
 * segments join back into it), and reports what does not make a gap.
 */

export type TClozeDeletion = {
  kind: "deletion";
  /** N of cN: the card (ord N-1) on which this gap is hidden. */
  number: number;
  /** The hidden text, with any nested deletions shown as their answers. */
  answer: string;
  /** The hidden text as written (nested deletions still marked up). */
  inner: string;
  hint: string | null;
  /** The deletion as written, `{{c1::...}}`. */
  raw: string;
  start: number;
  end: number;
};

export type TClozeSegment = { kind: "text"; text: string } | TClozeDeletion;

export type TClozeProblem = { index: number; message: string };

export type TParsedCloze = {
  /** Top-level runs of text and deletions; their raw text joins back into the input. */
  segments: TClozeSegment[];
  /** Every deletion, nested ones included, in the order they close. */
  deletions: TClozeDeletion[];
  problems: TClozeProblem[];
};

export const CLOZE_REQUIRED_MESSAGE = "Cloze text needs at least one deletion like {{c1::answer}}.";

const OPENING = /^\{\{c(\d{1,4})::/;

type Frame = { number: number; start: number; contentStart: number; separators: number[]; children: TClozeDeletion[]; braces: number };

const SPECIAL = /[{}:]/g;

export function parseCloze(text: string): TParsedCloze {
  // Most text a card holds has no gap at all.
  if (!text.includes("{{")) return { segments: text ? [{ kind: "text", text }] : [], deletions: [], problems: [] };
  const segments: TClozeSegment[] = [];
  const deletions: TClozeDeletion[] = [];
  const problems: TClozeProblem[] = [];
  const stack: Frame[] = [];
  let textStart = 0;

  for (let index = 0; index < text.length;) {
    const frame = stack.at(-1);
    if (text.startsWith("{{", index)) {
      const opening = OPENING.exec(text.slice(index, index + 12));
      if (opening) {
        if (stack.length === 0) {
          if (index > textStart) segments.push({ kind: "text", text: text.slice(textStart, index) });
          textStart = index;
        }
        stack.push({
          number: Number(opening[1]),
          start: index,
          contentStart: index + opening[0].length,
          separators: [],
          children: [],
          braces: 0,
        });
        index += opening[0].length;
        continue;
      }
      if (!frame) problems.push({ index, message: `Each gap must look like {{c1::answer}}; check the braces at “${near(text, index)}”.` });
    }
    if (!frame) {
      // Outside a gap only "{{" matters.
      const next = text.indexOf("{{", index + 1);
      index = next === -1 ? text.length : next;
      continue;
    }
    const char = text[index];
    if (char === "{") {
      frame.braces += 1;
      index += 1;
    } else if (char === "}" && frame.braces > 0) {
      // A brace the answer opened ("{{c1::{a}}}"): it closes that, not the gap.
      frame.braces -= 1;
      index += 1;
    } else if (text.startsWith("}}", index)) {
      stack.pop();
      const end = index + 2;
      const deletion = closeDeletion(text, frame, end);
      deletions.push(deletion);
      if (deletion.answer.trim() === "")
        problems.push({ index: frame.start, message: `A gap is empty; write its answer after the :: at “${near(text, frame.start)}”.` });
      const parent = stack.at(-1);
      if (parent) parent.children.push(deletion);
      else {
        segments.push(deletion);
        textStart = end;
      }
      index = end;
    } else if (text.startsWith("::", index)) {
      frame.separators.push(index);
      index += 2;
    } else {
      // Inside a gap only braces and colons matter.
      SPECIAL.lastIndex = index + 1;
      index = SPECIAL.exec(text)?.index ?? text.length;
    }
  }

  if (stack.length > 0) {
    const outer = stack[0]!;
    problems.push({ index: outer.start, message: `A gap is not closed with }}; check “${near(text, outer.start)}”.` });
  }
  if (textStart < text.length) segments.push({ kind: "text", text: text.slice(textStart) });
  return { segments: mergeText(segments), deletions, problems };
}

function closeDeletion(text: string, frame: Frame, end: number): TClozeDeletion {
  const contentEnd = end - 2;
  // A separator inside a nested deletion belongs to it.
  const own = frame.separators.filter((at) => !frame.children.some((child) => at >= child.start && at < child.end));
  // As Anki: the hint starts at the first "::" (it may hold more of them).
  const hintAt = own.length > 0 ? own[0]! : -1;
  const answerRaw = text.slice(frame.contentStart, hintAt === -1 ? contentEnd : hintAt);
  const hint = hintAt === -1 ? null : text.slice(hintAt + 2, contentEnd).trim() || null;
  return {
    kind: "deletion",
    number: frame.number,
    answer: clozeAnswerText(answerRaw),
    inner: answerRaw,
    hint,
    raw: text.slice(frame.start, end),
    start: frame.start,
    end,
  };
}

function mergeText(segments: TClozeSegment[]): TClozeSegment[] {
  const merged: TClozeSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (segment.kind === "text" && last?.kind === "text") last.text += segment.text;
    else merged.push(segment.kind === "text" ? { ...segment } : segment);
  }
  return merged;
}

function near(text: string, index: number): string {
  return text.slice(index, index + 24).split("\n")[0] ?? "";
}

/** The text as written, from its segments. */
export function joinClozeSegments(segments: readonly TClozeSegment[]): string {
  return segments.map((segment) => (segment.kind === "text" ? segment.text : segment.raw)).join("");
}

/** What is wrong with cloze text (the first problem), or the missing-gap message, or null when it makes cards. */
export function clozeProblem(text: string): string | null {
  const { deletions, problems } = parseCloze(text);
  if (problems.length > 0) return problems[0]!.message;
  return deletions.length === 0 ? CLOZE_REQUIRED_MESSAGE : null;
}

/** The cloze numbers used, ascending: a note makes one card per number (ord = number - 1). */
export function clozeNumbers(text: string): number[] {
  return [...new Set(parseCloze(text).deletions.map((deletion) => deletion.number))].sort((a, b) => a - b);
}

/** The number the next gap gets: one more than the highest cN used so far. */
export function nextClozeNumber(text: string): number {
  return Math.max(0, ...parseCloze(text).deletions.map((deletion) => deletion.number)) + 1;
}

/** "{{c1::Paris::capital}} is in France" -> "Paris is in France": the text with every gap filled in. */
export function clozeAnswerText(text: string): string {
  return parseCloze(text)
    .segments.map((segment) => (segment.kind === "text" ? segment.text : segment.answer))
    .join("");
}

/**
 * The question side: gaps shown as "[hint]" or "[…]". With `number`, only that
 * cloze's gaps are hidden and the others read as their answers (one card per number, as in Anki).
 */
export function clozePromptText(text: string, { number }: { number?: number } = {}): string {
  return parseCloze(text)
    .segments.map((segment) => {
      if (segment.kind === "text") return segment.text;
      // Another card's gap reads as its answer, with this card's gaps inside it still hidden.
      if (number !== undefined && segment.number !== number) return clozePromptText(segment.inner, { number });
      return segment.hint ? `[${segment.hint}]` : "[…]";
    })
    .join("");
}

/** The hidden answers, in order (nested ones included). */
export function clozeAnswers(text: string): string[] {
  return parseCloze(text)
    .deletions.slice()
    .sort((a, b) => a.start - b.start)
    .map((deletion) => deletion.answer);
}

/** The text around the gaps, each gap as a space: what a reader sees of the sentence without any answer. */
export function clozeVisibleText(text: string): string {
  return parseCloze(text)
    .segments.map((segment) => (segment.kind === "text" ? segment.text : " "))
    .join("");
}

/** Cloze text has at least one gap and nothing malformed: what a cloze card's `text` must be. */
export function isValidCloze(text: string): boolean {
  return clozeProblem(text) === null;
}
