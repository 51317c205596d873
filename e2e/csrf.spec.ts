import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, signUp, test } from "./fixtures.ts";

/**
 * Cross-site request forgery, in a real browser: a signed-in learner opens a
 * page on another port of the same host (same-site, so the Lax session cookie
 * goes along) and on another origin; their forms and scripts try to create
 * decks. Nothing may change. (Before: the other-port page created decks.)
 */
function attackerPage(target: string): string {
  return `<!doctype html><html><body>
<form id="plain" method="POST" action="${target}/api/notes/add_group" enctype="text/plain" target="sink1">
  <input name='{"title":"CSRF text/plain","x":"' value='"}'>
</form>
<form id="multipart" method="POST" action="${target}/trpc/groups.create" enctype="multipart/form-data" target="sink2">
  <input name="title" value="CSRF multipart">
</form>
<form id="bodyless" method="POST" action="${target}/api/notes/add_group" target="sink3"></form>
<form id="upload" method="POST" action="${target}/api/generation/jobs" enctype="multipart/form-data" target="sink4">
  <input name="text" value="Mitochondria make ATP.">
</form>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe><iframe name="sink3"></iframe><iframe name="sink4"></iframe>
<script>
  const results = [];
  for (const id of ["plain", "multipart", "bodyless", "upload"]) document.getElementById(id).submit();
  fetch("${target}/trpc/groups.create", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": "text/plain" }, body: '{"title":"CSRF fetch"}' })
    .then(() => results.push("sent"), () => results.push("blocked"))
    .finally(() => { window.fetchDone = true; });
</script>
</body></html>`;
}

async function serveAttacker(target: string): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(attackerPage(target));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

test("pages on another port or another origin cannot change a signed-in learner's data", async ({ page, baseURL }) => {
  await signUp(page);
  const target = new URL(baseURL!).origin;
  const { server, port } = await serveAttacker(target);
  try {
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && response.url().startsWith(target)) answers.push(response.status());
    });
    // Same host, another port: same-site, so the session cookie is sent along.
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { fetchDone?: boolean }).fetchDone === true);
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(answers.every((status) => status === 403)).toBe(true);
    // Another origin (localhost is not 127.0.0.1).
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => (window as unknown as { fetchDone?: boolean }).fetchDone === true);
    await page.waitForTimeout(500);
  } finally {
    server.close();
  }
  const decks = await page.request.get("/api/notes/groups");
  expect(decks.status()).toBe(200);
  expect(await decks.json()).toEqual([]);
  // The learner's own page still works.
  await page.goto("/flashcards");
  await page.getByRole("button", { name: "New deck" }).first().click();
  await page.getByRole("dialog", { name: "New deck" }).getByRole("button", { name: "Create deck" }).click();
  await expect.poll(async () => ((await (await page.request.get("/api/notes/groups")).json()) as unknown[]).length).toBe(1);
});
