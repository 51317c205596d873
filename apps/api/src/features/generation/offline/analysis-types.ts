import type { TSection } from "../types.ts";

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
   * For a unit opening with "It"/"They": the subject of the sentence before, as
   * it reads mid-sentence ("photosynthesis", "the Calvin cycle"), so the unit
   * can be shown on its own.
   */
  antecedent?: string;
};
