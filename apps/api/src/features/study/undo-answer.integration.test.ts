import { randomUUID } from "node:crypto";
import type { TImportResult } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { buildAnkiPackage, FIXTURE_CREATED_SECS, type TFixtureRevlog } from "../exchange/testing/anki-fixtures.ts";
import { toCardSchedule, cardScheduleSelect } from "../collection/card-schedule.ts";
import { IMPORTED_ANSWER_UNDO } from "./undo-answer.ts";

/** Undo of answers whose log rows came from an Anki import (no prior schedule kept) and of Mnemo's own answers on such cards. */
const ctx = useTestApp();

const DAY = 86_400;
/** Revlog ids are answer times in ms. */
const at = (days: number, minutes = 0) => (FIXTURE_CREATED_SECS + days * DAY + minutes * 60) * 1000;
const learn = (id: number, ease: number, ivl: number): TFixtureRevlog => ({ id, ease, ivl, lastIvl: -60, factor: 0, time: 4000, type: 0 });
const review = (id: number, ease: number, ivl: number, lastIvl: number): TFixtureRevlog => ({
  id,
  ease,
  ivl,
  lastIvl,
  factor: 2500,
  time: 6000,
  type: 1,
});

/** Imports an Anki package of one studied card (three answers in its history) with its progress. */
async function importStudiedCard(user: TestUser) {
  const apkg = await buildAnkiPackage({
    version: "anki21",
    notes: [
      {
        guid: "undo-imported",
        type: "basic",
        deck: "Imported",
        fields: ["Capital of Peru?", "Lima"],
        cards: [
          {
            ord: 0,
            type: 2,
            due: 35,
            ivl: 12,
            factor: 2500,
            reps: 3,
            revlog: [learn(at(10), 3, -600), learn(at(10, 10), 3, 1), review(at(23), 3, 12, 1)],
          },
        ],
      },
    ],
  });
  const boundary = "----mnemo-undo-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Imported.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const uploaded = await ctx.app.inject({
    method: "POST",
    url: "/api/imports/uploads",
    headers: { ...user.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(apkg), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  const { uploadId } = uploaded.json<{ uploadId: string }>();
  const committed = await ctx.app.inject({
    method: "POST",
    url: "/api/imports",
    headers: user.headers,
    payload: { uploadId, target: { kind: "new" }, includeProgress: true },
  });
  expect(committed.json<TImportResult>()).toMatchObject({ created: 1, reviews: 3 });
  const card = await ctx.db.card.findFirstOrThrow({ where: { userId: user.id }, select: { id: true, ...cardScheduleSelect } });
  expect(card.state).toBe("review");
  const latest = await ctx.db.reviewLog.findFirstOrThrow({
    where: { cardId: card.id },
    orderBy: { reviewedAt: "desc" },
    select: { id: true },
  });
  return { cardId: card.id, schedule: toCardSchedule(card), importedReviewId: latest.id };
}

const scheduleOf = async (cardId: string) =>
  toCardSchedule(await ctx.db.card.findUniqueOrThrow({ where: { id: cardId }, select: cardScheduleSelect }));

// Each test imports through the file threads (the first import starts them): seconds on a loaded machine.
describe("undo after an Anki import with history", () => {
  it("takes back an answer given in Mnemo, then refuses the imported one with 400 and why, changing nothing", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const { cardId, schedule, importedReviewId } = await importStudiedCard(user);

    const answered = await trpc.study.answer({
      cardId,
      rating: "again",
      reviewId: randomUUID(),
      durationMs: 3000,
      seen: { reps: schedule.reps, due: schedule.due, state: schedule.state },
    });
    expect(answered.schedule.lapses).toBe(schedule.lapses + 1);
    const undone = await trpc.study.undo({ reviewId: answered.review_id });
    expect(undone.schedule).toEqual(schedule);
    expect(await scheduleOf(cardId)).toEqual(schedule);

    // The imported answer is now the card's latest; Mnemo never knew the schedule before it.
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/trpc/study.undo",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: { reviewId: importedReviewId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: IMPORTED_ANSWER_UNDO, data: { appCode: "BAD_REQUEST" } } });
    expect(await scheduleOf(cardId)).toEqual(schedule);
    expect(await ctx.db.reviewLog.count({ where: { cardId } })).toBe(3);
  }, 60_000);

  it("refuses to replay an imported answer's review id as a new answer (409), changing nothing", async () => {
    const user = await createTestUser(ctx.app);
    const { cardId, schedule, importedReviewId } = await importStudiedCard(user);
    const replayed = await ctx.app.inject({
      method: "POST",
      url: "/trpc/study.answer",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: {
        cardId,
        rating: "good",
        reviewId: importedReviewId,
        durationMs: 3000,
        seen: { reps: schedule.reps, due: schedule.due, state: schedule.state },
      },
    });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ error: { data: { appCode: "CONFLICT" } } });
    expect(await scheduleOf(cardId)).toEqual(schedule);
    expect(await ctx.db.reviewLog.count({ where: { cardId } })).toBe(3);
  }, 60_000);
});
