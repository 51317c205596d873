/**
 * Delimited text as records of cells: CSV and TSV as RFC 4180 quotes them,
 * Anki's text exports, and Quizlet's exports, which quote nothing and may put
 * a semicolon or a blank line between cards (docs/exchange.md, "Text files").
 * The text has "\n" line breaks (decode-text.ts turns CRLF and CR into them).
 */

/** Between records: a line break, a blank line (cards of several lines), or a semicolon (Quizlet's other choice). */
export type TRecordSeparator = "\n" | "\n\n" | ";";

/**
 * "csv": a cell that opens with `"` is quoted ("" for a quote). "none": quotes
 * are text. "auto": quoted, unless that reads a quote wrongly (text after a
 * closing quote, no closing quote, or records less consistent in width than
 * with quotes read as text), or, between tabs, no quoted cell needed its
 * quotes (Quizlet writes `"word"` as it is; a TSV writer quotes only cells
 * holding a tab, a line break or a quote).
 */
export type TQuoting = "csv" | "none" | "auto";

export type TDelimitedOptions = {
  field: string;
  record: TRecordSeparator;
  quoting: TQuoting;
  /** Lines opening with "#" are comments (Anki's text files). */
  comments?: boolean;
  /** The text is a sample cut short: a quote still open at its end is no error. */
  partial?: boolean;
  /** Stop after this many records: a file past an import's note limit is not read to its end. */
  maxRecords?: number;
  /** A record spanning more characters than this stops the reading (`tooLong` says where). */
  maxRecordChars?: number;
};

export type TRecord = { cells: string[]; /** The 1-based line the record starts on. */ line: number };

export type TDelimited = {
  records: TRecord[];
  /** A cell was read as a quoted CSV cell. */
  quoted: boolean;
  /** Reading stopped at `maxRecords`: there may be more. */
  stopped: boolean;
  /** Reading stopped at a record longer than `maxRecordChars`: the line it starts on. */
  tooLong: { line: number } | null;
};

type TScan = {
  records: TRecord[];
  problems: number;
  neededQuotes: boolean;
  quotedCells: number;
  stopped: boolean;
  tooLong: { line: number } | null;
};

function scan(text: string, options: TDelimitedOptions, quotes: boolean): TScan {
  const { field, record, comments = false, partial = false, maxRecords = Infinity, maxRecordChars = Infinity } = options;
  const records: TRecord[] = [];
  let problems = 0;
  let neededQuotes = false;
  let quotedCells = 0;
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let index = 0;
  let atCellStart = true;
  let tooLong: TScan["tooLong"] = null;
  const special = new RegExp(`[${escapeClass(field)}\\n${record === ";" ? ";" : ""}]`, "g");

  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) records.push({ cells, line: recordLine });
    cells = [];
    cell = "";
    atCellStart = true;
  };
  const countLines = (from: number, to: number) => {
    for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) line += 1;
  };
  // Checked at every cell's end: the work a record costs is bounded by its length.
  const isTooLong = () => {
    if (index - recordStart <= maxRecordChars) return false;
    tooLong = { line: recordLine };
    return true;
  };

  while (index < text.length && records.length < maxRecords) {
    if (atCellStart && cells.length === 0 && cell === "") {
      recordLine = line;
      recordStart = index;
      if (comments && text[index] === "#") {
        const end = text.indexOf("\n", index);
        if (end === -1) break;
        index = end + 1;
        line += 1;
        continue;
      }
    }
    if (atCellStart && quotes && text[index] === '"') {
      let at = index + 1;
      let value = "";
      let closed = false;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close === -1) {
          value += text.slice(at);
          at = text.length;
          break;
        }
        value += text.slice(at, close);
        if (text[close + 1] === '"') {
          value += '"';
          at = close + 2;
        } else {
          at = close + 1;
          closed = true;
          break;
        }
      }
      countLines(index, at);
      if (!closed && !partial) problems += 1;
      quotedCells += 1;
      if (value.includes(field) || value.includes("\n") || value.includes('"') || (record === ";" && value.includes(";")))
        neededQuotes = true;
      cell = value;
      index = at;
      atCellStart = false;
      if (isTooLong()) break;
      const next = text[index];
      if (index < text.length && next !== field && next !== "\n" && !(record === ";" && next === ";")) problems += 1;
      continue;
    }
    special.lastIndex = index;
    const found = special.exec(text);
    const stop = found ? found.index : text.length;
    cell += text.slice(index, stop);
    atCellStart = false;
    if (!found) {
      index = text.length;
      isTooLong();
      break;
    }
    const char = found[0];
    index = stop + 1;
    if (isTooLong()) break;
    if (char === field) {
      cells.push(cell);
      cell = "";
      atCellStart = true;
    } else if (char === "\n") {
      line += 1;
      if (record === "\n") endRecord();
      else if (record === "\n\n" && /^[ \t]*\n/.test(text.slice(index, index + 64))) {
        // A blank line (or several) ends the card; a single line break is part of it.
        while (index < text.length) {
          const blank = /^[ \t]*\n/.exec(text.slice(index, index + 64));
          if (!blank) break;
          index += blank[0].length;
          line += 1;
        }
        endRecord();
      } else cell += "\n";
    } else endRecord();
  }
  const stopped = records.length >= maxRecords && index < text.length;
  if (!tooLong && !stopped && (cells.length > 0 || cell !== "")) endRecord();
  return { records, problems, neededQuotes, quotedCells, stopped, tooLong };
}

function escapeClass(char: string): string {
  return char.replace(/[\\\]^-]/g, "\\$&");
}

export function parseDelimited(text: string, options: TDelimitedOptions): TDelimited {
  const read = (result: TScan, quoted: boolean): TDelimited => ({
    records: result.records,
    quoted,
    stopped: result.stopped,
    tooLong: result.tooLong,
  });
  if (options.quoting === "none") return read(scan(text, options, false), false);
  const quoted = scan(text, options, true);
  const asQuoted = read(quoted, quoted.quotedCells > 0);
  // A record too long with every quote closed is too long however it is read; a quote never closed
  // (which runs on to the end) is read as text, as below.
  if (options.quoting === "csv" || quoted.quotedCells === 0 || (quoted.tooLong && quoted.problems === 0)) return asQuoted;
  const literal = read(scan(text, options, false), false);
  if (quoted.problems > 0 || literal.tooLong) return literal;
  // A quote that only looked like CSV quoting joins lines into one record and breaks the columns.
  const [quotedScore, literalScore] = [consistency(quoted.records), consistency(literal.records)];
  if (quotedScore !== literalScore) return quotedScore > literalScore ? asQuoted : literal;
  return options.field === "\t" && !quoted.neededQuotes ? literal : asQuoted;
}

/** How many records have the most common cell count, and that count (the larger on a tie). */
export function modalWidth(records: readonly TRecord[]): { width: number; records: number } {
  const counts = new Map<number, number>();
  for (const record of records) counts.set(record.cells.length, (counts.get(record.cells.length) ?? 0) + 1);
  let best = { width: 0, records: 0 };
  for (const [width, count] of counts)
    if (count > best.records || (count === best.records && width > best.width)) best = { width, records: count };
  return best;
}

/**
 * How consistently records have the most common width: those that have it
 * less those that do not; below any two-cell reading when that width is one.
 */
export function consistency(records: readonly TRecord[]): number {
  const modal = modalWidth(records);
  const score = 2 * modal.records - records.length;
  return modal.width >= 2 ? score : score - 2 * records.length - 1;
}

const SAMPLE_CHARS = 64 * 1024;

/** Tabs are the first choice and every line splits at them into the same two or more cells. */
function tabLinesAgree(sample: string, fields: readonly string[], records: readonly TRecordSeparator[]): boolean {
  if (fields[0] !== "\t" || !records.includes("\n")) return false;
  const lines = parseDelimited(sample, { field: "\t", record: "\n", quoting: "auto", partial: true }).records;
  return modalWidth(lines).width >= 2 && consistency(lines) === lines.length;
}

export type TLayout = { field: string; record: TRecordSeparator };

/**
 * The separators that read the start of the file most consistently: each
 * candidate scores the records with the most common width (two cells or
 * more) less those without it; the earlier candidate wins a tie (line breaks
 * before blank lines before semicolons, then `fields` in order). Null when
 * no candidate finds two cells in a row. When tabs come first (any file but
 * a .csv), lines that all split into the same two or more cells at tabs win
 * over other fields: that is Quizlet's and Anki's text, and a short file of
 * it may hold commas or semicolons that happen to read more "consistently".
 */
export function detectLayout(
  text: string,
  fields: readonly string[],
  records: readonly TRecordSeparator[] = ["\n", "\n\n", ";"],
): TLayout | null {
  let sample = text;
  if (text.length > SAMPLE_CHARS) {
    const cut = text.lastIndexOf("\n", SAMPLE_CHARS);
    sample = text.slice(0, cut > 0 ? cut : SAMPLE_CHARS);
  }
  // Cloze gaps ({{c1::…}}) and Anki's deck paths hold colons that separate nothing.
  const candidates = sample.includes("::") ? fields.filter((field) => field !== ":") : fields;
  const fieldsToTry = tabLinesAgree(sample, candidates, records) ? ["\t"] : candidates;
  let best: (TLayout & { score: number }) | null = null;
  for (const record of records) {
    for (const field of fieldsToTry) {
      if (field === record || (record !== ";" && field === "\n")) continue;
      const { records } = parseDelimited(sample, { field, record, quoting: "auto", partial: true });
      if (modalWidth(records).width < 2) continue;
      const score = consistency(records);
      if (!best || score > best.score) best = { field, record, score };
    }
  }
  return best && { field: best.field, record: best.record };
}
