import { describe, expect, it } from "vitest";
import { useAppProcesses } from "../testing/app-processes.ts";
import { STUDY_TEXT } from "../testing/generation-helpers.ts";
import { useTestApp } from "../testing/test-app.ts";

/**
 * Limits across replicas: two real API processes (`src/server.ts`, as
 * `pnpm start` runs it) and a generation worker (`src/worker.ts`) on one
 * database, behind no shared memory. A limit counted in one process's memory
 * would let each process allow its own share; these must hold across both.
 */
const ctx = useTestApp();
const { startApi, startWorker } = useAppProcesses(() => ctx.database.url);

describe("two API processes and a worker on one database", () => {
  it("share the sign-in limit and the hourly generation limit", { timeout: 400_000 }, async () => {
    const [a, b] = await Promise.all([startApi(), startApi()]);
    startWorker({ GENERATION_CONCURRENCY: "1", OCR_WORKERS: "1" });

    // Sign-in: 10 wrong passwords per account and client in 15 minutes, counted together by both processes.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const base = i % 2 === 0 ? a : b;
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: "replicas@example.test", password: "a wrong guess" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);

    // Generation: 60 jobs an hour per user. 59 are already on record; one more through A, then B must refuse.
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a, "x-mnemo-bearer": "true" },
      body: JSON.stringify({ email: "replicas-jobs@example.test", password: "replicas passphrase", name: "R" }),
    });
    expect(signUp.status).toBe(200);
    const auth = { authorization: `Bearer ${signUp.headers.get("set-auth-token")}`, "content-type": "application/json" };
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const deck = (await (
      await fetch(`${b}/api/notes/add_group`, { method: "POST", headers: auth, body: '{"title":"Biology"}' })
    ).json()) as { id: string };
    await ctx.db.generationJob.createMany({
      data: Array.from({ length: 59 }, () => ({
        userId,
        groupId: deck.id,
        status: "succeeded" as const,
        inputKind: "text",
        mime: "text/plain",
        generator: "offline",
        types: ["qna"],
      })),
    });
    const job = { groupId: deck.id, text: STUDY_TEXT, types: ["qna"] };
    const accepted = await fetch(`${a}/api/generation/jobs`, { method: "POST", headers: auth, body: JSON.stringify(job) });
    expect(accepted.status).toBe(202);
    const refused = await fetch(`${b}/api/generation/jobs`, { method: "POST", headers: auth, body: JSON.stringify(job) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // The worker, a third process, runs the accepted job.
    const { id } = (await accepted.json()) as { id: string };
    let status = "queued";
    for (let i = 0; i < 240 && status !== "succeeded" && status !== "failed"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = ((await (await fetch(`${b}/api/generation/jobs/${id}`, { headers: auth })).json()) as { status: string }).status;
    }
    expect(status).toBe("succeeded");
  });
});
