import http from "node:http";
import { randomUUID } from "node:crypto";
import type { TCardState, TRating } from "../../packages/api-contract/src/index.ts";

/** A card a learner will answer, with the state it had when dealt (what a queue batch would have shown). */
export type DealtCard = { id: string; noteId: string; state: TCardState; reps: number; due: string | null };

export type AnswerLoadResult = {
  durationS: number;
  /** 200 responses per second over the run. */
  rps: number;
  ok: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** Learners that ran out of dealt cards before the end (their share of the load stopped early). */
  exhausted: number;
  /** The first few non-200 answers, for the report. */
  problems: string[];
  latency: { mean: number; p50: number; p90: number; p99: number; max: number };
};

/** The same rating sequence for every learner on both servers: 70 % Good, 10 % each of Again, Hard, Easy. */
const RATINGS: TRating[] = ["good", "good", "again", "good", "good", "hard", "good", "good", "easy", "good"];

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function latencySummary(latencies: number[]) {
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    mean: latencies.length ? sum / latencies.length : Number.NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

function post(agent: http.Agent, url: URL, authorization: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { authorization, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

let stopping = false;
/** Ctrl-C: learners stop after their current answer. */
export function stopAnswers(): void {
  stopping = true;
}

/**
 * `decks.length` learners, each on a keep-alive connection of its own, each
 * answering its own dealt cards in order (POST /trpc/study.answer with a fresh
 * review id and the state it was dealt with). Closed loop (`intervalMs`
 * undefined): the next answer goes as soon as the last is answered. Paced:
 * each learner sends one answer every `intervalMs` (starts spread over the
 * first interval), or at once when late; latency is from send to the end of
 * the response either way. An answered card comes round again, in the state
 * the answer left it, after the rest of the learner's pile.
 */
export async function runAnswers({
  baseUrl,
  authorization,
  decks,
  durationS,
  intervalMs,
}: {
  baseUrl: string;
  authorization: string;
  /** One list of cards per learner, consumed from the front (shift) so later runs get fresh cards; an answered card goes to the back. */
  decks: DealtCard[][];
  durationS: number;
  intervalMs?: number;
}): Promise<AnswerLoadResult> {
  const url = new URL("/trpc/study.answer", baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: decks.length });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const problems: string[] = [];
  let errors = 0;
  let exhausted = 0;
  const started = performance.now();
  const endAt = started + durationS * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  await Promise.all(
    decks.map(async (cards, learner) => {
      let next = started + (intervalMs === undefined ? 0 : (intervalMs * learner) / decks.length);
      for (let i = 0; !stopping; i++) {
        if (intervalMs !== undefined) {
          const wait = next - performance.now();
          if (wait > 0) await sleep(wait);
          next += intervalMs;
        }
        if (performance.now() >= endAt) return;
        const card = cards.shift();
        if (!card) {
          exhausted++;
          return;
        }
        const k = i + learner;
        const body = JSON.stringify({
          cardId: card.id,
          rating: RATINGS[k % RATINGS.length],
          reviewId: randomUUID(),
          durationMs: 4000 + (k % 7) * 1000,
          seen: { reps: card.reps, due: card.due, state: card.state },
        });
        const t0 = performance.now();
        try {
          const { status, text } = await post(agent, url, authorization, body);
          const t1 = performance.now();
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status === 200) {
            latencies.push(t1 - t0);
            // The card goes to the back of the learner's pile with its new schedule, so a small data set does not run
            // out (at the full size the piles are long enough that no card comes round again).
            const { schedule } = (JSON.parse(text) as { result: { data: { schedule: Pick<DealtCard, "state" | "reps" | "due"> } } }).result
              .data;
            cards.push({ ...card, state: schedule.state, reps: schedule.reps, due: schedule.due });
          } else if (problems.length < 5) problems.push(`${status} ${text.slice(0, 300)}`);
        } catch (error) {
          errors++;
          if (problems.length < 5) problems.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  agent.destroy();
  const durationSMeasured = (performance.now() - started) / 1000;
  const ok = statusCodes["200"] ?? 0;
  return {
    durationS: durationSMeasured,
    rps: ok / durationSMeasured,
    ok,
    statusCodes,
    errors,
    exhausted,
    problems,
    latency: latencySummary(latencies),
  };
}
