import type { TOutline } from "@mnemo/api-contract";
import { describe, expect, it, vi } from "vitest";
import type { TExtractedDocument } from "../../reading/document.ts";
import type { OutlineAnalyser } from "./outline-analyser.ts";
import { preferAnalyser } from "./prefer-analyser.ts";

const DOCUMENT: TExtractedDocument = {
  kind: "text",
  mime: "text/plain",
  pageCount: 0,
  sections: [{ index: 0, text: "A." }],
  words: 1,
  characters: 2,
};
const EMPTY = { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 };

function analyser(name: string, analyse: OutlineAnalyser["analyse"]): OutlineAnalyser {
  return { name, analyse };
}

function outlineBy(name: string): TOutline {
  return { analyser: name, sections: [], terms: [], left_out: EMPTY };
}

describe("preferAnalyser", () => {
  it("answers with the preferred analyser's outline when it works, under its name", async () => {
    const offline = vi.fn(() => Promise.resolve({ outline: outlineBy("offline@1"), unlocated: 0 }));
    const chosen = preferAnalyser(
      analyser("model@2:m", () => Promise.resolve({ outline: outlineBy("model@2:m"), unlocated: 2 })),
      analyser("offline@1", offline),
      { warn: vi.fn() },
    );
    expect(chosen.name).toBe("model@2:m");
    expect(await chosen.analyse(DOCUMENT)).toEqual({ outline: outlineBy("model@2:m"), unlocated: 2 });
    expect(offline).not.toHaveBeenCalled();
  });

  it("falls back to the other analyser when the preferred one fails, and says so in the log", async () => {
    const warn = vi.fn();
    const chosen = preferAnalyser(
      analyser("model@2:m", () => Promise.reject(new Error("503"))),
      analyser("offline@1", () => Promise.resolve({ outline: outlineBy("offline@1"), unlocated: 0 })),
      { warn },
    );
    const result = await chosen.analyse(DOCUMENT);
    expect(result.outline.analyser).toBe("offline@1");
    expect(warn).toHaveBeenCalledOnce();
  });

  it("does not fall back once the work was aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const offline = vi.fn(() => Promise.resolve({ outline: outlineBy("offline@1"), unlocated: 0 }));
    const chosen = preferAnalyser(
      analyser("model@2:m", () => Promise.reject(new Error("aborted"))),
      analyser("offline@1", offline),
      { warn: vi.fn() },
    );
    await expect(chosen.analyse(DOCUMENT, { signal: controller.signal })).rejects.toThrow("aborted");
    expect(offline).not.toHaveBeenCalled();
  });
});
