import { NEW_CARD_SCHEDULE, type TNoteContent } from "@mnemo/api-contract";
import { strToU8, unzipSync, zipSync } from "fflate";
import initSqlJs, { type Database } from "sql.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { TExchangeNote, TExportInput } from "../exchange-model.ts";
import { guidForNote } from "../anki/anki-guid.ts";
import { writeApkg } from "../anki/write-apkg.ts";
import { testNote } from "./pdf-test-decks.ts";
import { ankiClozeNumbers, checkAnkiCollection } from "./anki-checker.ts";

function note(index: number, content: TNoteContent): TExchangeNote {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
  return testNote(content, { id, guid: guidForNote(id), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)) });
}

const INPUT: TExportInput = {
  now: new Date("2026-06-01T12:00:00Z"),
  includeProgress: true,
  media: [{ name: "cell.png", data: new Uint8Array([1, 2, 3]) }],
  decks: [
    {
      id: null,
      path: ["Biology"],
      notes: [
        { ...note(1, { type: "qna", question: 'Cell <img src="cell.png">', answer: "Unit of life" }), format: "html" },
        note(2, { type: "clozedel", text: "{{c1::ATP}} and {{c2::ADP}}" }),
        {
          ...note(3, { type: "qna", question: "Answered", answer: "Yes" }),
          cards: [
            {
              ord: 0,
              schedule: {
                ...NEW_CARD_SCHEDULE,
                state: "review",
                due: "2026-06-03T10:00:00.000Z",
                stability: 4,
                difficulty: 5,
                reps: 2,
                scheduled_days: 4,
                last_review: "2026-05-30T10:00:00.000Z",
              },
              suspended: false,
              buriedUntil: null,
              leech: false,
              reviews: [
                {
                  id: "r1",
                  reviewedAt: new Date("2026-05-30T10:00:00Z"),
                  rating: 3,
                  stateBefore: "learning",
                  elapsedDays: 0,
                  durationMs: 5000,
                  stabilityAfter: 4,
                  difficultyAfter: 5,
                  intervalDays: 4,
                  lastIntervalDays: 0,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

let valid: Uint8Array;
beforeAll(async () => {
  valid = await writeApkg(INPUT);
});

/** The valid package with its collection changed by `change` (and its other files by `files`). */
async function broken(change: (db: Database) => void, files: (all: Record<string, Uint8Array>) => void = () => {}): Promise<Uint8Array> {
  const all: Record<string, Uint8Array> = unzipSync(valid);
  const SQL = await initSqlJs();
  const db = new SQL.Database(all["collection.anki2"]);
  change(db);
  all["collection.anki2"] = db.export();
  db.close();
  files(all);
  return zipSync(all);
}

/** Changes one JSON column of `col`. */
const editCol = (column: string, edit: (json: Record<string, Record<string, unknown>>) => void) => (db: Database) => {
  const json = JSON.parse(String(db.exec(`SELECT ${column} FROM col`)[0]!.values[0]![0])) as Record<string, Record<string, unknown>>;
  edit(json);
  db.run(`UPDATE col SET ${column} = ?`, [JSON.stringify(json)]);
};

describe("checkAnkiCollection", () => {
  it("accepts what writeApkg writes", async () => {
    expect(await checkAnkiCollection(valid)).toEqual([]);
  });

  it.each([
    [
      "a wrong csum",
      (db: Database) => db.run("UPDATE notes SET csum = csum + 1 WHERE id = (SELECT min(id) FROM notes)"),
      /csum is \d+; Anki computes \d+/,
    ],
    [
      "a wrong sort field",
      (db: Database) => db.run("UPDATE notes SET sfld = 'something else' WHERE id = (SELECT min(id) FROM notes)"),
      /sfld is "something else"; Anki computes "Cell {2}cell\.png "$/,
    ],
    [
      "a missing field",
      (db: Database) => db.run("UPDATE notes SET flds = substr(flds, 1, instr(flds, char(31)) - 1) WHERE id = (SELECT min(id) FROM notes)"),
      /1 fields; its note type has 3/,
    ],
    [
      "a cloze card no cloze number makes",
      (db: Database) => db.run("UPDATE cards SET ord = 5 WHERE ord = 1"),
      /ord 5 is cloze c6, which the note's text does not have/,
    ],
    ["a cloze number without its card", (db: Database) => db.run("DELETE FROM cards WHERE ord = 1"), /cloze c2 has no card/],
    [
      "a second card of one ordinal on a basic note",
      (db: Database) => db.run("UPDATE cards SET ord = 1 WHERE id = (SELECT min(id) FROM cards)"),
      /ord 1, but the note type has 1 template/,
    ],
    [
      "a duplicate guid",
      (db: Database) => db.run("UPDATE notes SET guid = (SELECT guid FROM notes ORDER BY id LIMIT 1)"),
      /guid .* is also note/,
    ],
    [
      "a card of a missing note",
      (db: Database) => db.run("UPDATE cards SET nid = 12345 WHERE id = (SELECT min(id) FROM cards)"),
      /note 12345 does not exist/,
    ],
    [
      "a card in a missing deck",
      (db: Database) => db.run("UPDATE cards SET did = 999 WHERE id = (SELECT min(id) FROM cards)"),
      /deck 999 is not in col.decks/,
    ],
    [
      "a review card due by Unix time",
      (db: Database) => db.run("UPDATE cards SET due = 1780000000 WHERE queue = 2"),
      /is not a day number/,
    ],
    [
      "a queue that does not go with the type",
      (db: Database) => db.run("UPDATE cards SET queue = 2 WHERE type = 0"),
      /queue 2 does not go with type 0/,
    ],
    [
      "an FSRS difficulty out of range",
      (db: Database) => db.run(`UPDATE cards SET data = '{"s":4,"d":11}' WHERE queue = 2`),
      /data.d \(difficulty\) must be 1 to 10/,
    ],
    ["a revlog button 5", (db: Database) => db.run("UPDATE revlog SET ease = 5"), /ease 5 is not a button 1-4/],
    ["a revlog time over Anki's cap", (db: Database) => db.run("UPDATE revlog SET time = 600000"), /time 600000 ms is outside 0-60000/],
    ["a revlog row of a missing card", (db: Database) => db.run("UPDATE revlog SET cid = 777"), /card 777 does not exist/],
    ["a revlog kind Anki does not have", (db: Database) => db.run("UPDATE revlog SET type = 9"), /type 9 is not 0-5/],
    [
      "note ids in the future",
      (db: Database) => db.run("UPDATE notes SET id = 99999999999999 WHERE id = (SELECT min(id) FROM notes)"),
      /not after tomorrow/,
    ],
    [
      "tags without Anki's spaces",
      (db: Database) => db.run("UPDATE notes SET tags = 'a b' WHERE id = (SELECT min(id) FROM notes)"),
      /not in Anki's " tag1 tag2 " form/,
    ],
    ["a collection that is not schema 11", (db: Database) => db.run("UPDATE col SET ver = 18"), /col.ver is 18/],
    ["a missing table column", (db: Database) => db.exec("ALTER TABLE revlog DROP COLUMN type"), /table revlog has columns/],
    ["a missing index", (db: Database) => db.exec("DROP INDEX ix_notes_csum"), /index ix_notes_csum is missing/],
    ["no Default deck", editCol("decks", (decks) => delete decks["1"]), /no Default deck/],
    [
      "a deck without its parent",
      editCol("decks", (decks) => void (Object.values(decks).find((deck) => deck.name === "Biology")!.name = "Science::Biology")),
      /has no parent deck "science"/,
    ],
    ["a note type without css", editCol("models", (models) => delete Object.values(models)[0]!.css), /"css" is missing/],
    [
      "a note type field without its font",
      editCol("models", (models) => delete (Object.values(models)[0]!.flds as Record<string, unknown>[])[0]!.font),
      /field 0: "font" is missing/,
    ],
    [
      "a template using a field that does not exist",
      editCol("models", (models) => void ((Object.values(models)[0]!.tmpls as Record<string, unknown>[])[0]!.qfmt = "{{Nope}}")),
      /uses \{\{Nope\}\}/,
    ],
    [
      "a cloze note type with two templates",
      editCol("models", (models) => {
        const cloze = Object.values(models).find((model) => model.type === 1)!;
        cloze.tmpls = [...(cloze.tmpls as unknown[]), ...(cloze.tmpls as unknown[])];
      }),
      /exactly one template; it has 2/,
    ],
    ["a preset without its lapse settings", editCol("dconf", (presets) => delete presets["1"]!.lapse), /deck preset 1: "lapse" is missing/],
    ["the first scheduler", editCol("conf", (conf) => void ((conf as Record<string, unknown>).schedVer = 1)), /schedVer is 1/],
  ])("finds %s", async (_what, change, message) => {
    const problems = await checkAnkiCollection(await broken(change));
    expect(
      problems.some((problem) => message.test(problem)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("finds media missing from the zip, unmapped entries and unsafe names", async () => {
    const missing = await broken(
      () => {},
      (files) => void delete files["0"],
    );
    expect(await checkAnkiCollection(missing)).toContain("media entry 0 (cell.png) is missing from the zip");
    const unused = await broken(
      () => {},
      (files) => void (files["7"] = new Uint8Array([1])),
    );
    expect((await checkAnkiCollection(unused)).join("\n")).toMatch(/the zip holds "7"/);
    const unsafe = await broken(
      () => {},
      (files) => void (files.media = strToU8(JSON.stringify({ "0": "../cell.png" }))),
    );
    expect((await checkAnkiCollection(unsafe)).join("\n")).toMatch(/"\.\.\/cell\.png" is not a file name Anki keeps/);
    expect((await checkAnkiCollection(unsafe)).join("\n")).toMatch(/uses media "cell.png", which the package does not hold/);
  });

  it("says what is wrong with a file that is not a package", async () => {
    expect(await checkAnkiCollection(new Uint8Array([1, 2, 3]))).toEqual([expect.stringMatching(/^the package is not a zip file/)]);
    expect(await checkAnkiCollection(zipSync({ media: strToU8("{}") }))).toContain(
      "the package has no collection.anki2 (or collection.anki21)",
    );
    expect(await checkAnkiCollection(zipSync({ "collection.anki2": strToU8("not sqlite"), media: strToU8("{}") }))).toEqual([
      expect.stringMatching(/^collection.anki2 is not an SQLite database/),
    ]);
  });
});

describe("ankiClozeNumbers", () => {
  it("reads cloze numbers as Anki does: nested, several per gap, c0 and unclosed gaps counting for nothing", () => {
    expect([...ankiClozeNumbers("{{c1::a}} {{c2::b::hint}} {{c1::c}}")].sort()).toEqual([1, 2]);
    expect([...ankiClozeNumbers("{{c1::f(x) = {{c2::x²}}}}")].sort()).toEqual([1, 2]);
    expect([...ankiClozeNumbers("{{c3,4::both}}")].sort()).toEqual([3, 4]);
    expect([...ankiClozeNumbers("{{c0::zero}} {{c5::open")]).toEqual([]);
  });
});
