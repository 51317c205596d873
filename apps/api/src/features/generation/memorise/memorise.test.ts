import { clozePromptText, clozeAnswers, ZClozeContentSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { extractText } from "../../reading/extract-text.ts";
import { looksLikePoem } from "../../analysis/profile-poem.ts";
import { buildMemoriseCards, memoriseCardText, NO_LINES_NOTICE, UNTITLED_MEMORISE_SECTION } from "./build-memorise-cards.ts";
import { memoriseLines, MAX_LINE_CHARS } from "./memorise-lines.ts";

/** Written for these tests: a rhyming poem with a title and two stanzas. */
const LANTERN = `The Lantern Keeper

He climbs the stair when day is done,
And trims the wick with careful hand,
He sets a flame against the sun
That sinks behind the darkened land.

The ships go by, they never know
The name of him who keeps the light,
But still he tends the amber glow
Through every long and stormy night.`;

/** Free verse, no rhyme, lines that run on with commas. */
const HARBOUR = `morning at the harbour,
gulls on every post,
a boy with a bucket of crabs,
his sister counting boats,

the tide going out slowly,
ropes creaking on the iron rings,
and nobody in a hurry`;

/** Prose, written for these tests: study text in full sentences. */
const PROSE = [
  "Glaciers form where more snow falls in winter than melts in summer. Over many years the snow is pressed into dense ice, and the ice begins to flow downhill under its own weight.",
  "A glacier erodes the valley it moves through. It plucks rocks from the bed and grinds them against the rock below, and when the ice finally retreats it leaves behind a wide U-shaped valley.",
].join("\n\n");

/** Slides: short lines, but a list's bullets. */
const BULLETS = `Key terms
- Glacier: a mass of moving ice
- Moraine: rock left by a glacier
- Cirque: a bowl carved by ice
- Fjord: a flooded glacial valley
- Erratic: a boulder carried far`;

const lines = (text: string) => memoriseLines(extractText({ text }));

describe("memoriseLines", () => {
  it("keeps a poem's lines in order, its title apart and each stanza's first line marked", () => {
    const { title, lines: found } = lines(LANTERN);
    expect(title).toBe("The Lantern Keeper");
    expect(found.map((line) => line.text)).toHaveLength(8);
    expect(found[0]!.text).toBe("He climbs the stair when day is done,");
    expect(found[7]!.text).toBe("Through every long and stormy night.");
    expect(found.map((line) => line.opensStanza)).toEqual([true, false, false, false, true, false, false, false]);
  });

  it("gives every line its exact span in its section", () => {
    for (const line of lines(LANTERN).lines) expect(line.section.text.slice(line.start, line.end)).toBe(line.text);
  });

  it("cuts prose into sentences and a long sentence at its clauses", () => {
    const found = lines(PROSE).lines.map((line) => line.text);
    expect(found[0]).toBe("Glaciers form where more snow falls in winter than melts in summer.");
    expect(found).toContain("It plucks rocks from the bed and grinds them against the rock below,");
    expect(found.every((line) => line.length <= MAX_LINE_CHARS)).toBe(true);
    expect(found.join(" ")).toBe(PROSE.replace(/\s+/g, " "));
  });

  it("finds an OCR'd poem's lines, rejoined on one line, and leaves out the specks at their ends", () => {
    const text =
      "Wake now, the kettle sings, | A The window fills with light; 2 Go gently through the early things, " +
      "Until the day is bright. Then step into the morning air, { Where sparrows squabble on the stair, " +
      "And carry in your pocket, friend, The quiet that the night will lend. 4 = TQ fa) = FN ~ ERS";
    const document = { ...extractText({ text }), kind: "image" as const };
    document.sections = document.sections.map((section) => ({ ...section, ocr: true }));
    expect(looksLikePoem(document.sections.map((section) => section.text))).toBe(true);
    expect(memoriseLines(document).lines.map((line) => line.text)).toEqual([
      "Wake now, the kettle sings,",
      "The window fills with light;",
      "Go gently through the early things,",
      "Until the day is bright.",
      "Then step into the morning air,",
      "Where sparrows squabble on the stair,",
      "And carry in your pocket, friend,",
      "The quiet that the night will lend.",
    ]);
  });

  it("skips blank lines and lines without a letter (a stanza number)", () => {
    const found = lines("I\n\nRed leaf, red leaf,\nfalling on the lane,\n\n\n\nII\n\nbrown leaf, brown leaf,\nwaiting for the rain").lines;
    expect(found.map((line) => line.text)).toEqual([
      "Red leaf, red leaf,",
      "falling on the lane,",
      "brown leaf, brown leaf,",
      "waiting for the rain",
    ]);
    expect(found[2]!.opensStanza).toBe(true);
  });
});

describe("memoriseCardText", () => {
  const stanza = [
    { text: "One for sorrow,", opensStanza: true },
    { text: "two for joy,", opensStanza: false },
    { text: "three for a girl,", opensStanza: false },
    { text: "four for a boy.", opensStanza: true },
  ];

  it("cues the first card with the title and 'First line'", () => {
    expect(memoriseCardText("Magpies", stanza, 0)).toBe("Magpies · line 1\nFirst line:\n{{c1::One for sorrow,}}");
  });

  it("shows the two lines before and hides the next (overlapping)", () => {
    const text = memoriseCardText("Magpies", stanza, 2);
    expect(clozePromptText(text)).toBe("Magpies · line 3\nOne for sorrow,\ntwo for joy,\n[…]");
    expect(clozeAnswers(text)).toEqual(["three for a girl,"]);
  });

  it("marks a stanza break before the hidden line with a blank line", () => {
    expect(memoriseCardText(undefined, stanza, 3)).toBe("Line 4\ntwo for joy,\nthree for a girl,\n\n{{c1::four for a boy.}}");
  });

  it("keeps a line with braces and colons a valid single gap", () => {
    const text = memoriseCardText(
      undefined,
      [
        { text: "a set {x} :: y", opensStanza: true },
        { text: "{{c2::z}}", opensStanza: false },
      ],
      1,
    );
    expect(ZClozeContentSchema.safeParse({ type: "clozedel", text }).success).toBe(true);
    expect(clozeAnswers(text)).toHaveLength(1);
  });
});

describe("buildMemoriseCards", () => {
  it("makes one cloze card per line, in order, each with its line as its source", () => {
    const document = extractText({ text: LANTERN });
    const { cards, notice } = buildMemoriseCards(document);
    expect(notice).toBeUndefined();
    expect(cards).toHaveLength(8);
    cards.forEach((card, index) => {
      expect(card.content.type).toBe("clozedel");
      const section = document.sections[card.source.sectionIndex]!;
      expect(section.text.slice(card.source.start, card.source.end)).toBe(card.source.quote);
      expect(card.content.type === "clozedel" && clozeAnswers(card.content.text)).toEqual([card.source.quote]);
      expect(card.content.type === "clozedel" && card.content.text.startsWith(`The Lantern Keeper · line ${index + 1}\n`)).toBe(true);
    });
  });

  it("puts every card in one review section named after the text's title, or 'Your text' without one", () => {
    const titled = buildMemoriseCards(extractText({ text: LANTERN })).cards;
    expect(new Set(titled.map((card) => JSON.stringify(card.section)))).toEqual(
      new Set([JSON.stringify({ title: "The Lantern Keeper", index: 0 })]),
    );
    const untitled = buildMemoriseCards(
      extractText({ text: "The sea is calm tonight, the tide is full.\nThe moon lies fair upon the straits." }),
    ).cards;
    expect(untitled.length).toBeGreaterThan(0);
    expect(untitled.every((card) => card.section?.title === UNTITLED_MEMORISE_SECTION)).toBe(true);
  });

  it("caps a long text and says where the cards stop", () => {
    const { cards, notice } = buildMemoriseCards(extractText({ text: LANTERN }), { limit: 5 });
    expect(cards).toHaveLength(5);
    expect(notice).toBe(
      'This text has 8 lines to learn; cards were made for the first 5. To learn the rest, make cards again from line 6 ("The name of him who keeps …").',
    );
  });

  it("says so when there is no line to learn", () => {
    expect(buildMemoriseCards(extractText({ text: "12\n\n34 56" }))).toEqual({ cards: [], notice: NO_LINES_NOTICE });
  });
});

describe("looksLikePoem", () => {
  it("knows a rhyming poem and free verse by their shape", () => {
    expect(looksLikePoem(extractText({ text: LANTERN }).sections.map((section) => section.text))).toBe(true);
    expect(looksLikePoem([HARBOUR])).toBe(true);
  });

  it("does not take prose, a list of bullets or a few short lines for a poem", () => {
    expect(looksLikePoem([PROSE])).toBe(false);
    expect(looksLikePoem([BULLETS])).toBe(false);
    expect(looksLikePoem(["Chapter 1\nIntroduction"])).toBe(false);
    expect(looksLikePoem([PROSE.replace(/\. /g, ".\n")])).toBe(false);
  });
});
