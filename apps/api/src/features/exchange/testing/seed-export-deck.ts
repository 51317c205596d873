import type { Db } from "@mnemo/db";

/**
 * A deck for large-export tests and measurements (export-large.integration.test.ts,
 * bench/export-memory.ts), written with a few set-based INSERT ... SELECT statements, so
 * 50,000 notes with their cards and answers take seconds, not minutes:
 * - `cards` notes with one card each, the five card types in turn (a cloze note has only c1);
 *   each text field about `chars` characters of varied words;
 * - with `answersPerCard` > 0, every card in review with that many answers ten days apart,
 *   each review_log row carrying result and undo JSON of the size the app writes;
 *   otherwise every card is new.
 * The user must exist. Returns the deck's id and what was written.
 */
export async function seedExportDeck(
  {
    userId,
    title,
    cards,
    answersPerCard = 0,
    chars = 120,
  }: { userId: string; title: string; cards: number; answersPerCard?: number; chars?: number },
  db: Db,
): Promise<{ groupId: string; cards: number; answers: number }> {
  const [group] = await db.$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, now(), now()) RETURNING id::text`,
    title,
    userId,
  );
  const groupId = group!.id;
  // Words that wrap like prose; each field starts at another place in the text, so no two cards are alike.
  const text = (field: number) =>
    `substr(repeat('the cell membrane moves glucose across a gradient while mitochondria make energy for every neuron and its synapse; ', ${Math.ceil(chars / 100) + 2}), 1 + ((i * ${7 + field}) % 97), ${chars})`;
  await db.$executeRawUnsafe(
    `INSERT INTO note (id, "groupId", "userId", type, content, position, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, $2, t.type::"NoteType", t.content, i, c, c
     FROM generate_series(0, $3::int - 1) AS i,
          LATERAL (SELECT now() - make_interval(days => 400) + make_interval(secs => i) AS c) AS at,
          LATERAL (SELECT CASE i % 5
            WHEN 0 THEN jsonb_build_object('type', 'qna', 'question', 'Question ' || i || ': ' || ${text(0)}, 'answer', ${text(1)})
            WHEN 1 THEN jsonb_build_object('type', 'clozedel', 'text', 'Card ' || i || ': the {{c1::' || ${text(2)} || '}} is what it says.')
            WHEN 2 THEN jsonb_build_object('type', 'mcq', 'question', 'Which is right (' || i || ')? ' || ${text(3)},
              'options', jsonb_build_array('first ' || i, 'second ' || i, 'third ' || i, 'fourth ' || i),
              'correctIndex', i % 4, 'explanation', ${text(4)})
            WHEN 3 THEN jsonb_build_object('type', 'truefalse', 'statement', 'Statement ' || i || ': ' || ${text(5)},
              'isTrue', i % 2 = 0, 'correction', CASE WHEN i % 2 = 0 THEN '' ELSE ${text(6)} END)
            ELSE jsonb_build_object('type', 'concept_fact_list', 'concept', 'Concept ' || i,
              'facts', jsonb_build_array(${text(7)}, ${text(8)}, 'fact ' || i))
          END AS content,
          (ARRAY['qna', 'clozedel', 'mcq', 'truefalse', 'concept_fact_list'])[i % 5 + 1] AS type) AS t`,
    groupId,
    userId,
    cards,
  );
  const studied = answersPerCard > 0;
  await db.$executeRawUnsafe(
    `INSERT INTO card (id, "noteId", "userId", ord, state, due, stability, difficulty, reps, lapses,
                       "learningSteps", "scheduledDays", "lastReview", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), n.id, n."userId", 0,
            ${studied ? `'review'::"CardState", now() + make_interval(days => n.position % 60), 10 + n.position % 50, 5, $2::int, 0, 0, 10, now() - make_interval(days => 1)` : `'new'::"CardState", NULL, NULL, NULL, $2::int, 0, 0, 0, NULL`},
            n."createdAt", n."createdAt"
     FROM note n WHERE n."groupId" = $1::uuid`,
    groupId,
    answersPerCard,
  );
  if (studied) {
    await db.$executeRawUnsafe(
      `INSERT INTO review_log (id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter",
                               "elapsedDays", "durationMs", "reviewedAt", result, undo, "createdAt")
       SELECT gen_random_uuid(), c.id, c."userId", CASE WHEN k % 4 = 1 THEN 1 ELSE 3 END,
              (CASE WHEN k = 0 THEN 'new' ELSE 'review' END)::"CardState", a.at - make_interval(days => 1),
              1 + 3 * k, 5, CASE WHEN k = 0 THEN 0 ELSE 10 END, 6000, a.at,
              jsonb_build_object('card_id', c.id, 'review_id', gen_random_uuid(), 'leech', false,
                'schedule', jsonb_build_object('state', 'review', 'due', a.at + make_interval(days => 10), 'stability', 1 + 3 * k,
                  'difficulty', 5, 'reps', k + 1, 'lapses', 0, 'learning_steps', 0, 'scheduled_days', 10, 'last_review', a.at)),
              jsonb_build_object('suspended', false, 'leech', false, 'buried', '[]'::jsonb,
                'schedule', jsonb_build_object('state', 'review', 'due', a.at, 'stability', 1 + 3 * k,
                  'difficulty', 5, 'reps', k, 'lapses', 0, 'learning_steps', 0, 'scheduled_days', 10, 'last_review', a.at - make_interval(days => 10))),
              a.at
       FROM card c JOIN note n ON n.id = c."noteId",
            generate_series(0, $2::int - 1) AS k,
            LATERAL (SELECT date_trunc('milliseconds', now() - make_interval(days => 10 * ($2::int - k)) + make_interval(secs => n.position)) AS at) AS a
       WHERE n."groupId" = $1::uuid`,
      groupId,
      answersPerCard,
    );
  }
  await db.$executeRawUnsafe(`ANALYZE note, card, review_log`);
  return { groupId, cards, answers: studied ? cards * answersPerCard : 0 };
}
