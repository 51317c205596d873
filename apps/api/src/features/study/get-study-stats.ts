import { STUDY_DAY_START_HOUR, studyDay, studyDayAfter, type TStudyStats } from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { assertOwnDecks, iso } from "./study-scope.ts";
import { getStudySettings } from "./study-settings.ts";

/** A study day's name for a stored UTC timestamp: the local date in the learner's zone, the day starting at 04:00. */
function studyDayOf(column: Prisma.Sql, timeZone: string): Prisma.Sql {
  return Prisma.sql`to_char((${column} AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone}) - make_interval(hours => ${STUDY_DAY_START_HOUR}), 'YYYY-MM-DD')`;
}

/** A 15-minute UTC bucket of a timestamp column: every zone's offset is a whole number of quarter hours, so a bucket lies in one study day and one month. */
function quarterHourOf(column: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`date_bin('15 minutes', ${column}, TIMESTAMP '2000-01-01')`;
}

/**
 * The statistics view's figures, for all decks or some: answers and time per
 * study day over the last year, cards coming due over the next 30 days, true
 * retention by month (young and mature), and cards by state: four aggregate
 * queries over the learner's own rows, run at once.
 */
export async function getStudyStats(
  { userId, groupIds, now = new Date() }: { userId: string; groupIds: readonly string[]; now?: Date },
  db: DbOrTx,
): Promise<TStudyStats> {
  await assertOwnDecks({ userId, groupIds }, db);
  const { timeZone } = await getStudySettings({ userId }, db);
  const today = studyDay(now, timeZone);
  const yearAgo = studyDayAfter(now, timeZone, -364).start;
  const horizon = studyDayAfter(now, timeZone, 29).end;
  const decks = groupIds.length > 0 ? Prisma.sql`AND n."groupId" = ANY(${[...groupIds]}::uuid[])` : Prisma.empty;
  // Cards need their note only to be picked by deck.
  const cardsInDecks = groupIds.length > 0 ? Prisma.sql`JOIN note n ON n.id = c."noteId"` : Prisma.empty;
  const logsInDecks =
    groupIds.length > 0
      ? Prisma.sql`AND r."cardId" IN (SELECT c.id FROM card c JOIN note n ON n.id = c."noteId" WHERE c."userId" = ${userId} ${decks})`
      : Prisma.empty;

  // The year's answers are counted per 15-minute bucket first and each bucket named after, for the 35,000 buckets of a
  // year rather than for each answer; review_log's index holds every column read, so both are index-only scans.
  const [days, due, retention, states] = await Promise.all([
    db.$queryRaw<{ day: string; reviews: number; time_ms: number }[]>`
      SELECT ${studyDayOf(Prisma.sql`b.bucket`, timeZone)} AS day, sum(b.n)::int AS reviews, COALESCE(sum(b.ms), 0)::int AS time_ms
      FROM (
        SELECT ${quarterHourOf(Prisma.sql`r."reviewedAt"`)} AS bucket, count(*) AS n, sum(r."durationMs") AS ms
        FROM review_log r
        WHERE r."userId" = ${userId} AND r."reviewedAt" >= ${iso(yearAgo)}::timestamp ${logsInDecks}
        GROUP BY 1
      ) b
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ day: string; cards: number }[]>`
      SELECT ${studyDayOf(Prisma.sql`b.bucket`, timeZone)} AS day, sum(b.n)::int AS cards
      FROM (
        SELECT ${quarterHourOf(Prisma.sql`GREATEST(c.due, ${iso(today.start)}::timestamp)`)} AS bucket, count(*) AS n
        FROM card c ${cardsInDecks}
        WHERE c."userId" = ${userId} AND NOT c.suspended AND c.state <> 'new' AND c.due < ${iso(horizon)}::timestamp ${decks}
        GROUP BY 1
      ) b
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ month: string; young: number; young_passed: number; mature: number; mature_passed: number }[]>`
      SELECT to_char(b.bucket AT TIME ZONE 'UTC' AT TIME ZONE ${timeZone}, 'YYYY-MM') AS month,
        sum(b.young)::int AS young, sum(b.young_passed)::int AS young_passed, sum(b.mature)::int AS mature, sum(b.mature_passed)::int AS mature_passed
      FROM (
        SELECT ${quarterHourOf(Prisma.sql`r."reviewedAt"`)} AS bucket,
          count(*) FILTER (WHERE r."elapsedDays" < 21) AS young,
          count(*) FILTER (WHERE r."elapsedDays" < 21 AND r.rating > 1) AS young_passed,
          count(*) FILTER (WHERE r."elapsedDays" >= 21) AS mature,
          count(*) FILTER (WHERE r."elapsedDays" >= 21 AND r.rating > 1) AS mature_passed
        FROM review_log r
        WHERE r."userId" = ${userId} AND r."stateBefore" = 'review' AND r."reviewedAt" >= ${iso(yearAgo)}::timestamp ${logsInDecks}
        GROUP BY 1
      ) b
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ new: number; learning: number; review: number; relearning: number; suspended: number; cards: number }[]>`
      SELECT count(*) FILTER (WHERE c.state = 'new' AND NOT c.suspended)::int AS new,
        count(*) FILTER (WHERE c.state = 'learning' AND NOT c.suspended)::int AS learning,
        count(*) FILTER (WHERE c.state = 'review' AND NOT c.suspended)::int AS review,
        count(*) FILTER (WHERE c.state = 'relearning' AND NOT c.suspended)::int AS relearning,
        count(*) FILTER (WHERE c.suspended)::int AS suspended,
        count(*)::int AS cards
      FROM card c ${cardsInDecks}
      WHERE c."userId" = ${userId} ${decks}`,
  ]);
  const counted = states[0] ?? { new: 0, learning: 0, review: 0, relearning: 0, suspended: 0, cards: 0 };
  return {
    time_zone: timeZone,
    days,
    due,
    retention: retention.map((row) => ({
      month: row.month,
      young: { reviews: row.young, passed: row.young_passed },
      mature: { reviews: row.mature, passed: row.mature_passed },
    })),
    states: {
      new: counted.new,
      learning: counted.learning,
      review: counted.review,
      relearning: counted.relearning,
      suspended: counted.suspended,
    },
    totals: {
      reviews: days.reduce((sum, day) => sum + day.reviews, 0),
      time_ms: days.reduce((sum, day) => sum + day.time_ms, 0),
      cards: counted.cards,
    },
  };
}
