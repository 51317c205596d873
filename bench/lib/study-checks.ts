import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import type { ServerProcess } from "./server-process.ts";
import type { TracedQuery } from "./query-trace.ts";

export type Json = { status: number; json: unknown };

export async function getJson(baseUrl: string, path: string, authorization?: string): Promise<Json> {
  const response = await fetch(baseUrl + path, { headers: authorization ? { authorization } : {} });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: text };
  }
}

export async function postJson(baseUrl: string, path: string, body: unknown, authorization?: string): Promise<Json> {
  const response = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    return { status: response.status, json: text };
  }
}

export const trpcPath = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

const CARD_COLUMNS = `state::text, due, stability, difficulty, reps, lapses, "learningSteps", "scheduledDays", "lastReview", suspended, leech, "buriedUntil"`;

type CaseCard = { id: string; noteId: string; state: string; reps: number; due: string | null; label: string };

/**
 * Answers: the same answer (same card, rating, duration and answer time) sent
 * to ours, undone in the database, then sent to bare must give the same result
 * and leave the same rows (card, siblings, review_log, except ids and
 * updatedAt/createdAt). Cases: a due review card, a cloze card whose sibling is
 * buried, a new card, an Again; then a stale answer (CONFLICT) and no token.
 */
export async function checkAnswers(ours: ServerProcess, bare: ServerProcess, databaseUrl: string, userId: string, authorization: string) {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-bench-check" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const used: string[] = [];
    const pick = async (label: string, where: string) => {
      const { rows } = await client.query<CaseCard>(
        `SELECT c.id, c."noteId", c.state::text AS state, c.reps,
                to_char(c.due, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due, $2::text AS label
         FROM card c JOIN note n ON n.id = c."noteId"
         WHERE c."userId" = $1 AND NOT c.suspended AND c."buriedUntil" IS NULL AND c."noteId" <> ALL($3::uuid[]) AND ${where}
         ORDER BY c.id LIMIT 1`,
        [userId, label, used],
      );
      if (!rows[0]) throw new Error(`check: no card for "${label}"`);
      used.push(rows[0].noteId);
      return rows[0];
    };
    const cases: [CaseCard, string][] = [
      [await pick("due review card", `c.state = 'review' AND c.due < now() AND n.type = 'qna'`), "good"],
      [
        await pick(
          "cloze card with a sibling to bury",
          `c.state = 'review' AND c.due < now() AND n.type = 'clozedel' AND EXISTS (SELECT 1 FROM card s WHERE s."noteId" = c."noteId" AND s.id <> c.id AND s.state IN ('new', 'review'))`,
        ),
        "hard",
      ],
      [await pick("new card", `c.state = 'new' AND n.type = 'qna'`), "easy"],
      [await pick("review card forgotten", `c.state = 'review' AND c.due < now() AND n.type = 'qna' AND c.reps > 5`), "again"],
    ];
    const snapshot = async (card: CaseCard) => ({
      cards: (await client.query(`SELECT id, ${CARD_COLUMNS} FROM card WHERE "noteId" = $1 ORDER BY id`, [card.noteId])).rows as Record<
        string,
        unknown
      >[],
      logs: (
        await client.query(
          `SELECT rating, "stateBefore"::text, "dueBefore", "stabilityAfter", "difficultyAfter", "elapsedDays", "durationMs", "reviewedAt",
                  result - 'review_id' AS result, undo
           FROM review_log WHERE "cardId" = $1 AND "createdAt" > now() AT TIME ZONE 'UTC' - interval '1 hour' ORDER BY "reviewedAt"`,
          [card.id],
        )
      ).rows as Record<string, unknown>[],
    });
    for (const [card, rating] of cases) {
      await client.query(`DROP TABLE IF EXISTS bench_snapshot`);
      await client.query(`CREATE TEMP TABLE bench_snapshot AS SELECT * FROM card WHERE "noteId" = $1`, [card.noteId]);
      const input = (reviewId: string) => ({
        cardId: card.id,
        rating,
        reviewId,
        durationMs: 6000,
        seen: { reps: card.reps, due: card.due, state: card.state },
        answeredAt: new Date(Date.now() - 5000).toISOString(),
      });
      const fixed = input(randomUUID());
      const oursId = fixed.reviewId;
      const a = await postJson(ours.baseUrl, "/trpc/study.answer", fixed, authorization);
      const afterOurs = await snapshot(card);
      // Undo it in the database, then the same answer through bare.
      await client.query(
        `UPDATE card c SET (state, due, stability, difficulty, reps, lapses, "learningSteps", "scheduledDays", "lastReview", suspended, leech, "buriedUntil", "updatedAt")
         = (s.state, s.due, s.stability, s.difficulty, s.reps, s.lapses, s."learningSteps", s."scheduledDays", s."lastReview", s.suspended, s.leech, s."buriedUntil", s."updatedAt")
         FROM bench_snapshot s WHERE c.id = s.id`,
      );
      await client.query(`DELETE FROM review_log WHERE id = $1`, [oursId]);
      const bareId = randomUUID();
      const b = await postJson(bare.baseUrl, "/trpc/study.answer", { ...fixed, reviewId: bareId }, authorization);
      const afterBare = await snapshot(card);
      const label = `answer (${card.label}, ${rating})`;
      if (a.status !== 200) problems.push(`${label}: ours answered ${a.status} ${JSON.stringify(a.json).slice(0, 300)}`);
      if (b.status !== 200) problems.push(`${label}: bare answered ${b.status} ${JSON.stringify(b.json).slice(0, 300)}`);
      const strip = (json: unknown) => JSON.parse(JSON.stringify(json).replaceAll(oursId, "ID").replaceAll(bareId, "ID")) as unknown;
      if (!isDeepStrictEqual(strip(a.json), strip(b.json))) {
        problems.push(`${label}: different JSON:\n    ours ${JSON.stringify(a.json)}\n    bare ${JSON.stringify(b.json)}`);
      }
      if (!isDeepStrictEqual(afterOurs, afterBare)) {
        problems.push(
          `${label}: different rows after the answer:\n    ours ${JSON.stringify(afterOurs)}\n    bare ${JSON.stringify(afterBare)}`,
        );
      }
      if (afterOurs.logs.length !== 1) problems.push(`${label}: expected one new review_log row, found ${afterOurs.logs.length}`);
    }

    // A stale answer (the card changed since it was seen) and no token.
    const stale = await pick("due review card", `c.state = 'review' AND c.due < now()`);
    const staleInput = () => ({
      cardId: stale.id,
      rating: "good",
      reviewId: randomUUID(),
      durationMs: 1000,
      seen: { reps: stale.reps + 1, due: stale.due, state: stale.state },
    });
    for (const [label, call] of [
      ["stale answer", (s: ServerProcess) => postJson(s.baseUrl, "/trpc/study.answer", staleInput(), authorization)],
      ["answer without a token", (s: ServerProcess) => postJson(s.baseUrl, "/trpc/study.answer", staleInput())],
    ] as const) {
      const [a, b] = await Promise.all([call(ours), call(bare)]);
      const code = (r: Json) => (r.json as { error?: { data?: { code?: string } } }).error?.data?.code;
      if (a.status !== b.status || code(a) !== code(b)) problems.push(`${label}: ours ${a.status} ${code(a)}, bare ${b.status} ${code(b)}`);
    }
  } finally {
    await client.end();
  }
  return problems;
}

/**
 * The same GET on both servers must give two 200s with the same JSON; a queue's order depends on the time (lowest
 * predicted recall now), so a difference is retried a few times before it is added to `problems`. The last answers.
 */
async function sameJson(
  ours: ServerProcess,
  bare: ServerProcess,
  authorization: string,
  path: string,
  label: string,
  problems: string[],
): Promise<[Json, Json]> {
  let last: [Json, Json] = await Promise.all([getJson(ours.baseUrl, path, authorization), getJson(bare.baseUrl, path, authorization)]);
  const same = ([a, b]: [Json, Json]) => a.status === 200 && b.status === 200 && isDeepStrictEqual(a.json, b.json);
  for (let attempt = 1; attempt < 3 && !same(last); attempt++) {
    last = await Promise.all([getJson(ours.baseUrl, path, authorization), getJson(bare.baseUrl, path, authorization)]);
  }
  if (!same(last)) {
    problems.push(
      `${label}: ours ${last[0].status} and bare ${last[1].status} differ:\n    ours ${JSON.stringify(last[0].json).slice(0, 1500)}\n    bare ${JSON.stringify(last[1].json).slice(0, 1500)}`,
    );
  }
  return last;
}

/**
 * The queue and the statistics: both servers must return the same JSON. The
 * queue's order depends on the time (lowest predicted recall now), so a
 * difference is retried a few times before it counts.
 */
export async function checkReads(ours: ServerProcess, bare: ServerProcess, authorization: string, queuePath: string, statsPath: string) {
  const problems: string[] = [];
  for (const [label, path, expectCards] of [
    ["queue", queuePath, true],
    ["stats", statsPath, false],
  ] as const) {
    const last = await sameJson(ours, bare, authorization, path, label, problems);
    const cards = (last[0].json as { result?: { data?: { cards?: unknown[] } } }).result?.data?.cards;
    if (expectCards && (!cards || cards.length === 0)) problems.push(`${label}: ours returned no cards to study`);
    const [a, b] = await Promise.all([getJson(ours.baseUrl, path), getJson(bare.baseUrl, path)]);
    if (a.status !== 401 || b.status !== 401) problems.push(`${label} without a token: ours ${a.status}, bare ${b.status}, expected 401`);
  }
  return problems;
}

type QueueCard = { group_id: string; schedule: { state: string } };
const queueOf = (json: unknown) => (json as { result?: { data?: { cards?: QueueCard[]; counts?: unknown } } }).result?.data;

/**
 * The queue when decks have their own daily limits (bench:study's learner has none, so the load never takes this
 * path). Learning cards come first and fill a batch, so for this check the learner's unburied learning cards are
 * buried (and unburied after): the batch is then reviews and new cards. The deck of the first review in ours's
 * queue gets 0 reviews and 1 new card a day, the deck of the first new card 1 new card a day (the account's
 * reviews). Both servers must return the same JSON and send the same statements, and ours's queue must change and
 * keep within those limits. The limits are removed after.
 */
export async function checkQueueWithDeckLimits(
  ours: ServerProcess,
  bare: ServerProcess,
  databaseUrl: string,
  userId: string,
  authorization: string,
  queuePath: string,
) {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-bench-check" });
  client.on("error", () => undefined);
  await client.connect();
  let buried: string[] = [];
  const limited: string[] = [];
  try {
    buried = (
      await client.query<{ id: string }>(
        `UPDATE card SET "buriedUntil" = '2100-01-01' WHERE "userId" = $1 AND state IN ('learning', 'relearning') AND "buriedUntil" IS NULL RETURNING id`,
        [userId],
      )
    ).rows.map((row) => row.id);
    const before = queueOf((await getJson(ours.baseUrl, queuePath, authorization)).json);
    const firstOf = (state: string) => before?.cards?.find((card) => card.schedule.state === state)?.group_id;
    const [noReviews, oneNew] = [firstOf("review"), firstOf("new")];
    if (!noReviews || !oneNew) return ["queue with deck limits: ours's queue has no review or no new card to limit"];
    limited.push(noReviews, oneNew);
    await client.query(`UPDATE "group" SET "studyNewPerDay" = 1 WHERE id = $1`, [oneNew]);
    await client.query(`UPDATE "group" SET "studyNewPerDay" = 1, "studyReviewsPerDay" = 0 WHERE id = $1`, [noReviews]);
    const last = await sameJson(ours, bare, authorization, queuePath, "queue with deck limits", problems);
    const after = queueOf(last[0].json);
    const cards = after?.cards ?? [];
    const count = (deck: string, state: string) => cards.filter((card) => card.group_id === deck && card.schedule.state === state).length;
    if (cards.length === 0) problems.push("queue with deck limits: ours returned no cards to study");
    if (count(noReviews, "review") > 0 || count(noReviews, "new") > 1 || count(oneNew, "new") > 1) {
      problems.push(`queue with deck limits: ours went over a deck's limits (${JSON.stringify(cards)})`);
    }
    if (isDeepStrictEqual(before, after)) problems.push("queue with deck limits: ours's queue did not change");
    const a = await ours.trace(() => getJson(ours.baseUrl, queuePath, authorization));
    const b = await bare.trace(() => getJson(bare.baseUrl, queuePath, authorization));
    problems.push(...compareSql("study.queue with deck limits", a.queries, b.queries));
  } finally {
    await client.query(`UPDATE "group" SET "studyNewPerDay" = NULL, "studyReviewsPerDay" = NULL WHERE id = ANY($1::uuid[])`, [limited]);
    await client.query(`UPDATE card SET "buriedUntil" = NULL WHERE id = ANY($1::uuid[])`, [buried]);
    await client.end();
  }
  return problems;
}

const normalise = (sql: string) => sql.replace(/\s+/g, " ").trim();

/** Ours and bare must send the same statements for the same call (as multisets; BEGIN/COMMIT included). */
export function compareSql(label: string, ours: TracedQuery[], bare: TracedQuery[]): string[] {
  const a = ours.map((q) => normalise(q.sql)).sort();
  const b = bare.map((q) => normalise(q.sql)).sort();
  if (isDeepStrictEqual(a, b)) return [];
  const onlyOurs = a.filter((sql) => !b.includes(sql));
  const onlyBare = b.filter((sql) => !a.includes(sql));
  return [
    `${label}: ours sends ${a.length} statements, bare ${b.length}; update servers/bare-study-sql.ts so both run the same queries.` +
      (onlyOurs.length ? `\n  only ours:\n    ${onlyOurs.join("\n    ")}` : "") +
      (onlyBare.length ? `\n  only bare:\n    ${onlyBare.join("\n    ")}` : ""),
  ];
}
