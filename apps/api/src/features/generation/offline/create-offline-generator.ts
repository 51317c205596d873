import type { CardGenerator, TExtractedDocument, TGenerateOptions, TGenerationResult } from "../types.ts";
import { analyseDocument, type TAnalysis } from "../../analysis/analyse-document.ts";
import { buildCards } from "./build-cards.ts";
import { assertEnglish } from "../../analysis/detect-language.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";
import { loadWordFrequency } from "../../../lib/word-frequency.ts";
import type { TOutline } from "@mnemo/api-contract";
import { type TDocumentKind, profileDocument } from "../../analysis/profile-document.ts";
import { buildOutlineCards } from "./outline/build-outline-cards.ts";

/**
 * The generator that needs no model and no network. Given the source's
 * outline (the generation job passes the one it keeps with the source), it
 * makes its cards from the outline's key points (docs/card-quality.md, "Cards
 * from the outline"). Without one (a caller with bare text), or when the
 * outline gives no card, the sentence path: wink-nlp reads the text, a judge
 * keeps only sentences that state a self-contained fact, a word-frequency
 * list ranks the terms they teach, and rules turn them into cards. Either way
 * the analysis profiles the document (an assignment, a story, a paper: few
 * cards and a notice). A pure core (text in, cards out); saving and quotas
 * live in the job around it. The model and the word list load on first use
 * (about 0.3-1 s); a worker can call loadNlp() and loadWordFrequency() at
 * start-up so the first job does not wait for them.
 */
export function createOfflineGenerator(): CardGenerator {
  return {
    name: "offline",
    async generate(document: TExtractedDocument, options: TGenerateOptions): Promise<TGenerationResult> {
      if (options.types.length === 0) return { cards: [] };
      assertEnglish(document);
      const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
      const analysis = await analyseDocument(nlp, frequency, document, options);
      options.signal?.throwIfAborted();
      if (options.outline) {
        const fromOutline = outlineCards(document, analysis, options.outline, options);
        if (fromOutline && fromOutline.cards.length > 0) return fromOutline;
      }
      const { cards, notice } = buildCards(analysis, options.types, { relaxed: options.relaxed ?? false });
      return { cards, ...(notice ? { notice } : {}) };
    },
  };
}

/** Kinds the profile reads off the sentence judge alone, where slides' fragments and notes' bullets count against a text. */
const TASK_KINDS = new Set<TDocumentKind>(["instructions", "exercises", "assignment", "few_facts"]);
/** An outline with at least this many points, and this many times the tasks it left out, teaches whatever the sentences say. */
const TEACHING_POINTS = 8;
const POINTS_PER_TASK = 3;

/**
 * Whether the outline says the text teaches, where the sentence profile took it for tasks: a slide deck's or a
 * student's notes' lines are fragments to the sentence judge (few "facts", so a lecture read as a lab sheet or a
 * worksheet), while the outline reads them as points under their titles and counts the instructions, exercises and
 * logistics it left out. A lab sheet's outline is mostly what it left out (its steps); a lecture's is mostly points.
 */
export function outlineTeaches(outline: TOutline, kind: TDocumentKind): boolean {
  if (!TASK_KINDS.has(kind)) return false;
  const points = outline.sections.reduce((sum, section) => sum + section.points.length, 0);
  const { instructions, exercises, logistics } = outline.left_out;
  return points >= TEACHING_POINTS && points >= POINTS_PER_TASK * (instructions + exercises + logistics);
}

/**
 * The outline's cards for a study text. A text the profile sets apart (an
 * assignment, a lab sheet, a story, a research paper) keeps the sentence
 * path's few strongest cards and its notice: graded on such texts, the
 * sentence path's strict selection kept good cards where the outline's
 * points (a lab's steps, a paper's citations) gave wrong ones, unless the
 * outline shows a lecture or notes the sentence judge misread
 * (`outlineTeaches`). "Make cards anyway" takes the outline's cards.
 */
function outlineCards(
  document: TExtractedDocument,
  analysis: TAnalysis,
  outline: TOutline,
  options: TGenerateOptions,
): TGenerationResult | undefined {
  const judged = profileDocument(analysis.units, analysis.facts);
  const profile =
    judged.kind !== "study" && judged.kind !== "research" && outlineTeaches(outline, judged.kind) ? { kind: "study" } : judged;
  if ("notice" in profile && profile.notice !== undefined && !options.relaxed) return undefined;
  const { cards } = buildOutlineCards(outline, document, options.types, analysis);
  return { cards, ...("notice" in profile && profile.notice ? { notice: profile.notice } : {}) };
}
