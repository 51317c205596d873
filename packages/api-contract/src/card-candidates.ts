import { z } from "zod";
import {
  ZClozeContentSchema,
  ZConceptFactListContentSchema,
  ZIdSchema,
  ZMcqContentSchema,
  ZNoteSourceSchema,
  ZQnaContentSchema,
  ZTrueFalseContentSchema,
} from "./notes.ts";

/**
 * Card candidates: the cards a generation job proposed, waiting for the learner's review before
 * they join the deck (docs/card-quality.md#the-learner-reviews-before-saving).
 */
export const CANDIDATE_STATUSES = ["pending", "accepted", "dropped"] as const;
export type TCandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** The content of a generated card (every type but a hand-written one). */
export const ZGeneratedContentSchema = z.discriminatedUnion("type", [
  ZMcqContentSchema,
  ZTrueFalseContentSchema,
  ZClozeContentSchema,
  ZConceptFactListContentSchema,
  ZQnaContentSchema,
]);
export type TGeneratedContent = z.infer<typeof ZGeneratedContentSchema>;

export const ZCardCandidateSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  /** The outline section it came from: its title and its place in the outline. */
  section: z.object({ title: z.string(), index: z.number().int() }),
  /** 0..1, how strong the card is judged. */
  strength: z.number(),
  /** 0 for the strongest candidate of the job. */
  rank: z.number().int(),
  /** Ticked for adding by default: judged strong enough. */
  ticked: z.boolean(),
  status: z.enum(CANDIDATE_STATUSES),
  content: ZGeneratedContentSchema,
  /** Where it came from, as a note's source (the source popover opens the viewer at the quote). */
  source: ZNoteSourceSchema.unwrap(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCardCandidate = z.infer<typeof ZCardCandidateSchema>;

export const ZCandidateSectionSchema = z.object({
  title: z.string(),
  index: z.number().int(),
  candidates: z.array(ZCardCandidateSchema),
});
export type TCandidateSection = z.infer<typeof ZCandidateSectionSchema>;

export const ZJobCandidatesSchema = z.object({
  job_id: z.string(),
  group_id: z.string(),
  source_id: z.string().nullable(),
  /** Made with "learn by heart": one section of the text's lines, all made already (no "More from this section"). */
  memorise: z.boolean(),
  /** Sections in outline order, each's candidates strongest first. */
  sections: z.array(ZCandidateSectionSchema),
});
export type TJobCandidates = z.infer<typeof ZJobCandidatesSchema>;

export const ZJobCandidatesInputSchema = z.object({ jobId: ZIdSchema });
export const ZCandidateInputSchema = z.object({ id: ZIdSchema });
export const ZEditCandidateInputSchema = z.object({ id: ZIdSchema, content: ZGeneratedContentSchema });
/** The most candidates one accept may name (a job proposes far fewer). */
export const MAX_ACCEPT_CANDIDATES = 2000;
export const ZAcceptCandidatesInputSchema = z.object({
  jobId: ZIdSchema,
  /** The ticked candidates; those not pending (accepted before, dropped) are left alone. */
  ids: z
    .array(ZIdSchema)
    .min(1, { error: "Tick at least one card to add." })
    .max(MAX_ACCEPT_CANDIDATES)
    .transform((ids) => [...new Set(ids)]),
});
export const ZAcceptCandidatesResultSchema = z.object({ group_id: z.string(), added: z.number().int() });
export type TAcceptCandidatesResult = z.infer<typeof ZAcceptCandidatesResultSchema>;

/** A deck's candidates still waiting for review (pending, from finished jobs), for the deck page's pointer. */
export const ZWaitingCandidatesInputSchema = z.object({ groupId: ZIdSchema });
export const ZWaitingCandidatesSchema = z.object({
  group_id: z.string(),
  /** Pending candidates of the deck, over every job. */
  waiting: z.number().int(),
  /** The jobs holding them, oldest first, for the review route (at most MAX_WAITING_JOBS, the newest). */
  job_ids: z.array(z.string()),
});
export type TWaitingCandidates = z.infer<typeof ZWaitingCandidatesSchema>;
/** The most jobs the deck page's pointer opens in one review. */
export const MAX_WAITING_JOBS = 20;

/** "Show me more from this section": more cards from one outline section of a job's source. */
export const ZMoreCandidatesInputSchema = z.object({ jobId: ZIdSchema, sectionIndex: z.number().int().min(0) });
export const ZMoreCandidatesResultSchema = z.object({
  /** How many new candidates the section got (0: nothing new to offer). */
  added: z.number().int(),
  /** The new candidates, strongest first. */
  candidates: z.array(ZCardCandidateSchema),
});
export type TMoreCandidatesResult = z.infer<typeof ZMoreCandidatesResultSchema>;

/** Candidates in review order: sections by their outline index, then strongest first (rank breaks ties, then id). */
export function groupCandidates(candidates: readonly TCardCandidate[]): TCandidateSection[] {
  const sections = new Map<number, TCandidateSection>();
  for (const candidate of candidates) {
    let section = sections.get(candidate.section.index);
    if (!section) {
      section = { title: candidate.section.title, index: candidate.section.index, candidates: [] };
      sections.set(candidate.section.index, section);
    }
    section.candidates.push(candidate);
  }
  const ordered = [...sections.values()].sort((a, b) => a.index - b.index);
  for (const section of ordered)
    section.candidates.sort((a, b) => b.strength - a.strength || a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return ordered;
}
