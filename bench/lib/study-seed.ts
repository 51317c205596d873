import pg from "pg";
import { signUp } from "./seed.ts";

/**
 * The study benchmark's learner: one user signed up through ours, with
 * `cards` cards in `decks` decks (Q&A notes, and every 19th note a cloze
 * note with two gaps, so two cards), a spread of card states, `reviews`
 * review_log rows over the last year, and study settings whose daily limits
 * do not hide anything. Written with a few INSERT ... SELECT generate_series
 * statements (random() seeded, so the same sizes give the same data), then
 * ANALYZE.
 *
 * Card states (by a random draw per card):
 * - 15 % new (never answered);
 * - 2 % learning and 1 % relearning, due between 2 h ago and 30 min from now;
 * - 82 % review: due uniformly between 30 days ago and 60 days from now
 *   (so about a third are due today: a learner back from a break), interval
 *   1-180 days before that, stability ≈ the interval, difficulty 1-10, last
 *   review = due - interval; 1 % of them suspended.
 *
 * Review logs: evenly over the last 365 days (about 2,700 a day at 1M), in
 * time order as the app appends them, on the cards that were ever answered,
 * with the app's mix of ratings (70 % Good) and states, and result/undo JSON
 * of the size the app writes.
 */
export type StudySeeded = {
  userId: string;
  authorization: string;
  deckIds: string[];
  notes: number;
  cards: number;
  reviews: number;
  states: Record<string, number>;
  ms: { signUp: number; decks: number; notes: number; cards: number; reviews: number; analyze: number; total: number };
};

/** Notes: every CLOZE_EVERY-th is a cloze note with two cards, the rest Q&A notes with one. */
const CLOZE_EVERY = 19;

/** How many notes make `cards` cards with one cloze note (2 cards) in CLOZE_EVERY. */
export function notesFor(cards: number): { notes: number; cloze: number } {
  // notes + cloze = cards, cloze = ceil(notes / CLOZE_EVERY) (i % CLOZE_EVERY = 0 for i in 0..notes-1)
  let notes = Math.floor((cards * CLOZE_EVERY) / (CLOZE_EVERY + 1));
  while (notes + Math.ceil(notes / CLOZE_EVERY) < cards) notes++;
  while (notes + Math.ceil(notes / CLOZE_EVERY) > cards) notes--;
  return { notes, cloze: Math.ceil(notes / CLOZE_EVERY) };
}

export async function seedStudy({
  oursBaseUrl,
  databaseUrl,
  decks,
  cards,
  reviews,
  timeZone,
}: {
  oursBaseUrl: string;
  databaseUrl: string;
  decks: number;
  cards: number;
  reviews: number;
  timeZone: string;
}): Promise<StudySeeded> {
  const t0 = performance.now();
  const { token, userId } = await signUp(oursBaseUrl);
  const t1 = performance.now();
  const { notes } = notesFor(cards);

  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-bench-seed" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT setseed(0.17)");
    // Decks a second apart, oldest first.
    await client.query(
      `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'Deck ' || d, $1, t, t
       FROM generate_series(1, $2::int) AS d,
            LATERAL (SELECT (now() AT TIME ZONE 'UTC') - make_interval(days => 400) + make_interval(secs => d)) AS at(t)`,
      [userId, decks],
    );
    const deckIds = (
      await client.query<{ id: string }>(`SELECT id FROM "group" WHERE "userId" = $1 ORDER BY "createdAt", id`, [userId])
    ).rows.map((row) => row.id);
    const t2 = performance.now();

    // Notes dealt round-robin over the decks; position = the note's place in its deck.
    await client.query(
      `INSERT INTO note (id, "groupId", "userId", type, content, position, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), ($3::uuid[])[(i % $4) + 1], $1,
              CASE WHEN i % ${CLOZE_EVERY} = 0 THEN 'clozedel' ELSE 'qna' END::"NoteType",
              CASE WHEN i % ${CLOZE_EVERY} = 0
                THEN jsonb_build_object('type', 'clozedel', 'text',
                  'The {{c1::mitochondrion}} is where cell ' || i || ' makes most of its {{c2::ATP}}.')
                ELSE jsonb_build_object('type', 'qna', 'question', 'What is fact number ' || i || ' of this deck about?',
                  'answer', 'It is about topic ' || (i % 997) || ', explained in a sentence or two as learners write them.')
              END,
              i / $4, t, t
       FROM generate_series(0, $2::int - 1) AS i,
            LATERAL (SELECT (now() AT TIME ZONE 'UTC') - make_interval(days => 380) + make_interval(secs => i)) AS at(t)`,
      [userId, notes, deckIds, decks],
    );
    const t3 = performance.now();

    // Cards: ord 0 for every note, ord 1 too for cloze notes; then a state per card (see above).
    await client.query(
      `INSERT INTO card (id, "noteId", "userId", ord, state, due, stability, difficulty, reps, lapses,
                         "learningSteps", "scheduledDays", "lastReview", suspended, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), s."noteId", s."userId", s.ord,
              s.state::"CardState",
              CASE s.state WHEN 'new' THEN NULL WHEN 'review' THEN s.rdue ELSE s.ldue END,
              CASE s.state WHEN 'new' THEN NULL WHEN 'review' THEN s.ivl * (0.8 + 0.4 * s.r2) ELSE 0.5 + 2 * s.r2 END,
              CASE s.state WHEN 'new' THEN NULL ELSE 1 + 9 * s.r3 END,
              CASE s.state WHEN 'new' THEN 0 WHEN 'review' THEN 3 + floor(15 * s.r3)::int ELSE 1 + floor(2 * s.r2)::int END,
              CASE s.state WHEN 'review' THEN floor(3 * s.r2 * s.r2)::int WHEN 'relearning' THEN 1 ELSE 0 END,
              CASE s.state WHEN 'learning' THEN 1 ELSE 0 END,
              CASE s.state WHEN 'review' THEN s.ivl ELSE 0 END,
              CASE s.state WHEN 'new' THEN NULL WHEN 'review' THEN s.rdue - make_interval(days => s.ivl)
                ELSE s.ldue - make_interval(mins => 10) END,
              s.state = 'review' AND s.r4 < 0.01,
              s.t, s.t
       FROM (
         SELECT x.id AS "noteId", x."userId", x.ord, x."createdAt" AS t, x.r1, x.r2, x.r3, x.r4,
                CASE WHEN x.r1 < 0.15 THEN 'new' WHEN x.r1 < 0.17 THEN 'learning' WHEN x.r1 < 0.18 THEN 'relearning' ELSE 'review' END AS state,
                date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') + make_interval(secs => (x.r2 * 90 - 30) * 86400)) AS rdue,
                date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') + make_interval(secs => x.r3 * 9000 - 7200)) AS ldue,
                -- the interval reaches back from the due date to a last review in the past
                GREATEST(1 + floor(180 * x.r4 * x.r4), ceil(x.r2 * 90 - 30) + 1)::int AS ivl
         FROM (
           -- random() in a target list: evaluated once per row, and the subquery is not flattened
           SELECT n.id, n."userId", n."createdAt", o.ord, random() AS r1, random() AS r2, random() AS r3, random() AS r4
           FROM note n CROSS JOIN LATERAL (SELECT 0 AS ord UNION ALL SELECT 1 WHERE n.type = 'clozedel') o
           WHERE n."userId" = $1
         ) x
       ) s`,
      [userId],
    );
    await client.query(
      `INSERT INTO study_settings ("userId", "timeZone", "newPerDay", "reviewsPerDay", "updatedAt")
       VALUES ($1, $2, 9999, 99999, now() AT TIME ZONE 'UTC')`,
      [userId, timeZone],
    );
    const t4 = performance.now();

    // Review logs: in time order over the last 365 days, on cards that were ever answered.
    await client.query(
      `WITH answered AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM card WHERE "userId" = $1 AND state <> 'new'),
            counted AS (SELECT count(*)::int AS n FROM answered)
       INSERT INTO review_log (id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter",
                               "elapsedDays", "durationMs", "reviewedAt", result, undo, "createdAt")
       SELECT gen_random_uuid(), a.id, $1,
              CASE WHEN r.r1 < 0.1 THEN 1 WHEN r.r1 < 0.2 THEN 2 WHEN r.r1 < 0.9 THEN 3 ELSE 4 END,
              (CASE WHEN r.r2 < 0.08 THEN 'new' WHEN r.r2 < 0.18 THEN 'learning' WHEN r.r2 < 0.2 THEN 'relearning' ELSE 'review' END)::"CardState",
              CASE WHEN r.r2 < 0.08 THEN NULL ELSE t.at - make_interval(hours => 2) END,
              1 + 60 * r.r3, 1 + 9 * r.r3,
              CASE WHEN r.r2 < 0.18 THEN 0 ELSE 60 * r.r3 * r.r3 END,
              2000 + floor(18000 * r.r1)::int,
              t.at,
              jsonb_build_object('card_id', a.id, 'review_id', gen_random_uuid(), 'leech', false,
                'schedule', jsonb_build_object('state', 'review', 'due', t.at + make_interval(days => 3), 'stability', 1 + 60 * r.r3,
                  'difficulty', 1 + 9 * r.r3, 'reps', 5, 'lapses', 0, 'learning_steps', 0, 'scheduled_days', 3, 'last_review', t.at)),
              jsonb_build_object('suspended', false, 'leech', false, 'buried', '[]'::jsonb,
                'schedule', jsonb_build_object('state', 'review', 'due', t.at, 'stability', 1 + 30 * r.r3,
                  'difficulty', 1 + 9 * r.r3, 'reps', 4, 'lapses', 0, 'learning_steps', 0, 'scheduled_days', 2, 'last_review', t.at - make_interval(days => 2))),
              t.at
       FROM (SELECT g, random() AS r1, random() AS r2, random() AS r3 FROM generate_series(1, $2::int) AS g) r
            CROSS JOIN counted
            JOIN answered a ON a.k = ((r.g::bigint * 7919) % counted.n)::int,
            LATERAL (SELECT date_trunc('milliseconds', (now() AT TIME ZONE 'UTC') - make_interval(days => 365)
                     + make_interval(secs => 365 * 86400 * (r.g - r.r1 * 0.5) / $2::int)) AS at) t
       ORDER BY r.g`,
      [userId, reviews],
    );
    const t5 = performance.now();
    // What autovacuum would do soon after a bulk load: statistics for the planner, and the visibility map.
    await client.query(`VACUUM (ANALYZE) "user", session, "group", note, card, review_log, study_settings`);
    const t6 = performance.now();

    const states = Object.fromEntries(
      (
        await client.query<{ state: string; n: number }>(
          `SELECT state::text || CASE WHEN suspended THEN ' (suspended)' ELSE '' END AS state, count(*)::int AS n
           FROM card WHERE "userId" = $1 GROUP BY 1 ORDER BY 1`,
          [userId],
        )
      ).rows.map((row) => [row.state, row.n]),
    );
    const [counted] = (
      await client.query<{ cards: number; reviews: number }>(
        `SELECT (SELECT count(*)::int FROM card WHERE "userId" = $1) AS cards, (SELECT count(*)::int FROM review_log WHERE "userId" = $1) AS reviews`,
        [userId],
      )
    ).rows;
    return {
      userId,
      authorization: `Bearer ${token}`,
      deckIds,
      notes,
      cards: counted?.cards ?? 0,
      reviews: counted?.reviews ?? 0,
      states,
      ms: { signUp: t1 - t0, decks: t2 - t1, notes: t3 - t2, cards: t4 - t3, reviews: t5 - t4, analyze: t6 - t5, total: t6 - t0 },
    };
  } finally {
    await client.end();
  }
}
