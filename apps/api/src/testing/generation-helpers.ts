import type { TGenerationJob, TJobCandidates, TNote } from "@mnemo/api-contract";
import type { App } from "../app.ts";
import type { TestUser } from "./test-app.ts";

/** A few paragraphs of study text the offline generator turns into every card type. */
export const STUDY_TEXT = `Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, which contain the green pigment chlorophyll. The main products of photosynthesis are glucose and oxygen.

The French Revolution began in 1789 with the storming of the Bastille in Paris. Louis XVI was executed in 1793 after the monarchy was abolished. Napoleon Bonaparte seized power in 1799 and later crowned himself emperor in 1804.

Mitochondria are the organelles that release energy from glucose through cellular respiration. Ribosomes are the structures that build proteins from amino acids. The nucleus is the organelle that holds the cell's genetic material.

The planets of the inner solar system include Mercury, Venus, Earth and Mars. Jupiter is the largest planet in the solar system. Saturn is famous for its bright rings of ice and rock.`;

export async function createDeck(app: App, user: TestUser, title = "Biology"): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/notes/add_group", headers: user.headers, payload: { title } });
  if (response.statusCode !== 200) throw new Error(`add_group: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

/** The first page of a deck's cards over REST (`notes_by_group_id`), as the deck page reads them. */
export async function deckNotes(app: App, user: TestUser, groupId: string): Promise<TNote[]> {
  const response = await app.inject({
    method: "POST",
    url: "/api/notes/notes_by_group_id",
    headers: user.headers,
    payload: { id: groupId, page: 0 },
  });
  return response.json<TNote[]>();
}

/** Polls the job over REST, as the browser does, until it ends (or the timeout). */
export async function waitForJob(app: App, user: TestUser, jobId: string, timeoutMs = 30_000): Promise<TGenerationJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: "GET", url: `/api/generation/jobs/${jobId}`, headers: user.headers });
    if (response.statusCode !== 200) throw new Error(`job: ${response.statusCode} ${response.body}`);
    const job = response.json<TGenerationJob>();
    if (job.status === "succeeded" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} (${job.stage}, ${job.percent}%) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for the job, then accepts every card it proposed, as a learner who ticks them all on the review screen
 * (docs/card-quality.md#the-learner-reviews-before-saving), over tRPC as the browser calls it; returns the job as it
 * then stands (its `cards_created` counts what was added). A failed job is returned as it ended.
 */
export async function waitForAcceptedJob(app: App, user: TestUser, jobId: string, timeoutMs = 30_000): Promise<TGenerationJob> {
  const ended = await waitForJob(app, user, jobId, timeoutMs);
  if (ended.status !== "succeeded" || ended.candidates_waiting === 0) return ended;
  const listed = await app.inject({
    method: "GET",
    url: `/trpc/generation.candidates?input=${encodeURIComponent(JSON.stringify({ jobId }))}`,
    headers: user.headers,
  });
  if (listed.statusCode !== 200) throw new Error(`candidates: ${listed.statusCode} ${listed.body}`);
  const { sections } = listed.json<{ result: { data: TJobCandidates } }>().result.data;
  const ids = sections.flatMap((section) => section.candidates.filter((c) => c.status === "pending").map((c) => c.id));
  const accepted = await app.inject({
    method: "POST",
    url: "/trpc/generation.acceptCandidates",
    headers: user.headers,
    payload: { jobId, ids },
  });
  if (accepted.statusCode !== 200) throw new Error(`acceptCandidates: ${accepted.statusCode} ${accepted.body}`);
  return waitForJob(app, user, jobId, timeoutMs);
}

/** Builds a multipart/form-data body by hand (fields first, then the file), as a browser sends it. */
export function multipartBody(
  fields: Record<string, string | string[]>,
  file?: { name: string; bytes: Uint8Array; contentType?: string },
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----mnemo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
