import { findFreePort as freePort } from "@mnemo/db/embedded";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { launchChromium } from "./chromium.ts";
import { openBenchDatabase } from "./database.ts";
import { startServer, type ServerProcess } from "./server-process.ts";

/** What one first load of a page fetched from the server, as Chromium counted it (DevTools' "transferred"). */
export type Transfer = {
  page: string;
  url: string;
  requests: number;
  /** Bytes on the wire: headers and (encoded) bodies. */
  transferred: number;
  /** Encoded body bytes (what Content-Encoding made of them), without headers. */
  encodedBody: number;
  /** Body bytes after decoding: what the files and answers are. */
  decodedBody: number;
  /** Responses that came with a Content-Encoding (br, gzip). */
  encodedResponses: number;
  byType: Record<string, { requests: number; transferred: number; decodedBody: number }>;
};

type Seen = { url: string; type: string; headerBytes: number; encoding: string; decoded: number; total?: number };

const sameOrigin = (url: string, origin: string) => url.startsWith(`${origin}/`) || url === origin;

/**
 * Opens `path` in `page` and counts every response from the server until the
 * network is idle, through the DevTools protocol: each response's headers as
 * received and its `encodedDataLength` when it finished (what DevTools shows as
 * transferred), and the decoded bytes Chromium handed the page.
 */
export async function measureFirstLoad({
  context,
  baseUrl,
  name,
  path,
  ready,
}: {
  context: BrowserContext;
  baseUrl: string;
  name: string;
  path: string;
  /** Waits until the page shows what a learner came for. */
  ready: (page: Page) => Promise<void>;
}): Promise<Transfer> {
  const origin = new URL(baseUrl).origin;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, Seen>();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (!sameOrigin(response.url, origin)) return;
    const encoding = Object.entries(response.headers).find(([key]) => key.toLowerCase() === "content-encoding")?.[1] ?? "";
    seen.set(requestId, { url: response.url, type: type.toLowerCase(), headerBytes: response.encodedDataLength, encoding, decoded: 0 });
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.total = encodedDataLength;
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await page.goto(path, { waitUntil: "networkidle" });
  await ready(page);
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  await page.close();

  const finished = [...seen.values()].filter((entry) => entry.total !== undefined);
  const byType: Transfer["byType"] = {};
  for (const entry of finished) {
    const row = (byType[entry.type] ??= { requests: 0, transferred: 0, decodedBody: 0 });
    row.requests += 1;
    row.transferred += entry.total!;
    row.decodedBody += entry.decoded;
  }
  return {
    page: name,
    url: path,
    requests: finished.length,
    transferred: finished.reduce((sum, entry) => sum + entry.total!, 0),
    encodedBody: finished.reduce((sum, entry) => sum + Math.max(0, entry.total! - entry.headerBytes), 0),
    decodedBody: finished.reduce((sum, entry) => sum + entry.decoded, 0),
    encodedResponses: finished.filter((entry) => entry.encoding !== "").length,
    byType,
  };
}

/** A new account with one deck of `cards` cards, signed in in `context` (the real sign-up and note calls). */
export async function signUpWithDeck(context: BrowserContext, baseUrl: string, cards: number): Promise<{ deckId: string }> {
  const origin = new URL(baseUrl).origin;
  const email = `bench-web-${Date.now().toString(36)}@example.test`;
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email, password: "bench-web-password-1", name: "Bench Learner" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const deckResponse = await context.request.post("/api/notes/add_group", { headers: { origin }, data: { title: "Cell biology" } });
  if (!deckResponse.ok()) throw new Error(`add_group failed: ${deckResponse.status()} ${await deckResponse.text()}`);
  const deck = (await deckResponse.json()) as { id: string };
  for (let i = 1; i <= cards; i++) {
    const note = await context.request.post("/trpc/notes.create", {
      headers: { origin },
      data: {
        groupId: deck.id,
        content: {
          type: "manual",
          front: `Which organelle makes most of a cell's ATP? (${i})`,
          back: "The mitochondrion, through oxidative phosphorylation on its inner membrane.",
        },
      },
    });
    if (!note.ok()) throw new Error(`notes.create failed: ${note.status()} ${await note.text()}`);
  }
  return { deckId: deck.id };
}

export type PageLoads = {
  /** As Chromium asks for them (Accept-Encoding: gzip, deflate, br, zstd). */
  browser: Transfer[];
  /** The same pages asking for no encoding (Accept-Encoding: identity): what a server without compression sends. */
  identity: Transfer[];
};

/**
 * The real API (servers/ours.ts: buildApp as server.ts builds it) serving the
 * build in `webRoot` on a fresh database, and Chromium loading `/` signed out,
 * then `/study` and a deck page signed in with a 20-card deck; each twice, as
 * Chromium asks and asking for no encoding.
 */
export async function measurePages(webRoot: string, log: (line: string) => void): Promise<PageLoads> {
  const database = await openBenchDatabase(log);
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    server = await startServer("ours", { DATABASE_URL: database.url, BENCH_WEB_ROOT: webRoot }, port);
    const baseUrl = server.baseUrl;
    browser = await launchChromium();
    const signedIn = await browser.newContext({ baseURL: baseUrl });
    const { deckId } = await signUpWithDeck(signedIn, baseUrl, 20);
    const session = await signedIn.storageState();
    await signedIn.close();

    const loads: PageLoads = { browser: [], identity: [] };
    for (const mode of ["browser", "identity"] as const) {
      const extraHTTPHeaders = mode === "identity" ? { "accept-encoding": "identity" } : undefined;
      const visitor = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders });
      loads[mode].push(
        await measureFirstLoad({
          context: visitor,
          baseUrl,
          name: "/",
          path: "/",
          ready: (page) => page.locator('main[data-route="home"]').waitFor(),
        }),
      );
      await visitor.close();
      const learner = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders, storageState: session });
      loads[mode].push(
        await measureFirstLoad({
          context: learner,
          baseUrl,
          name: "/study",
          path: "/study",
          ready: (page) => page.locator('main[data-route="study"]').waitFor(),
        }),
        await measureFirstLoad({
          context: learner,
          baseUrl,
          name: "deck page",
          path: `/flashcards/${deckId}`,
          ready: (page) => page.getByText("Which organelle makes most of a cell's ATP? (1)").first().waitFor(),
        }),
      );
      await learner.close();
    }
    return loads;
  } finally {
    await browser?.close();
    await server?.close();
    await database.drop();
  }
}
