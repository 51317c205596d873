import { findFreePort } from "@mnemo/db/embedded";
import { STUDY_DAY_START_HOUR, studyDayAfter } from "../../packages/api-contract/src/index.ts";
import { openBenchDatabase } from "./database.ts";
import { killAllServers, startServer } from "./server-process.ts";
import { seedStudy } from "./study-seed.ts";

/**
 * For the study experiments: a fresh database with bench:study's learner (100,000 cards, BENCH_STUDY_REVIEWS or
 * 1,000,000 answers, same seed), `body` run with its URL and the parameters of the statistics' review_log queries
 * ($1 zone, $2 study day start hour, $3 user, $4 a year ago), then everything dropped.
 */
export async function withSeededLearner(
  log: (line: string) => void,
  timeZone: string,
  body: (databaseUrl: string, params: (string | number)[]) => Promise<void>,
): Promise<void> {
  const reviews = Number(process.env.BENCH_STUDY_REVIEWS ?? 1_000_000);
  const database = await openBenchDatabase(log);
  try {
    const ours = await startServer("ours", { DATABASE_URL: database.url, BENCH_POOL_SIZE: "2" }, await findFreePort());
    let userId: string;
    try {
      const seeded = await seedStudy({
        oursBaseUrl: ours.baseUrl,
        databaseUrl: database.url,
        decks: 50,
        cards: 100_000,
        reviews,
        timeZone,
      });
      userId = seeded.userId;
      log(`seeded ${seeded.reviews} answers in ${Math.round(seeded.ms.total)} ms`);
    } finally {
      await ours.close();
    }
    await body(database.url, [timeZone, STUDY_DAY_START_HOUR, userId, studyDayAfter(new Date(), timeZone, -364).start.toISOString()]);
  } finally {
    killAllServers();
    await database.drop();
  }
}
