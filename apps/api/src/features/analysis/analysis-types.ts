import type { TSection } from "../reading/document.ts";

/**
 * What the offline generator knows about a document once wink has read it.
 * Offsets are always into the section's own text, so any span can become a
 * card source with `section.text.slice(start, end) === quote`.
 */

export type TToken = {
  value: string;
  lower: string;
  lemma: string;
  /** Universal part-of-speech tag from wink. */
  pos: string;
  start: number;
  end: number;
  /** No whitespace between this token and the previous one ("light-dependent"). */
  isJoined: boolean;
  isStop: boolean;
  /** A sentence opener read as a common noun that the document never writes in lower case ("Mercury"). */
  keepsCapital?: boolean;
  /** wink entity type (DATE, CARDINAL, PERCENT, ...) when the token is inside one. */
  entity?: string;
  entityId?: number;
};

/**
 * The kind of a term decides which terms may stand in for it: a false
 * statement or an mcq distractor only ever swaps like for like.
 * date:year | date:bc | date:full | date:month | date:decade | number:<unit> | person |
 * place | name | subject:sg|pl (a defined term) | concept:<head lemma or sg/pl>
 */
export type TTermKind = string;

export type TTerm = {
  text: string;
  /** Lower-case lemma form: "chloroplasts" and "Chloroplast" share a key. */
  key: string;
  kind: TTermKind;
  unitId: number;
  /** Token range in the unit, end exclusive. */
  first: number;
  last: number;
  start: number;
  end: number;
};

/** A piece of a unit's text to show differently: a cloze, a blank, a swapped term, a citation dropped. */
export type TReplacement = { start: number; end: number; text: string };

/**
 * Why a sentence cannot carry a card (see judge-sentence.ts): it is not a fact
 * (a question, a task, an aside to the reader, the text about itself, course
 * logistics, an exercise), it leans on another sentence, or extraction left it
 * broken (garbled, a formula, a caption, a URL, stray brackets).
 */
export type TSentenceFlaw =
  | "question"
  | "instruction"
  | "reader"
  | "first_person"
  | "self_reference"
  | "logistics"
  | "exercise"
  | "example"
  | "dependent"
  | "fragment"
  | "too_long"
  | "vague"
  | "literature"
  | "garbled"
  | "formula"
  | "caption"
  | "furniture"
  | "brackets";

/** A sentence, or a bullet item, or a heading line: the unit cards quote. */
export type TUnit = {
  /** Position across the whole document (stable, used for ordering). */
  id: number;
  section: TSection;
  block: number;
  start: number;
  end: number;
  text: string;
  tokens: TToken[];
  terms: TTerm[];
  words: number;
  isBullet: boolean;
  /** Ends with ":" or is a short line without a full stop: it introduces what follows. */
  isLead: boolean;
  /** Ends like a sentence and is long enough to stand alone as a fact. */
  isSentence: boolean;
  /**
   * Where a card's text starts: after a linking opener the judge dropped
   * ("Therefore, ", "Recall: "); tokens start here too. Defaults to start.
   */
  bodyStart?: number;
  /** Deletions every rendering applies: citations, figure-panel labels, footnote marks, notation asides. */
  edits?: TReplacement[];
  /** Set by the judge: undefined when the sentence states a self-contained fact. */
  flaw?: TSentenceFlaw;
  /** The judge dropped "For example,": a worked example's detail, worth less than a general statement. */
  isExample?: boolean;
  /**
   * For a unit opening with "It"/"They": the subject of the sentence before, as
   * it reads mid-sentence ("photosynthesis", "the Calvin cycle"), so the unit
   * can be shown on its own.
   */
  antecedent?: string;
};
