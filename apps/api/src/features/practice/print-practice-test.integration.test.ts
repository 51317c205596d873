import { type TNoteContent } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { readTestPdf } from "../exchange/testing/read-test-pdf.ts";
import { createNote } from "../notes/create-note.ts";
import { setPlan } from "../plan/set-plan.ts";
import { PRACTICE_TEST_NOT_FOUND } from "./practice-errors.ts";

const ctx = useTestApp();

/** Rivers and the seas they flow into, for a deck to print. */
const RIVERS =
  "Danube:Black Sea,Rhine:North Sea,Loire:Atlantic,Po:Adriatic,Elbe:North Sea,Volga:Caspian Sea,Rhone:Mediterranean,Vistula:Baltic,Tagus:Atlantic,Dnieper:Black Sea"
    .split(",")
    .map((pair) => pair.split(":") as [string, string]);

/** A learner with a deck of rivers, each card from a page of europe.pdf, and a 10-question test over it. */
async function learnerWithTest(plan: "free" | "premium") {
  const user = await createTestUser(ctx.app);
  await setPlan({ email: user.email, planId: plan }, ctx.db);
  const groupId = await createDeck(ctx.app, user, "European rivers");
  for (const [index, [river, sea]] of RIVERS.entries()) {
    const content: TNoteContent = { type: "qna", question: `Where does the ${river} flow into?`, answer: sea };
    const note = await createNote({ userId: user.id, groupId, content }, ctx.db);
    await ctx.db.note.update({ where: { id: note.id }, data: { source: { fileName: "europe.pdf", page: index + 1 } } });
  }
  const test = await callerFor(ctx, user).practice.start({
    groupIds: [groupId],
    count: 10,
    formats: ["written", "multiple_choice", "true_false"],
    seed: 7,
  });
  return { user, test };
}

const print = (user: TestUser, testId: string, query: string) =>
  ctx.app.inject({ method: "GET", url: `/api/practice/${testId}/print?${query}`, headers: user.headers });

describe("printing a practice test", () => {
  it(
    "downloads the PDF: header with the deck, date, name and score; questions; the key with sources on a later page",
    { timeout: 60_000 },
    async () => {
      const { user, test } = await learnerWithTest("premium");
      const response = await print(user, test.id, "format=pdf&version=A&paper=a4");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain("European rivers _ practice test A.pdf");
      const pages = await readTestPdf(new Uint8Array(response.rawPayload));
      expect(pages[0]!.width).toBeCloseTo(595.28, 1);
      const first = pages[0]!.compact;
      expect(first).toContain("Europeanrivers");
      expect(first).toContain(`Practicetest,versionA·${test.started_at.slice(0, 10)}·10questions`);
      expect(first).toContain("Name");
      expect(first).toContain("Score");
      expect(first).toContain("/10");
      const prompts = test.questions.map(({ question }) => (question.format === "true_false" ? question.statement : question.prompt));
      const all = pages.map((page) => page.compact).join("");
      for (const prompt of prompts) expect(all).toContain(prompt.replace(/\s+/g, ""));
      const keyPage = pages.findIndex((page) => page.compact.includes("Answerkey(versionA)"));
      expect(keyPage).toBeGreaterThan(0);
      const lastQuestionPage = pages.findLastIndex((page) => prompts.some((prompt) => page.compact.includes(prompt.replace(/\s+/g, ""))));
      expect(keyPage).toBeGreaterThan(lastQuestionPage);
      const key = pages
        .slice(keyPage)
        .map((page) => page.compact)
        .join("");
      expect(key).toMatch(/Source:europe\.pdf,page\d+/);
      expect(key).toContain("1.");

      // US Letter, and version B: the same questions in another order.
      const letter = await readTestPdf(new Uint8Array((await print(user, test.id, "format=pdf&version=B&paper=letter")).rawPayload));
      expect(letter[0]!.width).toBe(612);
      expect(letter[0]!.compact).toContain("versionB");
      const inB = letter.map((page) => page.compact).join("");
      for (const prompt of prompts) expect(inB).toContain(prompt.replace(/\s+/g, ""));
      const order = (text: string) => prompts.map((prompt) => text.indexOf(prompt.replace(/\s+/g, ""))).join(",");
      expect(order(inB)).not.toBe(order(all));
    },
  );

  it(
    "refuses the PDF on a plan without the PDF export exactly as exports do; Markdown and text are open to every plan",
    { timeout: 60_000 },
    async () => {
      const { user, test } = await learnerWithTest("free");
      const refused = await print(user, test.id, "format=pdf");
      const deck = await ctx.db.group.findFirstOrThrow({ where: { userId: user.id }, select: { id: true } });
      const exportRefused = await ctx.app.inject({
        method: "GET",
        url: `/api/exports/file?format=pdf&groupId=${deck.id}`,
        headers: user.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(exportRefused.json());
      expect(refused.json()).toMatchObject({ code: "EXPORT_NOT_IN_PLAN", details: { format: "pdf", plan: "premium" } });

      const text = await print(user, test.id, "format=txt&version=B");
      expect(text.statusCode).toBe(200);
      expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(text.body.startsWith("European rivers\nPractice test, version B")).toBe(true);
      expect(text.body).toMatch(/ANSWER KEY \(version B\)\n\n1\. .+\(europe\.pdf, page \d+\)/);
      const markdown = await print(user, test.id, "format=md");
      expect(markdown.statusCode).toBe(200);
      expect(markdown.headers["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(markdown.body).toContain("## Answer key (version A)");
      // The same text through tRPC, for copying to the clipboard.
      const copied = await callerFor(ctx, user).practice.printText({ testId: test.id, format: "txt", version: "B" });
      expect(copied).toEqual({ title: "European rivers", text: text.body });
    },
  );

  it("answers 404 for another learner's test in every format, and 400 for a bad query", { timeout: 60_000 }, async () => {
    const { user, test } = await learnerWithTest("premium");
    const stranger = await createTestUser(ctx.app);
    await setPlan({ email: stranger.email, planId: "premium" }, ctx.db);
    for (const format of ["pdf", "md", "txt"]) {
      const response = await print(stranger, test.id, `format=${format}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: PRACTICE_TEST_NOT_FOUND });
    }
    await expect(callerFor(ctx, stranger).practice.printText({ testId: test.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await print(user, test.id, "format=docx")).statusCode).toBe(400);
    expect((await print(user, test.id, "version=C")).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: `/api/practice/${test.id}/print` })).statusCode).toBe(401);
  });
});
