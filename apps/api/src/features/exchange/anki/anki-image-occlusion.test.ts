import type { TDiagramNoteMark } from "@mnemo/api-contract";
import { unzipSync, strFromU8 } from "fflate";
import initSqlJs from "sql.js";
import { describe, expect, it } from "vitest";
import type { TExportInput, TNoteSource } from "../exchange-model.ts";
import { checkAnkiCollection } from "../testing/anki-checker.ts";
import { testNote } from "../testing/pdf-test-decks.ts";
import { splitFields } from "./anki-fields.ts";
import { MNEMO_IMAGE_OCCLUSION_ID, occlusionField, occlusionNumber } from "./anki-image-occlusion.ts";
import { fromMnemoAnkiNote, toAnkiNote } from "./anki-note-types.ts";
import { writeApkg } from "./write-apkg.ts";

const HASH = (digit: string) => digit.repeat(64);
const MASKED = `${HASH("a")}.svg`;
const SHOWN = `${HASH("b")}.svg`;
const PNG = `${HASH("c")}.png`;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const SVG_BYTES = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

const picture: NonNullable<TDiagramNoteMark["picture"]> = {
  image: PNG,
  label: "Ribosomes & co",
  box: { left: 0.6788617886, top: 0.302752, width: 0.2154471, height: 0.1880733 },
};

/** A diagram card as makeDiagramCards leaves it (diagrams/cards/make-diagram-cards.ts). */
function diagramCard(mark: Partial<NonNullable<TDiagramNoteMark["picture"]>> = {}) {
  return testNote(
    {
      type: "manual",
      front: `<div><img src="${MASKED}" alt="Cell biology: a map with one label hidden"></div><div>Which label is hidden under “Organelles”?</div>`,
      back: `<div><b>Ribosomes &amp; co</b></div><div><img src="${SHOWN}" alt="Cell biology"></div>`,
    },
    {
      format: "html",
      source: { diagram: { fileKey: "k", nodeId: "n3", spans: [], picture: { ...picture, ...mark } } } as unknown as TNoteSource,
    },
  );
}

const input = (notes = [diagramCard()]): TExportInput => ({
  decks: [{ id: "7d1e7f0a-0000-4000-8000-000000000009", path: ["Maps"], notes }],
  media: [
    { name: MASKED, data: SVG_BYTES },
    { name: SHOWN, data: SVG_BYTES },
    { name: PNG, data: PNG_BYTES },
  ],
  includeProgress: false,
  now: new Date("2026-06-01T12:00:00Z"),
});

async function models(bytes: Uint8Array) {
  const SQL = await initSqlJs();
  const db = new SQL.Database(unzipSync(bytes)["collection.anki2"]);
  try {
    const models = JSON.parse(String(db.exec("SELECT models FROM col")[0]!.values[0]![0])) as Record<string, Record<string, unknown>>;
    const notes = db
      .exec("SELECT mid, flds FROM notes")[0]!
      .values.map(([mid, flds]) => ({ mid: Number(mid), fields: splitFields(String(flds)) }));
    return { models, notes };
  } finally {
    db.close();
  }
}

describe("diagram cards in an Anki package", () => {
  it("writes fractions as Anki's image occlusion editor does", () => {
    expect(occlusionNumber(0.6788617886)).toBe(".6789");
    expect(occlusionNumber(0.3)).toBe(".3");
    expect(occlusionNumber(0)).toBe(".0000");
    expect(occlusionNumber(1)).toBe("1");
    expect(occlusionField(picture.box)).toBe("{{c1::image-occlusion:rect:left=.6789:top=.3028:width=.2154:height=.1881:oi=1}}<br>");
  });

  it("is an image occlusion note over the whole picture, in a package that holds to Anki's rules", async () => {
    const bytes = await writeApkg(input());
    expect(await checkAnkiCollection(bytes)).toEqual([]);
    const { models: json, notes } = await models(bytes);
    const model = json[String(MNEMO_IMAGE_OCCLUSION_ID)]!;
    expect(model).toMatchObject({ type: 1, originalStockKind: 6, name: "Mnemo Image Occlusion" });
    expect((model.flds as { name: string; tag?: number }[]).map((field) => [field.name, field.tag])).toEqual([
      ["Occlusion", 0],
      ["Image", 1],
      ["Header", 2],
      ["Back Extra", 3],
      ["Comments", 4],
      ["Front", undefined],
      ["Back", undefined],
      ["Source", undefined],
    ]);
    const [note] = notes;
    expect(note!.mid).toBe(MNEMO_IMAGE_OCCLUSION_ID);
    expect(note!.fields.slice(0, 5)).toEqual([
      occlusionField(picture.box),
      `<img src="${PNG}">`,
      "<div>Which label is hidden under “Organelles”?</div>",
      "Ribosomes &amp; co",
      "",
    ]);
    // The PNG is in the package for the occlusion; the SVGs for Mnemo's own faces (Anki before 23.10).
    const media = JSON.parse(strFromU8(unzipSync(bytes).media!)) as Record<string, string>;
    expect(Object.values(media).sort()).toEqual([MASKED, SHOWN, PNG].sort());
  });

  it("comes back into Mnemo as the same card", () => {
    const card = diagramCard();
    const anki = toAnkiNote(card);
    const back = fromMnemoAnkiNote(anki.modelId, anki.fields, anki.tags);
    expect(back).toMatchObject({ type: "manual", format: "html", content: card.content });
  });

  it("is a plain picture card, and the package has no image occlusion note type, without a picture to occlude", async () => {
    const plain = testNote({ type: "manual", front: `<img src="${MASKED}">`, back: "Ribosomes" }, { format: "html" });
    const bytes = await writeApkg(input([plain]));
    expect(await checkAnkiCollection(bytes)).toEqual([]);
    const { models: json, notes } = await models(bytes);
    expect(json[String(MNEMO_IMAGE_OCCLUSION_ID)]).toBeUndefined();
    expect(notes[0]!.mid).not.toBe(MNEMO_IMAGE_OCCLUSION_ID);
    // A picture that is not one of the learner's stored media is never put in a field.
    expect(toAnkiNote(diagramCard({ image: '"><script>' })).modelId).not.toBe(MNEMO_IMAGE_OCCLUSION_ID);
  });

  it("is caught by the checker when its rectangle leaves the picture or its picture is missing", async () => {
    const outside = await writeApkg(input([diagramCard({ box: { left: 0.9, top: 0.1, width: 0.3, height: 0.1 } })]));
    expect(await checkAnkiCollection(outside)).toEqual([expect.stringContaining("a rectangle reaches past the picture")]);
    const missing = await writeApkg({ ...input(), media: input().media.filter((file) => file.name !== PNG) });
    expect(await checkAnkiCollection(missing)).toContainEqual(expect.stringContaining(`the picture "${PNG}" is not in the package`));
  });
});
