import { describe, expect, it } from "vitest";
import { countGrades, currentRows, formatGrades, mergeGrades, parseGrades } from "./grades.ts";

const sheet = (rows: string[]) => ["# a comment", "card\tgrade\treason\tnote\ttype\tcard_text", ...rows].join("\n");

describe("grade sheets", () => {
  it("reads grades, reporting rows a grader mistyped without losing the others", () => {
    const { rows, problems } = parseGrades(
      sheet([
        "a1\tU\t\t\tqna\tQ → A",
        "b2\tx\ttrivia\tan aside\tclozedel\t…",
        "c3\tE\t\t\tmcq\t…",
        "d4\tQ\t\t\tqna\t…",
        "e5\tX\tMADE_UP\t\tqna\t…",
      ]),
    );
    expect(rows.get("a1")?.grade).toBe("U");
    expect(rows.get("b2")).toMatchObject({ grade: "X", reason: "TRIVIA", note: "an aside" });
    expect(problems).toEqual(["line 5: grade E needs a reason", 'line 6: grade "Q" is not U, E or X', 'line 7: unknown reason "MADE_UP"']);
  });

  it("keeps a card's grade on the next run, and keeps the grades of cards a run no longer makes apart, out of the rates", () => {
    const previous = parseGrades(sheet(["a1\tU\t\t\tqna\told", "b2\tX\tTRIVIA\t\tqna\told", "z9\tE\tGRAMMAR\tfix\tqna\tgone"])).rows;
    const merged = mergeGrades(
      [
        { id: "a1", type: "qna", text: "Q → A" },
        { id: "n0", type: "clozedel", text: "new card" },
        { id: "b2", type: "qna", text: "Q2 → A2" },
      ],
      previous,
    );
    expect(merged.rows.map((row) => [row.card, row.grade])).toEqual([
      ["a1", "U"],
      ["n0", ""],
      ["b2", "X"],
    ]);
    expect(merged.retired.map((row) => row.card)).toEqual(["z9"]);
    const written = formatGrades(merged);
    // Written and read back: nothing lost, and the rates count this run's cards only.
    expect(parseGrades(written).rows.get("z9")?.note).toBe("fix");
    expect([...parseGrades(currentRows(written)).rows.keys()]).toEqual(["a1", "n0", "b2"]);
  });

  it("counts U, E, X and the cards that teach something false or make no sense", () => {
    const rows = [
      ...parseGrades(
        sheet(["a\tU", "b\tE\tGRAMMAR", "c\tX\tABSURD_TF", "d\tX\tNONSENSE_DISTRACTOR", "e\tX\tTRIVIA", "f\tE\tWRONG", "g\t"]),
      ).rows.values(),
    ];
    expect(countGrades(rows)).toEqual({
      cards: 7,
      graded: 6,
      usable: 1,
      edit: 2,
      unusable: 3,
      wrong: 3,
      reasons: { GRAMMAR: 1, ABSURD_TF: 1, NONSENSE_DISTRACTOR: 1, TRIVIA: 1, WRONG: 1 },
    });
  });
});
