import { describe, expect, it } from "vitest";
import type { TAnkiNoteType } from "./anki21b.ts";
import { mapAnkiNote, planNoteType } from "./anki-import-mapping.ts";

function noteType(fields: string[], templates: [string, string][], extra: Partial<TAnkiNoteType> = {}): TAnkiNoteType {
  return {
    id: 1,
    name: "Test",
    isCloze: false,
    stockKind: 0,
    fields,
    templates: templates.map(([front, back], ord) => ({ ord, name: `Card ${ord + 1}`, front, back })),
    ...extra,
  };
}

describe("planNoteType", () => {
  it("reads Basic-like types by what their first card shows", () => {
    expect(planNoteType(noteType(["Front", "Back"], [["{{Front}}", "{{FrontSide}}<hr id=answer>{{Back}}"]]))).toEqual({
      kind: "qna",
      cardOrd: 0,
      sides: { front: [0], back: [1] },
      reverses: [],
    });
    // A vocabulary type: the word asked, reading and meaning answered, an unused field left out.
    expect(
      planNoteType(
        noteType(["Word", "Meaning", "Reading", "Audio"], [["{{Word}}", "{{FrontSide}}<hr id=answer>{{Reading}}<br>{{text:Meaning}}"]]),
      ),
    ).toMatchObject({ kind: "qna", sides: { front: [0], back: [1, 2] } });
  });

  it("finds reverse cards, conditional or not, and ignores cards that ask the same way", () => {
    const plan = planNoteType(
      noteType(
        ["Front", "Back", "Add Reverse"],
        [
          ["{{Front}}", "{{FrontSide}}<hr id=answer>{{Back}}"],
          ["{{#Add Reverse}}{{Back}}{{/Add Reverse}}", "{{FrontSide}}<hr id=answer>{{Front}}"],
          ["{{Front}} (again)", "{{Back}}"],
        ],
      ),
    );
    expect(plan).toMatchObject({ kind: "qna", reverses: [{ cardOrd: 1, sides: { front: [1], back: [0] } }] });
  });

  it("treats a type-in box as the answer on the back, not as part of the question", () => {
    expect(planNoteType(noteType(["Front", "Back"], [["{{Front}}\n{{type:Back}}", "{{Front}}<hr id=answer>{{type:Back}}"]]))).toMatchObject(
      {
        kind: "qna",
        sides: { front: [0], back: [1] },
      },
    );
  });

  it("maps cloze types to their cloze field and back extras; Image Occlusion is not a text cloze", () => {
    expect(
      planNoteType(noteType(["Text", "Back Extra"], [["{{cloze:Text}}", "{{cloze:Text}}<br>{{Back Extra}}"]], { isCloze: true })),
    ).toEqual({
      kind: "clozedel",
      text: 0,
      extra: [1],
    });
    const occlusion = noteType(
      ["Occlusion", "Image", "Header"],
      [["{{cloze:Occlusion}}{{Image}}{{Header}}", "{{cloze:Occlusion}}{{Image}}"]],
      {
        isCloze: true,
        stockKind: 6,
      },
    );
    expect(planNoteType(occlusion)).toMatchObject({ kind: "manual", sides: { front: [1, 2] } });
  });

  it("falls back to the first field as front and the rest as back when the templates say nothing usable", () => {
    expect(planNoteType(noteType(["A", "B", "C"], [["static text", "{{FrontSide}}"]]))).toEqual({
      kind: "manual",
      cardOrd: 0,
      sides: { front: [0], back: [1, 2] },
    });
    // The front shows both first fields: not a Basic variant.
    expect(planNoteType(noteType(["Country", "Flag", "Capital"], [["{{Country}} {{Flag}}", "{{FrontSide}}{{Capital}}"]]))).toMatchObject({
      kind: "manual",
      sides: { front: [0, 1], back: [2] },
    });
  });
});

describe("mapAnkiNote", () => {
  const basic = planNoteType(noteType(["Front", "Back"], [["{{Front}}", "{{Back}}"]]));

  it("reads plain fields as text and formatted ones as HTML, the whole note alike", () => {
    expect(mapAnkiNote(basic, ["Front", "Back"], ["1 &lt; 2", "yes<br>really"], new Set([0])).notes[0]).toMatchObject({
      format: "text",
      content: { type: "qna", question: "1 < 2", answer: "yes\nreally" },
    });
    expect(mapAnkiNote(basic, ["Front", "Back"], ["1 &lt; 2", "<b>yes</b>"], new Set([0])).notes[0]).toMatchObject({
      format: "html",
      content: { type: "qna", question: "1 &lt; 2", answer: "<b>yes</b>" },
    });
  });

  it("says why a note cannot be kept", () => {
    expect(mapAnkiNote(basic, ["Front", "Back"], ["", "x"], new Set([0])).problems).toEqual([
      { guidSuffix: "", reason: "The question would be empty (the Front field is empty)." },
    ]);
    expect(mapAnkiNote(basic, ["Front", "Back"], ["q", "y".repeat(5001)], new Set([0])).problems[0]!.reason).toBe(
      "The answer (the Back field) has 5,001 characters; a card side holds at most 5,000.",
    );
    const cloze = planNoteType(noteType(["Text", "Extra"], [["{{cloze:Text}}", "{{Extra}}"]], { isCloze: true }));
    expect(mapAnkiNote(cloze, ["Text", "Extra"], ["no gaps here", ""], new Set([0])).problems[0]!.reason).toBe(
      "The Text field has no cloze deletion like {{c1::answer}}.",
    );
    expect(mapAnkiNote(cloze, ["Text", "Extra"], ["{{c1::open and {{c2::closed}}", ""], new Set([0])).problems[0]!.reason).toMatch(
      /^In the Text field: A gap is not closed with \}\}/,
    );
    // A field of megabytes is refused by its length alone, even when it is all markup.
    expect(mapAnkiNote(basic, ["Front", "Back"], ["q", "<br>".repeat(100_000)], new Set([0])).problems[0]!.reason).toBe(
      "The Back field has 400,000 characters; a card side holds at most 5,000.",
    );
  });

  it("keeps the cards of the cloze numbers the text uses", () => {
    const cloze = planNoteType(noteType(["Text", "Extra"], [["{{cloze:Text}}", "{{Extra}}"]], { isCloze: true }));
    const [note] = mapAnkiNote(cloze, ["Text", "Extra"], ["{{c1::a}} {{c3::b::hint}}", "more"], new Set([0, 1, 2])).notes;
    expect(note!.content).toEqual({ type: "clozedel", text: "{{c1::a}} {{c3::b::hint}}\n\nmore" });
    expect([...note!.cardOrds]).toEqual([
      [0, 0],
      [2, 2],
    ]);
  });
});
