import type { TGroup } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import { CREATE_DECK_ERROR, createGroupFlow, type TCreateGroupDeps } from "./create-group-flow.ts";

const created: TGroup = {
  id: "6f1c2b4e-1111-4222-8333-444455556666",
  title: "New Deck",
  note_count: 0,
  card_count: 0,
  created_at: "",
  updated_at: "",
};

function deps(overrides: Partial<TCreateGroupDeps> = {}) {
  return {
    mode: "signed-in" as const,
    currentPath: "/flashcards?x=1",
    create: vi.fn(async () => created),
    onCreated: vi.fn(),
    setActiveGroup: vi.fn(),
    navigate: vi.fn(),
    alert: vi.fn(),
    ...overrides,
  } satisfies TCreateGroupDeps;
}

describe("createGroupFlow", () => {
  it("creates the deck, caches it, makes it active and opens its create page", async () => {
    const d = deps();
    await expect(createGroupFlow({ title: "  Biology  " }, d)).resolves.toBe(created);
    expect(d.create).toHaveBeenCalledWith("Biology");
    expect(d.onCreated).toHaveBeenCalledWith(created);
    expect(d.setActiveGroup).toHaveBeenCalledWith(created.id);
    expect(d.navigate).toHaveBeenCalledWith(`/flashcards/${created.id}/create`, { isNewDeck: true });
    expect(d.alert).not.toHaveBeenCalled();
  });

  it("leaves the title to the server's default when none is given", async () => {
    const d = deps();
    await createGroupFlow({ title: "   " }, d);
    expect(d.create).toHaveBeenCalledWith(null);
  });

  it("may leave the active deck alone", async () => {
    const d = deps();
    await createGroupFlow({ setActive: false }, d);
    expect(d.setActiveGroup).not.toHaveBeenCalled();
    expect(d.navigate).toHaveBeenCalledWith(`/flashcards/${created.id}/create`, { isNewDeck: true });
  });

  it("alerts the product's text when the server fails, and goes nowhere", async () => {
    const d = deps({ create: vi.fn(async () => Promise.reject(new Error("500"))) });
    await expect(createGroupFlow({}, d)).resolves.toBeNull();
    expect(d.alert).toHaveBeenCalledWith("Error creating note. Try refreshing the page.");
    expect(CREATE_DECK_ERROR).toBe("Error creating note. Try refreshing the page.");
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.onCreated).not.toHaveBeenCalled();
  });

  it("sends a visitor to sign in, with a way back, and creates nothing", async () => {
    const d = deps({ mode: "playground" });
    await expect(createGroupFlow({ title: "Mine" }, d)).resolves.toBeNull();
    expect(d.create).not.toHaveBeenCalled();
    expect(d.navigate).toHaveBeenCalledWith("/auth?redirect=%2Fflashcards%3Fx%3D1");
  });
});
