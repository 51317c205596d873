import { NOTES_PAGE_SIZE, type TNote, type TRestGroup } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createTestUser, useTestApp, type TestUser } from "../testing/test-app.ts";
import { seedNotes } from "../testing/seed.ts";

const ctx = useTestApp();

async function addGroup(user: TestUser, title?: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/notes/add_group",
    headers: user.headers,
    payload: title === undefined ? {} : { title },
  });
  expect(response.statusCode).toBe(200);
  return response.json<TRestGroup>();
}

describe("POST /api/notes/add_group", () => {
  it("creates a deck with the given title and an empty notes list", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user, "Cell biology");
    expect(group).toMatchObject({ title: "Cell biology", notes: [], note_count: 0 });
    expect(group.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names a deck 'New Deck' when the title is empty or missing", async () => {
    const user = await createTestUser(ctx.app);
    expect((await addGroup(user, "")).title).toBe("New Deck");
    expect((await addGroup(user, "   ")).title).toBe("New Deck");
    expect((await addGroup(user)).title).toBe("New Deck");
  });

  it("refuses a title that is too long or not text, saying what is allowed", async () => {
    const user = await createTestUser(ctx.app);
    const long = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/add_group",
      headers: user.headers,
      payload: { title: "x".repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "BAD_REQUEST", error: "title must be at most 200 characters." });
    const notText = await ctx.app.inject({ method: "POST", url: "/api/notes/add_group", headers: user.headers, payload: { title: 42 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().error).toBe("title must be text.");
  });

  it("answers malformed JSON with a 400, not a crash", async () => {
    const user = await createTestUser(ctx.app);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/add_group",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("BAD_REQUEST");
  });
});

describe("GET /api/notes/groups", () => {
  it("lists only the signed-in user's decks, each with notes [] and its note_count", async () => {
    const alice = await createTestUser(ctx.app);
    const bob = await createTestUser(ctx.app);
    const first = await addGroup(alice, "First");
    await addGroup(alice, "Empty");
    await addGroup(bob, "Bob's");
    await seedNotes(ctx.db, { userId: alice.id, groupId: first.id, count: 3 });

    const response = await ctx.app.inject({ method: "GET", url: "/api/notes/groups", headers: alice.headers });
    expect(response.statusCode).toBe(200);
    const groups = response.json<TRestGroup[]>();
    expect(groups.map((g) => [g.title, g.note_count, g.notes])).toEqual([
      ["First", 3, []],
      ["Empty", 0, []],
    ]);
  });

  it("accepts the session cookie as well as the bearer token", async () => {
    const user = await createTestUser(ctx.app);
    await addGroup(user, "Via cookie");
    const response = await ctx.app.inject({ method: "GET", url: "/api/notes/groups", headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json<TRestGroup[]>().map((g) => g.title)).toEqual(["Via cookie"]);
  });
});

describe("POST /api/notes/delete_group", () => {
  it("answers {error: null} and the deck and its cards are gone", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user, "Doomed");
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 2 });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/delete_group",
      headers: user.headers,
      payload: { id: group.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: null });
    expect(await ctx.db.note.count({ where: { groupId: group.id } })).toBe(0);
    const list = await ctx.app.inject({ method: "GET", url: "/api/notes/groups", headers: user.headers });
    expect(list.json()).toEqual([]);
  });

  it("answers another user's deck exactly like a missing one, and deletes nothing", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const group = await addGroup(owner, "Mine");
    const theirs = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/delete_group",
      headers: other.headers,
      payload: { id: group.id },
    });
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/delete_group",
      headers: other.headers,
      payload: { id: "0190f3b4-0000-7000-8000-000000000000" },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: "Group not found", code: "NOT_FOUND" });
    expect(missing.statusCode).toBe(theirs.statusCode);
    expect(missing.json()).toEqual(theirs.json());
    expect(await ctx.db.group.count({ where: { id: group.id } })).toBe(1);
  });

  it("refuses an id that is not a UUID", async () => {
    const user = await createTestUser(ctx.app);
    const response = await ctx.app.inject({ method: "POST", url: "/api/notes/delete_group", headers: user.headers, payload: { id: "42" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", error: "id must be a deck or card id (a UUID)." });
  });
});

describe("POST /api/notes/notes_by_group_id", () => {
  it("pages through a deck in order: pages append without duplicates or gaps", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user, "Big");
    const total = NOTES_PAGE_SIZE * 2 + 7;
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: total });

    const seen: TNote[] = [];
    for (let page = 0; page < 4; page++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/notes/notes_by_group_id",
        headers: user.headers,
        payload: { id: group.id, page },
      });
      expect(response.statusCode).toBe(200);
      seen.push(...response.json<TNote[]>());
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((n) => n.id)).size).toBe(total);
    expect(seen.map((n) => n.position)).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(seen[0]).toMatchObject({ group_id: group.id, type: "qna", content: { type: "qna", question: "Question 0" } });
  });

  it("answers 'Group not found' for a missing deck and for someone else's, identically", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const group = await addGroup(owner, "Private");
    await seedNotes(ctx.db, { userId: owner.id, groupId: group.id, count: 1 });
    const theirs = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/notes_by_group_id",
      headers: other.headers,
      payload: { id: group.id, page: 0 },
    });
    const missing = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/notes_by_group_id",
      headers: other.headers,
      payload: { id: "0190f3b4-0000-7000-8000-000000000001", page: 0 },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: "Group not found", code: "NOT_FOUND" });
    expect(missing.json()).toEqual(theirs.json());
  });

  it("refuses a page that is not a whole number from 0 to 100000 (a number, or a string of digits), saying what is allowed", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user);
    for (const page of [-1, "abc", 1.5, [], [1], true, false, null, {}, "", " 1", "1.0", "1e3", "-1", 100_001, "100001"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/notes/notes_by_group_id",
        headers: user.headers,
        payload: { id: group.id, page },
      });
      expect(response.statusCode, `page ${JSON.stringify(page)}`).toBe(400);
      expect(response.json(), `page ${JSON.stringify(page)}`).toMatchObject({
        code: "BAD_REQUEST",
        error: "page must be a whole number from 0 (the first page) to 100000.",
      });
    }
  });

  it("takes the page as a string of digits too, as the original API's scripts may send it, and the first page when it is left out", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user, "Strings");
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: NOTES_PAGE_SIZE + 1 });
    const positions = async (payload: object) => {
      const response = await ctx.app.inject({ method: "POST", url: "/api/notes/notes_by_group_id", headers: user.headers, payload });
      expect(response.statusCode).toBe(200);
      return response.json<TNote[]>().map((note) => note.position);
    };
    expect(await positions({ id: group.id, page: "1" })).toEqual([NOTES_PAGE_SIZE]);
    expect(await positions({ id: group.id, page: "1" })).toEqual(await positions({ id: group.id, page: 1 }));
    expect(await positions({ id: group.id })).toHaveLength(NOTES_PAGE_SIZE);
  });

  it("gives an empty array past the last page", async () => {
    const user = await createTestUser(ctx.app);
    const group = await addGroup(user);
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 2 });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/notes/notes_by_group_id",
      headers: user.headers,
      payload: { id: group.id, page: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe("GET /api/notes/note_counts", () => {
  it("returns {group_id, count_id} rows for decks with cards", async () => {
    const user = await createTestUser(ctx.app);
    const a = await addGroup(user, "A");
    const b = await addGroup(user, "B");
    await addGroup(user, "Empty");
    await seedNotes(ctx.db, { userId: user.id, groupId: a.id, count: 4 });
    await seedNotes(ctx.db, { userId: user.id, groupId: b.id, count: 1 });
    const response = await ctx.app.inject({ method: "GET", url: "/api/notes/note_counts", headers: user.headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ group_id: string; count_id: number }[]>();
    expect(rows.sort((x, y) => y.count_id - x.count_id)).toEqual([
      { group_id: a.id, count_id: 4 },
      { group_id: b.id, count_id: 1 },
    ]);
  });

  it("is the error 'No counts returned' when the user has no cards", async () => {
    const user = await createTestUser(ctx.app);
    await addGroup(user, "Empty");
    const response = await ctx.app.inject({ method: "GET", url: "/api/notes/note_counts", headers: user.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "No counts returned", code: "NOT_FOUND" });
  });
});

describe("unauthenticated calls", () => {
  const calls = [
    { method: "GET", url: "/api/notes/groups" },
    { method: "POST", url: "/api/notes/add_group", payload: { title: "x" } },
    { method: "POST", url: "/api/notes/delete_group", payload: { id: "0190f3b4-0000-7000-8000-000000000000" } },
    { method: "POST", url: "/api/notes/notes_by_group_id", payload: { id: "0190f3b4-0000-7000-8000-000000000000", page: 0 } },
    { method: "GET", url: "/api/notes/note_counts" },
    { method: "GET", url: "/api/subscription" },
  ] as const;

  for (const call of calls) {
    it(`${call.method} ${call.url} answers 401 with a clear error`, async () => {
      const response = await ctx.app.inject({ ...call });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "You are not signed in. Sign in and try again.", code: "UNAUTHORIZED" });
    });
  }

  it("treats a forged bearer token as signed out", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/notes/groups",
      headers: { authorization: "Bearer not-a-real-token" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("treats a signed-out session as signed out", async () => {
    const user = await createTestUser(ctx.app);
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...user.headers, origin: "http://localhost:3000" },
    });
    expect(out.statusCode).toBe(200);
    const response = await ctx.app.inject({ method: "GET", url: "/api/notes/groups", headers: user.headers });
    expect(response.statusCode).toBe(401);
  });
});
