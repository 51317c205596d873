import type { TNoteContent } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TContentFormat, TExchangeNote, TNoteSource } from "../exchange-model.ts";
import { splitFields } from "./anki-fields.ts";
import { fromMnemoAnkiNote, mnemoNoteType, mnemoNoteTypesJson, MNEMO_NOTE_TYPE_IDS, toAnkiNote } from "./anki-note-types.ts";

const AWKWARD = 'Tom\'s "x" < y && z > 0\nsecond line\ttab, Ελληνικά 日本語 🧬 é';
const SOURCE: TNoteSource = {
  fileName: "Cell biology {{c9::x}}.pdf",
  page: 12,
  heading: "Membranes & <pumps>",
  quote: 'a "quoted" span\nwith a break',
  start: 3,
  end: 40,
};

function note(content: TNoteContent, overrides: Partial<TExchangeNote> = {}): TExchangeNote {
  return {
    id: "3f2b8c1e-9a4d-4c7e-8b1a-2d6f0e9c5a71",
    guid: "mnemo-3f2b8c1e9a4d4c7e8b1a2d6f0e9c5a71",
    type: content.type,
    content,
    format: "text",
    source: SOURCE,
    tags: ["exam-1", "chapter::2"],
    createdAt: new Date("2026-01-01T00:00:00Z"),
    modifiedAt: new Date("2026-01-02T00:00:00Z"),
    cards: [],
    ...overrides,
  };
}

const CONTENTS: TNoteContent[] = [
  { type: "qna", question: AWKWARD, answer: `${AWKWARD}\n${"long ".repeat(900)}` },
  { type: "manual", front: "Front <i>not html</i>", back: "Back & more\n\n\nthree breaks" },
  { type: "concept_fact_list", concept: "Mitochondria", facts: ["Makes ATP", "Has <its own> DNA & ribosomes", "Line\nbreak"] },
  { type: "clozedel", text: "{{c1::Paris::city}} is in {{c2::France}}; {{c2::Europe}} & {{c3::<Earth>::planet}}\nnext line" },
  { type: "mcq", question: "Which is > 2?", options: ["1", "2 & 3", "<3>", "4\nfour"], correctIndex: 2, explanation: 'Three "is" larger' },
  { type: "truefalse", statement: "Water boils at 100 °C at sea level", isTrue: true, correction: "" },
  { type: "truefalse", statement: "The sun orbits Earth", isTrue: false, correction: "Earth orbits the sun\n(heliocentrism)" },
];

describe("Mnemo's note types", () => {
  it("keep their ids, which Anki matches note types by", () => {
    expect(MNEMO_NOTE_TYPE_IDS).toEqual({
      basic: 1_748_736_000_101,
      cloze: 1_748_736_000_102,
      multipleChoice: 1_748_736_000_103,
      trueFalse: 1_748_736_000_104,
    });
  });

  it("have the fields the product names, one template each, the cloze one of type 1", () => {
    const models = mnemoNoteTypesJson();
    const summary = Object.values(models).map((model) => [
      model.name,
      model.type,
      model.flds.map((field) => field.name),
      model.tmpls.length,
    ]);
    expect(summary).toEqual([
      ["Mnemo Basic", 0, ["Front", "Back", "Source"], 1],
      ["Mnemo Cloze", 1, ["Text", "Back Extra", "Source"], 1],
      ["Mnemo Multiple Choice", 0, ["Question", "Options", "Answer", "Explanation", "Source"], 1],
      ["Mnemo True/False", 0, ["Statement", "Answer", "Correction", "Source"], 1],
    ]);
    for (const model of Object.values(models)) {
      expect(model.css).toContain(".nightMode");
      expect(model.tmpls[0]!.afmt).toContain("{{#Source}}");
    }
    expect(models[MNEMO_NOTE_TYPE_IDS.cloze]!.tmpls[0]!.qfmt).toContain("{{cloze:Text}}");
  });
});

describe("toAnkiNote and fromMnemoAnkiNote", () => {
  it.each(CONTENTS.map((content) => [content.type, content] as const))("bring a %s note back as it was", (_type, content) => {
    const anki = toAnkiNote(note(content));
    expect(anki.fields).toHaveLength(mnemoNoteType(anki.modelId)!.fields.length);
    expect(fromMnemoAnkiNote(anki.modelId, anki.fields, anki.tags)).toEqual({
      type: content.type,
      content,
      format: "text",
      source: SOURCE,
      tags: ["exam-1", "chapter::2"],
    });
  });

  it("write plain text as escaped HTML, concept facts as a list, the answer named on the back only", () => {
    const [qna, , facts, , mcq] = CONTENTS.map((content) => toAnkiNote(note(content)));
    expect(qna!.fields[0]).toBe('Tom\'s "x" &lt; y &amp;&amp; z &gt; 0<br>second line\ttab, Ελληνικά 日本語 🧬 é');
    expect(facts!.modelId).toBe(MNEMO_NOTE_TYPE_IDS.basic);
    expect(facts!.fields[1]).toBe(
      '<ul class="mnemo-facts"><li>Makes ATP</li><li>Has &lt;its own&gt; DNA &amp; ribosomes</li><li>Line<br>break</li></ul>',
    );
    // The Options field is shown on the front: nothing in it may say which option is right.
    expect(mcq!.fields[1]).toBe('<ol class="mnemo-options" type="A"><li>1</li><li>2 &amp; 3</li><li>&lt;3&gt;</li><li>4<br>four</li></ol>');
    expect(mcq!.fields[2]).toBe("C. &lt;3&gt;");
    const template = mnemoNoteTypesJson()[String(MNEMO_NOTE_TYPE_IDS.multipleChoice)]!.tmpls[0]!;
    expect([...template.qfmt.matchAll(/\{\{([^}]+)\}\}/g)].map((match) => match[1])).toEqual(["Question", "Options"]);
    expect(template.afmt).toContain("{{Answer}}");
  });

  it("turn an imported note's sounds back into Anki's [sound:NAME], which Anki plays", () => {
    const html = 'Listen <audio src="bonjour.mp3"></audio> then <img src="cell.png" /> and <audio src="a&amp;b.ogg"></audio>';
    const anki = toAnkiNote(note({ type: "qna", question: html, answer: "Hello" }, { format: "html" }));
    expect(anki.fields[0]).toBe('Listen [sound:bonjour.mp3] then <img src="cell.png" /> and [sound:a&amp;b.ogg]');
    expect(anki.fields.join("")).not.toContain("<audio");
  });

  it("tag notes with mnemo, the card type, the source file and their own tags", () => {
    expect(toAnkiNote(note(CONTENTS[0]!)).tags).toEqual(["mnemo", "qna", "Cell_biology_{{c9_x}}.pdf", "exam-1", "chapter::2"]);
    const leech = note(CONTENTS[0]!, {
      source: null,
      tags: ["with space"],
      cards: [{ ord: 0, leech: true } as TExchangeNote["cards"][number]],
    });
    expect(toAnkiNote(leech).tags).toEqual(["mnemo", "qna", "with_space", "leech"]);
  });

  it("keep the source out of cloze numbers: only the Text makes cards", () => {
    const anki = toAnkiNote(note(CONTENTS[3]!));
    expect(anki.fields[2]).not.toContain("{{c9::");
    expect(anki.fields[2]).toContain("Cell biology &#123;&#123;c9::x}}.pdf · page 12 · Membranes &amp; &lt;pumps&gt;");
  });

  it("keep HTML notes' HTML, and say so in the Source field even when it looks like plain text", () => {
    const html = note(
      { type: "qna", question: 'What is <b>this</b>? <img src="cell.png">', answer: "a &amp; b" },
      { format: "html", source: null },
    );
    const anki = toAnkiNote(html);
    expect(anki.fields[0]).toBe('What is <b>this</b>? <img src="cell.png">');
    expect(fromMnemoAnkiNote(anki.modelId, anki.fields, anki.tags)).toMatchObject({ format: "html", content: html.content, source: null });
    const plainLooking = note({ type: "manual", front: "a &amp; b", back: "c" }, { format: "html" });
    const plain = toAnkiNote(plainLooking);
    expect(fromMnemoAnkiNote(plain.modelId, plain.fields, plain.tags)).toMatchObject({
      format: "html" as TContentFormat,
      content: plainLooking.content,
    });
  });

  it("read a text note edited in Anki with formatting as HTML", () => {
    const anki = toAnkiNote(note(CONTENTS[0]!));
    const fields = [...anki.fields];
    fields[1] = "now <b>bold</b>";
    expect(fromMnemoAnkiNote(anki.modelId, fields, anki.tags)).toMatchObject({
      format: "html",
      content: { type: "qna", answer: "now <b>bold</b>" },
    });
  });

  it("turn a note whose fields no longer fit its type into a manual note, keeping every field", () => {
    const anki = toAnkiNote(note(CONTENTS[4]!));
    const fields = [...anki.fields];
    fields[1] = "options removed";
    fields[2] = "";
    const read = fromMnemoAnkiNote(anki.modelId, fields, anki.tags);
    expect(read).toMatchObject({
      type: "manual",
      format: "text",
      content: { type: "manual", front: "Which is > 2?", back: 'options removed\nThree "is" larger' },
    });
    expect(read?.tags).toEqual(["exam-1", "chapter::2"]);
  });

  it("find the right option by the Answer letter, or by the mark packages before issue 27 put on it", () => {
    const anki = toAnkiNote(note(CONTENTS[4]!));
    expect(fromMnemoAnkiNote(anki.modelId, anki.fields, anki.tags)?.content).toEqual(CONTENTS[4]);
    const fields = [...anki.fields];
    fields[1] = fields[1]!.replace("<li>2 &amp; 3</li>", '<li class="mnemo-correct">2 &amp; 3</li>');
    fields[2] = "";
    expect(fromMnemoAnkiNote(anki.modelId, fields, anki.tags)?.content).toEqual({ ...CONTENTS[4], correctIndex: 1 });
  });

  it("keep Back Extra written in Anki after the cloze text", () => {
    const anki = toAnkiNote(note({ type: "clozedel", text: "{{c1::x}}" }, { source: null }));
    const fields = [...anki.fields];
    fields[1] = "extra";
    expect(fromMnemoAnkiNote(anki.modelId, fields, anki.tags)?.content).toEqual({ type: "clozedel", text: "{{c1::x}}\n\nextra" });
  });

  it("write c0, which Mnemo counts as c1 and Anki ignores, as c1", () => {
    expect(toAnkiNote(note({ type: "clozedel", text: "{{c0::a}} {{c00::b}} {{c10::c}}" })).fields[0]).toBe(
      "{{c1::a}} {{c1::b}} {{c10::c}}",
    );
  });

  it("answer null for note types that are not Mnemo's", () => {
    expect(fromMnemoAnkiNote(1_700_000_000_001, ["Front", "Back"], [])).toBeNull();
  });

  it("read a Basic note without its card-type tag as a question and answer", () => {
    const anki = toAnkiNote(note(CONTENTS[1]!));
    expect(fromMnemoAnkiNote(anki.modelId, anki.fields, ["mnemo"])?.type).toBe("qna");
    expect(splitFields(anki.fields.join("\u001f"))).toEqual(anki.fields);
  });
});
