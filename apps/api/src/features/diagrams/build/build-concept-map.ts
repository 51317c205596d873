import { DIAGRAM_MAX_EDGES, type TDiagramGraph, type TOutlineTerm } from "@mnemo/api-contract";
import { GraphDraft } from "./graph-draft.ts";
import { termLabel } from "./label-text.ts";
import type { TOutlinePiece } from "./outline-parts.ts";

/** Fewer key terms than this make no concept map. */
export const CONCEPT_MIN_TERMS = 2;
/** A relation's label is the words between two terms, when they are this few. */
const MAX_RELATION_WORDS = 6;

/**
 * A concept map of an outline's key terms: the title at the centre (the
 * root), each term a node under it with its definition as detail, and a
 * relation from one term to another wherever the first's definition names the
 * second ("An ecosystem is a community of organisms…": ecosystem → community,
 * "is a"). Relations are labelled with the source's words between the two
 * terms when they are few (a verb phrase such as "is a kind of", "causes",
 * "consists of"), else left unlabelled.
 *
 * Automatic relation mining is unreliable: a definition that names a term is
 * no proof of the relation its words suggest, so every relation is
 * `suggested: true`, shown as a suggestion until the learner confirms it.
 * Undefined when the piece has fewer than `minTerms` distinct terms.
 */
export function buildConceptMap(piece: TOutlinePiece, minTerms = CONCEPT_MIN_TERMS): TDiagramGraph | undefined {
  const terms = distinctTerms(piece.terms);
  if (terms.length < Math.max(1, minTerms)) return undefined;
  const draft = new GraphDraft("concept_map", piece.title);
  const root = draft.addNode({ label: piece.title });
  const ids = terms.map((term) => {
    const id = draft.addNode({ label: termLabel(term.term), detail: term.definition, sources: term.spans });
    draft.addEdge(root, id, "child");
    return id;
  });
  const names = terms.map((term) => mentionPattern(bareTerm(term.term)));
  terms.forEach((term, from) => {
    names.forEach((name, to) => {
      if (from === to || draft.edges.length >= DIAGRAM_MAX_EDGES) return;
      if (!name.test(term.definition)) return;
      const label = relationLabel(term, name, names);
      draft.addEdge(ids[from]!, ids[to]!, "relation", { suggested: true, ...(label ? { label } : {}) });
    });
  });
  return draft.toGraph(root);
}

function distinctTerms(terms: readonly TOutlineTerm[]): TOutlineTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = bareTerm(term.term).toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function bareTerm(term: string): string {
  return term.trim().replace(/^(?:the|an?)\s+(?=\S)/i, "");
}

/** The term as whole words, in any case, singular or plural ("population", "populations"). */
function mentionPattern(term: string): RegExp {
  const singular = term.replace(/(?<=\p{L}{3})(?:es|s)$/u, "");
  const escaped = singular.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, "iu");
}

/**
 * The words between the term and the one its definition names, in the
 * sentence that defines it: "A community is a group of populations" gives "is
 * a group of". After a relative pronoun only the verb phrase is kept
 * ("an organism that eats producers" gives "eats"). Words that name a third
 * term give no label.
 */
function relationLabel(term: TOutlineTerm, other: RegExp, names: readonly RegExp[]): string | undefined {
  const quote = term.spans[0]!.quote;
  const own = mentionPattern(bareTerm(term.term)).exec(quote);
  if (!own) return undefined;
  const after = own.index + own[0].length;
  const mention = other.exec(quote.slice(after));
  if (!mention) return undefined;
  let words = quote.slice(after, after + mention.index).replace(/^[\s,:;–—-]+|[\s,:;(–—-]+$/g, "");
  const relative = /.*\b(?:that|which|who|whose)\s+/is.exec(words);
  if (relative) words = words.slice(relative[0].length);
  // "breaks down dead producers and" (decomposer → consumers) names a third term: no label rather than a wrong one.
  if (names.some((name) => name.test(words))) return undefined;
  const list = words.split(/\s+/).filter(Boolean);
  if (list.length > 2 && /^(?:a|an|the)$/i.test(list.at(-1)!)) list.pop();
  if (list.length === 0 || list.length > MAX_RELATION_WORDS || !/\p{L}/u.test(list.join(""))) return undefined;
  return list.join(" ");
}
