import type { Page } from "@playwright/test";

export type Deck = { id: string; title: string };

/** Creates a deck for the page's signed-in user through the REST call of docs/product.md (`POST /api/notes/add_group`). */
export async function createDeck(page: Page, title: string): Promise<Deck> {
  const response = await page.request.post("/api/notes/add_group", { data: { title } });
  if (!response.ok()) throw new Error(`add_group failed: ${response.status()} ${await response.text()}`);
  const deck = (await response.json()) as Deck;
  return { id: deck.id, title: deck.title };
}

/** Adds a hand-written card to a deck through tRPC (`notes.create`). */
export async function createCard(page: Page, deckId: string, front: string, back: string): Promise<void> {
  const response = await page.request.post("/trpc/notes.create", { data: { groupId: deckId, content: { type: "manual", front, back } } });
  if (!response.ok()) throw new Error(`notes.create failed: ${response.status()} ${await response.text()}`);
}

/** Adds a hand-written card of any type (its content as the contract shapes it, `ZNoteContentSchema`) through tRPC (`notes.create`). */
export async function createNote(page: Page, deckId: string, content: Record<string, unknown>): Promise<void> {
  const response = await page.request.post("/trpc/notes.create", { data: { groupId: deckId, content } });
  if (!response.ok()) throw new Error(`notes.create failed: ${response.status()} ${await response.text()}`);
}
