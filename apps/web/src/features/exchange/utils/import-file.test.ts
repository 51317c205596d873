import { describe, expect, it } from "vitest";
import { importFileProblem, newDeckTitleHint } from "./import-file.ts";

describe("importFileProblem", () => {
  it("accepts Anki packages and text files of any case, within the limit", () => {
    for (const name of ["Spanish.apkg", "collection.COLPKG", "words.csv", "quizlet.txt", "export.tsv"]) {
      expect(importFileProblem({ name, size: 1024 }), name).toBeNull();
    }
    expect(importFileProblem({ name: "big.apkg", size: 100 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other kinds, empty files and files over 100 MB, saying what is allowed", () => {
    expect(importFileProblem({ name: "notes.pdf", size: 10 })).toBe(
      "notes.pdf is not a kind Mnemo imports. Choose an Anki package (.apkg, .colpkg) or a text file (.csv, .tsv, .txt).",
    );
    expect(importFileProblem({ name: "apkg", size: 10 })).toContain("is not a kind Mnemo imports");
    expect(importFileProblem({ name: "empty.csv", size: 0 })).toBe("empty.csv is empty (0 bytes).");
    expect(importFileProblem({ name: "huge.apkg", size: 150 * 1024 * 1024 })).toBe(
      "huge.apkg is 150 MB; one import may be up to 100 MB. Export fewer decks, or without media.",
    );
  });
});

describe("newDeckTitleHint", () => {
  const one = { decks: [{ name: "Languages::Spanish", notes: 3 }] };
  const two = {
    decks: [
      { name: "Cells", notes: 1 },
      { name: "Genes", notes: 1 },
    ],
  };

  it("says a blank title keeps the file's deck name, or names each of several decks by its own", () => {
    expect(newDeckTitleHint(one, " ")).toEqual({ placeholder: "Languages::Spanish", hint: "Leave it blank for “Languages::Spanish”." });
    expect(newDeckTitleHint({ decks: [{ name: "", notes: 3 }] }, "")).toEqual({
      placeholder: "Imported deck",
      hint: "Leave it blank for “Imported deck”.",
    });
    expect(newDeckTitleHint(two, "")).toEqual({
      placeholder: "",
      hint: "Leave it blank to keep the file's 2 decks, each with its own name.",
    });
  });

  it("says where a typed title puts the cards", () => {
    expect(newDeckTitleHint(one, "Spanish").hint).toBe("The cards go into a new deck “Spanish”.");
    expect(newDeckTitleHint(two, "Biology").hint).toBe("The file's 2 decks each become a deck under “Biology” (“Biology::Cells”…).");
  });
});
