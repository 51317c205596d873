import type { TStudyOverview } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { deckLeftToday, doneToday, doneTodayByDeck, iso, isPlayable, leftToday, studyScope, type LimitedDeck } from "./study-scope.ts";
import { getStudySettings } from "./study-settings.ts";

type DeckRow = {
  groupId: string;
  title: string;
  newPerDay: number | null;
  reviewsPerDay: number | null;
  total: number;
  noteCount: number;
  new: number;
  learning: number;
  review: number;
};

/**
 * /study: each of the learner's decks with what it has for today (each deck's
 * counts within its own daily limits and the learner's, so a deck never
 * promises more than a session would give), all decks together, today's
 * progress, and the backlog of reviews due beyond what the limits allow today.
 */
export async function getStudyOverview(
  { userId, now = new Date() }: { userId: string; now?: Date },
  db: DbOrTx,
): Promise<TStudyOverview & { time_zone_set: boolean }> {
  const settings = await getStudySettings({ userId }, db);
  const scope = studyScope({ userId, groupIds: [], now, settings });
  const [done, decks] = await Promise.all([
    doneToday(scope, db),
    db.$queryRaw<DeckRow[]>`
      SELECT g.id AS "groupId", g.title, g."studyNewPerDay" AS "newPerDay", g."studyReviewsPerDay" AS "reviewsPerDay",
        count(c.id)::int AS total, g."noteCount" AS "noteCount",
        count(c.id) FILTER (WHERE c.state = 'new' AND ${isPlayable(now)})::int AS new,
        count(c.id) FILTER (WHERE c.state IN ('learning', 'relearning') AND c.due < ${iso(scope.day.end)}::timestamp AND ${isPlayable(now)})::int AS learning,
        count(c.id) FILTER (WHERE c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp AND ${isPlayable(now)})::int AS review
      FROM "group" g
      LEFT JOIN note n ON n."groupId" = g.id
      LEFT JOIN card c ON c."noteId" = n.id
      WHERE g."userId" = ${userId}
      GROUP BY g.id
      ORDER BY g."createdAt", g.id`,
  ]);
  // All decks together are the sum of the decks: one scan of the cards, not two.
  const available = decks.reduce(
    (sum, deck) => ({ new: sum.new + deck.new, learning: sum.learning + deck.learning, review: sum.review + deck.review }),
    { new: 0, learning: 0, review: 0 },
  );
  const withLimits = decks.filter((deck) => deck.newPerDay !== null || deck.reviewsPerDay !== null);
  const doneByDeck = await doneTodayByDeck(
    scope,
    withLimits.map((deck) => deck.groupId),
    db,
  );
  const limited = new Map<string, LimitedDeck>(
    withLimits.map((deck) => [
      deck.groupId,
      {
        groupId: deck.groupId,
        limits: { newPerDay: deck.newPerDay, reviewsPerDay: deck.reviewsPerDay },
        available: { new: deck.new, learning: deck.learning, review: deck.review },
        done: doneByDeck.get(deck.groupId) ?? { newStudied: 0, reviews: 0 },
      },
    ]),
  );
  const counts = leftToday(available, done, settings, [...limited.values()]);
  return {
    decks: decks.map((deck) => {
      const own = limited.get(deck.groupId);
      return {
        group_id: deck.groupId,
        title: deck.title,
        total: deck.total,
        note_count: deck.noteCount,
        counts: leftToday(own ? { ...deck, ...deckLeftToday(own) } : deck, done, settings),
        limits: { new_per_day: deck.newPerDay, reviews_per_day: deck.reviewsPerDay },
      };
    }),
    counts,
    today: { reviews: done.answers, new_studied: done.newStudied, time_ms: done.timeMs },
    limits: { new_per_day: settings.newPerDay, reviews_per_day: settings.reviewsPerDay },
    backlog: Math.max(0, available.review - counts.review),
    time_zone: settings.timeZone,
    time_zone_set: settings.isTimeZoneSet,
  };
}
