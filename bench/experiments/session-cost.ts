// What one session check costs in Node CPU, piece by piece, in-process (no HTTP).
//   pnpm --filter @mnemo/bench exec tsx experiments/session-cost.ts
// 10 calls in flight at a time, 2,000 calls per line after 200 warm-up calls.
import { createHmac } from "node:crypto";
import { createDb } from "@mnemo/db";
import pg from "pg";
import { createAuth } from "../../apps/api/src/auth/create-auth.ts";
import { createMailer } from "../../apps/api/src/mail/mailer.ts";
import { createSessionResolver, toHeaders } from "../../apps/api/src/auth/session-user.ts";
import { listGroups } from "../../apps/api/src/features/groups/list-groups.ts";
import { openBenchDatabase } from "../lib/database.ts";
import { GROUPS_SQL, SESSION_SQL } from "../servers/bare-sql.ts";

const SECRET = "bench-secret-that-is-long-enough-for-better-auth";
const database = await openBenchDatabase(console.log);
const db = createDb({ databaseUrl: database.url, poolSize: 10 });
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
try {
  const baseUrl = "http://127.0.0.1:3000";
  const auth = createAuth({
    db,
    secret: SECRET,
    baseUrl,
    trustedOrigins: [baseUrl],
    mailer: createMailer({ smtpUrl: undefined, from: "bench@localhost", log: { info: () => {}, error: () => {} } }),
    newAccountPlan: "free",
  });
  const signUp = await auth.handler(
    new Request(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: "bench@example.test", password: "correct horse battery", name: "Bench" }),
    }),
  );
  const signed = signUp.headers.get("set-auth-token")!;
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const [token, signature] = decodeURIComponent(signed).split(".") as [string, string];
  await pool.query(
    `INSERT INTO "group" (id, title, "userId", "createdAt", "updatedAt") SELECT gen_random_uuid(), 'Deck ' || i, $1, now(), now() FROM generate_series(1, 200) i`,
    [userId],
  );
  const common = { host: "127.0.0.1", "user-agent": "autocannon", accept: "*/*" };
  const bearerHeaders = { ...common, authorization: `Bearer ${signed}` };
  const cookieHeaders = { ...common, cookie: `better-auth.session_token=${encodeURIComponent(signed)}` };

  async function measure(label: string, fn: () => Promise<unknown>, n = 2000, inFlight = 10) {
    for (let i = 0; i < 200; i++) await fn();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let started = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (started < n) {
          started++;
          await fn();
        }
      }),
    );
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `${label.padEnd(62)} ${(((cpu.user + cpu.system) / 1000 / n) * 1000).toFixed(0).padStart(5)} µs CPU/call  ${Math.round(
        (n / wall) * 1000,
      )
        .toString()
        .padStart(6)} calls/s`,
    );
  }

  console.log("session check");
  const resolveUser = createSessionResolver(auth, db);
  const signedIn = async (headers: Record<string, string>) => {
    if (!(await auth.api.getSession({ headers: toHeaders(headers) }))) throw new Error("no session");
  };
  const leanSignedIn = async (headers: Record<string, string>) => {
    if (!(await resolveUser(headers))) throw new Error("no session");
  };
  await measure("lean session check, Authorization: Bearer (what we run)", () => leanSignedIn(bearerHeaders));
  await measure("lean session check, session cookie (what we run)", () => leanSignedIn(cookieHeaders));
  await measure("better-auth getSession, Authorization: Bearer", () => signedIn(bearerHeaders));
  await measure("better-auth getSession, session cookie", () => signedIn(cookieHeaders));
  await measure("  its two Prisma queries alone (session by token, user by id)", async () => {
    const session = await db.session.findFirst({ where: { token } });
    await db.user.findFirst({ where: { id: session!.userId } });
  });
  await measure("node:crypto HMAC check + one joined query via Prisma $queryRaw", async () => {
    if (createHmac("sha256", SECRET).update(token).digest("base64") !== signature) throw new Error("bad signature");
    await db.$queryRawUnsafe(SESSION_SQL, token);
  });
  await measure("node:crypto HMAC check + one joined query via pg (bare)", async () => {
    if (createHmac("sha256", SECRET).update(token).digest("base64") !== signature) throw new Error("bad signature");
    await pool.query(SESSION_SQL, [token]);
  });
  console.log("deck list data (200 decks)");
  await measure("listGroups via Prisma (what we run)", () => listGroups({ userId }, db), 500);
  await measure("the same SQL via pg, rows not mapped", () => pool.query(GROUPS_SQL, [userId, 0]), 500);
} finally {
  await pool.end();
  await db.$disconnect();
  await database.drop();
}
