import { identityProvider } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { generationJobSelect } from "../generation/jobs/job-dto.ts";
import { noteSelect } from "../notes/note-dto.ts";
import { cardScheduleSelect } from "../collection/card-schedule.ts";
import { exportSources } from "../library/export-sources.ts";
import { exportDiagrams } from "../diagrams/export-diagrams.ts";
import { exportPracticeTests } from "../practice/export-practice-tests.ts";
import { describeUserAgent } from "./sessions.ts";

/** Bumped when the shape of the export changes. */
export const ACCOUNT_EXPORT_VERSION = 2;

/**
 * Everything Mnemo holds about the learner, as one JSON document: the account,
 * how they sign in, plan and usage, every deck with every card (content and
 * source, and each card's study state), every answer they gave (the review
 * log) and their study settings, their generation history, their suggestions
 * and signed-in devices, and their sources (docs/sources.md) with their text
 * and their study notes (docs/study-notes.md), without the original files, and their practice tests with every
 * answer (docs/practice-tests.md), and their diagrams with their graphs (docs/diagrams.md). Adding a key keeps the version: readers of
 * version 2 find everything they knew where it was.
 */
export async function exportAccount({ userId }: { userId: string }, db: Db) {
  const [user, accounts, subscription, usage, groups, notes, jobs, suggestions, sessions, cards, reviews, studySettings, sources] =
    await Promise.all([
      db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { id: true, email: true, name: true, emailVerified: true, createdAt: true, updatedAt: true },
      }),
      db.account.findMany({ where: { userId }, select: { providerId: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
      db.subscription.findUnique({ where: { userId } }),
      db.usagePeriod.findMany({ where: { userId }, select: { period: true, wordsUsed: true }, orderBy: { period: "asc" } }),
      db.group.findMany({
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { id: true, title: true, createdAt: true, updatedAt: true },
      }),
      db.note.findMany({ where: { userId }, orderBy: [{ groupId: "asc" }, { position: "asc" }], select: { ...noteSelect, jobId: true } }),
      db.generationJob.findMany({
        where: { userId },
        orderBy: { createdAt: "asc" },
        select: { ...generationJobSelect, generator: true },
      }),
      db.featureSuggestion.findMany({
        where: { userId },
        select: { title: true, details: true, email: true, createdAt: true },
        orderBy: { createdAt: "asc" },
      }),
      db.session.findMany({ where: { userId }, select: { userAgent: true, ipAddress: true, createdAt: true, expiresAt: true } }),
      db.card.findMany({
        where: { userId },
        orderBy: [{ noteId: "asc" }, { ord: "asc" }],
        select: { ...cardScheduleSelect, id: true, noteId: true, ord: true, suspended: true, buriedUntil: true, leech: true },
      }),
      db.reviewLog.findMany({
        where: { userId },
        orderBy: { reviewedAt: "asc" },
        select: {
          id: true,
          cardId: true,
          rating: true,
          stateBefore: true,
          dueBefore: true,
          stabilityAfter: true,
          difficultyAfter: true,
          elapsedDays: true,
          durationMs: true,
          reviewedAt: true,
        },
      }),
      db.studySettings.findUnique({ where: { userId }, omit: { userId: true } }),
      exportSources({ userId }, db),
    ]);
  const practiceTests = await exportPracticeTests({ userId }, db);
  const diagrams = await exportDiagrams({ userId }, db);
  const cardsByNote = new Map<string, typeof cards>();
  for (const card of cards) cardsByNote.set(card.noteId, [...(cardsByNote.get(card.noteId) ?? []), card]);
  const cardsByDeck = new Map<string, typeof notes>();
  for (const note of notes) {
    const list = cardsByDeck.get(note.groupId) ?? [];
    list.push(note);
    cardsByDeck.set(note.groupId, list);
  }

  return {
    format: "mnemo-account-export",
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account: {
      ...user,
      signInMethods: accounts.map((account) => ({ provider: identityProvider(account.providerId), linkedAt: account.createdAt })),
    },
    subscription: subscription
      ? {
          planId: subscription.planId,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          createdAt: subscription.createdAt,
        }
      : null,
    usage: usage.map((row) => ({ month: row.period.toISOString().slice(0, 7), wordsUsed: row.wordsUsed })),
    decks: groups.map((group) => ({
      ...group,
      cards: (cardsByDeck.get(group.id) ?? []).map(({ groupId: _groupId, ...card }) => ({
        ...card,
        // The note's reviewable units (one per cloze number for a cloze note) and where each is in its learning.
        study: (cardsByNote.get(card.id) ?? []).map(({ noteId: _noteId, ...unit }) => unit),
      })),
    })),
    studySettings,
    reviews,
    generationJobs: jobs.map(({ groupId, ...job }) => ({ ...job, deckId: groupId })),
    sources,
    practiceTests,
    diagrams,
    suggestions,
    devices: sessions.map((session) => ({
      device: describeUserAgent(session.userAgent),
      ipAddress: session.ipAddress,
      signedInAt: session.createdAt,
      expiresAt: session.expiresAt,
    })),
  };
}
