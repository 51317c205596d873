import { DIAGRAM_MAX_EDGES, type TOutlineSpan } from "@mnemo/api-contract";
import { CONCEPT_MIN_TERMS } from "../build/build-concept-map.ts";
import { termLabel } from "../build/label-text.ts";
import { nothingToDraw, type TDeckNoteForDiagram } from "./deck-draft.ts";
import type { OriginDraft } from "./origin-draft.ts";
import { cardTerm, foldedWords, type TCardTerm } from "./card-terms.ts";

/** How a definition's words before the term it names read as a relation ("a type of cell" → "is a kind of"). */
const RELATION_CUES: [RegExp, string][] = [
  [/\b(?:type|kind|form|class|sort)s? of\s*$/i, "is a kind of"],
  [/\bpart of\s*$/i, "is part of"],
  [/\b(?:made|composed|built) (?:up )?of\s*$|\bconsists? of\s*$/i, "is made of"],
  [/\b(?:produces?|produced|makes?|forms?|releases?)\b[^,;.]*$/i, "produces"],
  [/\b(?:contains?|holds?|includes?)\b[^,;.]*$/i, "contains"],
  [/\b(?:causes?|caused by|leads? to|results? in)\b[^,;.]*$/i, "causes"],
  [/\b(?:uses?|requires?|needs?|depends on)\b[^,;.]*$/i, "needs"],
  [/\b(?:converts?|turns?|changes?)\b[^,;.]*$/i, "converts"],
];

type TConcept = TCardTerm & { words: string[]; noteIds: string[]; sources: TOutlineSpan[]; question: string };

/**
 * The shape of the offline concept map (build-concept-map.ts): the title at
 * the centre, a node per term the deck's term-and-definition cards define
 * (one per term: cards defining the same term share it), and a relation from
 * a term to each other term its definition names, labelled by the words
 * before the name when they read as one ("A type of …" is "is a kind of").
 * A definition that names a term proves no relation, so every relation is
 * `suggested`: shown as a suggestion until the learner confirms it.
 */
export function deckConceptMap(draft: OriginDraft, cards: TDeckNoteForDiagram[]): void {
  const concepts = new Map<string, TConcept>();
  for (const note of cards) {
    const found = cardTerm(note.front, note.back);
    if (!found) continue;
    const words = foldedWords(found.term.replace(/^(?:the|an?)\s+/i, ""));
    const key = words.join(" ");
    const known = concepts.get(key);
    if (known) {
      known.noteIds.push(note.id);
      known.sources.push(...(note.source ?? []));
    } else concepts.set(key, { ...found, words, noteIds: [note.id], sources: [...(note.source ?? [])], question: note.front.trim() });
  }
  const list = [...concepts.values()];
  if (list.length < CONCEPT_MIN_TERMS) {
    throw nothingToDraw(
      `A concept map needs at least ${CONCEPT_MIN_TERMS} term-and-definition cards ("What is osmosis?", or a term on the front and its meaning on the back), and this deck has ${list.length === 0 ? "none" : "one"}.`,
    );
  }
  const root = draft.add({ label: draft.title });
  draft.setRoot(root);
  const ids = list.map((concept) => {
    const id = draft.add(
      { label: termLabel(concept.term), detail: concept.definition, sources: concept.sources },
      { noteIds: concept.noteIds },
    );
    draft.addEdge(root, id, "child");
    return id;
  });
  list.forEach((concept, from) => {
    const definition = foldedWords(concept.definition);
    list.forEach((other, to) => {
      if (from === to || draft.edges.length >= DIAGRAM_MAX_EDGES) return;
      const at = indexOfRun(definition, other.words);
      if (at < 0) return;
      const label = relationLabel(concept.definition, other.words[0]!);
      draft.addEdge(ids[from]!, ids[to]!, "relation", { suggested: true, ...(label ? { label } : {}) });
    });
  });
}

/** Where `run` starts in `words` as consecutive words, or -1. */
function indexOfRun(words: string[], run: string[]): number {
  if (run.length === 0) return -1;
  for (let at = 0; at + run.length <= words.length; at += 1) {
    if (run.every((word, offset) => words[at + offset] === word)) return at;
  }
  return -1;
}

/** The cue before the definition's first mention of the other term (by its first word), read as a relation. */
function relationLabel(definition: string, firstWord: string): string | undefined {
  const mention = [...definition.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].find((match) => foldedWords(match[0])[0] === firstWord);
  if (!mention) return undefined;
  const before = definition.slice(0, mention.index);
  return RELATION_CUES.find(([cue]) => cue.test(before))?.[1];
}
