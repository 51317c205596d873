import { cardFaces, clozeNumbers, type TNoteContent } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { pdfDecks, type TPdfCard } from "./pdf-cards.ts";
import { SCRIPT_NOTES, testNote } from "../../testing/pdf-test-decks.ts";
import type { TRichText } from "../../../../lib/pdf/text-layout.ts";

const plain = (text: TRichText) => text.map((span) => span.text).join("");
const bold = (text: TRichText) => text.filter((span) => span.style === "bold").map((span) => span.text);
const deckOf = async (...notes: ReturnType<typeof testNote>[]) => {
  const [deck] = await pdfDecks([{ id: null, path: ["Deck"], notes }]);
  const cards: TPdfCard[] = [];
  for await (const card of deck!.cards()) cards.push(card);
  expect(deck!.cardCount).toBe(cards.length);
  return { ...deck!, cards };
};

describe("pdfDecks", () => {
  it("words every card as cardFaces does, one card per cloze number, numbered within the deck", async () => {
    const text = SCRIPT_NOTES.filter((note) => note.format === "text");
    const deck = await deckOf(...text);
    const expected = text.flatMap((note) => {
      const content: TNoteContent = note.content;
      if (content.type === "truefalse") return [{ ...cardFaces(content), front: `${content.statement}\nTrue or false?` }];
      if (content.type !== "clozedel") return [cardFaces(content)];
      return clozeNumbers(content.text).map((cloze) => cardFaces(content, { cloze }));
    });
    expect(deck.cards.map((card) => ({ front: plain(card.front), back: plain(card.back) }))).toEqual(expected);
    expect(deck.cards.map((card) => card.number)).toEqual(expected.map((_, index) => index + 1));
  });

  it("shows a cloze card's own gaps as blanks or hints on the front and fills them in bold on the back", async () => {
    const deck = await deckOf(testNote({ type: "clozedel", text: "{{c1::Paris::city}} is in {{c2::France}}; {{c1::Lyon}} too." }));
    const [first, second] = deck.cards;
    expect(plain(first!.front)).toBe("[city] is in France; […] too.");
    expect(bold(first!.front)).toEqual(["[city]", "[…]"]);
    expect(plain(first!.back)).toBe("Paris is in France; Lyon too.");
    expect(bold(first!.back)).toEqual(["Paris", "Lyon"]);
    expect(plain(second!.front)).toBe("Paris is in […]; Lyon too.");
    expect(bold(second!.back)).toEqual(["France"]);
  });

  it("marks the right option and the verdict in bold, and lists facts", async () => {
    const deck = await deckOf(...SCRIPT_NOTES.filter((note) => ["mcq", "truefalse", "concept_fact_list"].includes(note.type)));
    const [mcq, truefalse, facts] = deck.cards;
    expect(plain(mcq!.front)).toBe("Which planet is the largest?\nA. Mars\nB. Jupiter\nC. Venus\nD. Mercury");
    expect(bold(mcq!.back)).toEqual(["B. Jupiter"]);
    expect(plain(truefalse!.front)).toBe("Water boils at 90 °C at sea level.\nTrue or false?");
    expect(bold(truefalse!.front)).toEqual(["True or false?"]);
    expect(bold(truefalse!.back)).toEqual(["False"]);
    expect(plain(facts!.back)).toBe("• Make ATP\n• Have their own DNA");
  });

  it("prints HTML notes as their text, with a marker where a picture was", async () => {
    const deck = await deckOf(...SCRIPT_NOTES.filter((note) => note.format === "html"));
    expect(plain(deck.cards[0]!.front)).toBe("What is shown?\nLook: [picture]");
    expect(plain(deck.cards[0]!.back)).toBe("A cell & its nucleus");
  });

  it("says where a card came from: file, page or slide, heading", async () => {
    const card = async (source: ReturnType<typeof testNote>["source"]) =>
      (await deckOf(testNote({ type: "qna", question: "q", answer: "a" }, { source }))).cards[0]!.source;
    expect(await card({ fileName: "bio.pdf", page: 3 })).toBe("Source: bio.pdf, page 3");
    expect(await card({ fileName: "talk.pptx", slide: 7, heading: "Cells" })).toBe("Source: talk.pptx, slide 7, Cells");
    expect(await card({ quote: "only a quote" })).toBeNull();
    expect(await card(null)).toBeNull();
  });

  it("names a deck by its path", async () => {
    expect((await pdfDecks([{ id: null, path: ["Mnemo", "Biology"], notes: [] }]))[0]!.title).toBe("Mnemo › Biology");
  });
});
