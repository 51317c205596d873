import type { TOutline, TOutlinePoint, TOutlineSection } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { extractText } from "../../../reading/extract-text.ts";
import type { TCardDraft, TExtractedDocument } from "../../types.ts";
import { applyQualityGates } from "../../quality/apply-quality-gates.ts";
import { analyseForTest } from "../../testing/test-texts.ts";
import { askedFor, buildOutlineCards, everywhereWords, hasOwnSubject, isEverydayGap, negate, wholeAnswer } from "./build-outline-cards.ts";
import {
  findDefinedTerm,
  findValues,
  isCodeLine,
  isLeadIn,
  isTermShaped,
  shapeOutline,
  splitContext,
  withoutMarkdown,
} from "./point-shape.ts";
import { pickDistractors, siblingTerms, swapSectionTerm, swapTerm, swapValue } from "./swaps.ts";

/**
 * An outline over a pasted text: each point is a line of the text (its span),
 * its statement written as the analyser writes it ("Section title: line" for
 * a slide's bullets), with the examples given.
 */
type TPointSpec = { text: string; line?: string; kind?: TOutlinePoint["kind"]; examples?: string[] };

async function outlineOf(
  sections: { title: string; points: TPointSpec[] }[],
): Promise<{ document: TExtractedDocument; outline: TOutline }> {
  const lines = sections.flatMap((section) => section.points.flatMap((point) => [point.line ?? point.text, ...(point.examples ?? [])]));
  const document = await extractText({ text: lines.join("\n") });
  const text = document.sections[0]!.text;
  let cursor = 0;
  const span = (quote: string) => {
    const start = text.indexOf(quote, cursor);
    if (start < 0) throw new Error(`not in the text: ${quote}`);
    cursor = start + quote.length;
    return { sectionIndex: 0, start, end: start + quote.length, quote };
  };
  const outlineSections: TOutlineSection[] = sections.map((section, s) => ({
    title: section.title,
    level: 1,
    sectionIndexes: [0],
    points: section.points.map((point, p) => ({
      id: `s${s + 1}.p${p + 1}`,
      kind: point.kind ?? "fact",
      text: point.text,
      spans: [span(point.line ?? point.text)],
      examples: (point.examples ?? []).map((example) => ({ text: example, spans: [span(example)] })),
    })),
  }));
  const outline: TOutline = {
    analyser: "test@1",
    sections: outlineSections,
    terms: [],
    left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
  };
  return { document, outline };
}

const textOf = (card: TCardDraft) => JSON.stringify(card.content);

/** A slide's lines as the outline writes them ("Title: line"), each over the bare line of the text. */
function slide(title: string, lines: string[]): { title: string; points: TPointSpec[] } {
  return { title, points: lines.map((line) => ({ text: `${title}: ${line}`, line })) };
}

/** The point shapes of one section of definitions. */
async function definitionShapes(title: string, texts: string[]) {
  const { outline } = await outlineOf([{ title, points: texts.map((text) => ({ text, kind: "definition" as const })) }]);
  return shapeOutline(outline);
}

const PROBABILITY = {
  title: "For two independent random variables",
  points: [
    {
      text: "For two independent random variables: The joint density is the product of the two marginal densities.",
      kind: "fact" as const,
    },
    { text: "For two independent random variables: The covariance is a number that equals zero.", kind: "fact" as const },
  ],
};

const TERMS = {
  title: "Measures of spread",
  points: [
    { text: "The variance is a measure of how far values spread around their mean.", kind: "definition" as const },
    { text: "The median is a value that splits an ordered sample into two equal halves.", kind: "definition" as const },
    { text: "The mode is the value that appears most often in a sample.", kind: "definition" as const },
    { text: "The range is the difference between the largest and the smallest value.", kind: "definition" as const },
  ],
};

describe("cards from outline points", () => {
  it("keeps a point's section title in front, so the card says what it is about", async () => {
    const { document, outline } = await outlineOf([PROBABILITY]);
    const { cards } = buildOutlineCards(outline, document, ["qna", "clozedel"]);
    expect(cards.map((card) => card.content)).toEqual([
      {
        type: "qna",
        question: "For two independent random variables: what is the joint density?",
        answer: "The product of the two marginal densities.",
      },
      { type: "clozedel", text: "For two independent random variables: The {{c1::covariance}} is a number that equals zero." },
    ]);
  });

  it("asks what a defined term is, with the definition as the answer and the slide's title as context", async () => {
    const { document, outline } = await outlineOf([
      { title: "C++", points: [{ text: "C++: A reference is an alias for an existing variable.", kind: "definition" }] },
    ]);
    const { cards } = buildOutlineCards(outline, document, ["qna"]);
    expect(cards.map((card) => card.content)).toEqual([
      { type: "qna", question: "C++: what is a reference?", answer: "An alias for an existing variable." },
    ]);
    // The card points at the point's own span, with its outline section and strength.
    expect(cards[0]!.source.quote).toBe("C++: A reference is an alias for an existing variable.");
    expect(cards[0]!.outline).toMatchObject({ section: { title: "C++", index: 0 }, pointIds: ["s1.p1"], ticked: true });
  });

  it("never makes an example the subject of a card", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Capital",
        points: [
          {
            text: "Capital is a good that is used to produce other goods over more than one year.",
            kind: "definition",
            examples: ["A coffee machine in a cafe is capital because it makes 200 coffees a day."],
          },
        ],
      },
    ]);
    for (const types of [["qna"], ["clozedel"], ["truefalse"], ["mcq"], ["concept_fact_list"]] as const) {
      const { cards } = buildOutlineCards(outline, document, [...types]);
      for (const card of cards) expect(textOf(card)).not.toMatch(/coffee|200/);
    }
  });

  it("makes only the card types the plan allows", async () => {
    const { document, outline } = await outlineOf([TERMS, PROBABILITY]);
    for (const type of ["qna", "clozedel", "truefalse", "mcq"] as const) {
      const { cards } = buildOutlineCards(outline, document, [type]);
      expect(cards.length).toBeGreaterThan(0);
      expect(new Set(cards.map((card) => card.content.type))).toEqual(new Set([type]));
    }
    expect(buildOutlineCards(outline, document, []).cards).toEqual([]);
  });

  it("gives a list under its lead-in one concept card headed by the lead-in", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Capital",
        points: [
          { text: "Conditions to call something a capital: Long life span (more than one year)" },
          { text: "Conditions to call something a capital: Used for producing something else from it" },
        ],
      },
    ]);
    const { cards } = buildOutlineCards(outline, document, ["concept_fact_list"]);
    expect(cards.map((card) => card.content)).toEqual([
      {
        type: "concept_fact_list",
        concept: "Conditions to call something a capital",
        facts: ["Long life span (more than one year)", "Used for producing something else from it"],
      },
    ]);
    expect(cards[0]!.outline!.pointIds).toEqual(["s1.p1", "s1.p2"]);
  });

  it("makes multiple choice from three sibling terms of similar length, the right one not always first", async () => {
    const { document, outline } = await outlineOf([TERMS]);
    const { cards } = buildOutlineCards(outline, document, ["mcq"]);
    expect(cards).toHaveLength(4);
    const places = new Set<number>();
    for (const card of cards) {
      if (card.content.type !== "mcq") throw new Error("not an mcq");
      expect(new Set(card.content.options.map((option) => option.toLowerCase()))).toEqual(new Set(["variance", "median", "mode", "range"]));
      places.add(card.content.correctIndex);
    }
    expect(cards[0]!.content).toMatchObject({ question: "Which term means: a measure of how far values spread around their mean?" });
    expect(
      (cards[0]!.content as { options: string[]; correctIndex: number }).options[
        (cards[0]!.content as { correctIndex: number }).correctIndex
      ],
    ).toBe("Variance");
    expect(places.size).toBeGreaterThan(1);
  });

  it("keeps a deck's true/false statements between 35% and 65% false", async () => {
    // Ten different events (statements too alike are one fact to the duplicate gate, and the builder skips them).
    const events = [
      "the first flood barrier was opened by the river board",
      "a belt of pines was planted along the coast by a forest agency",
      "farmers were given shared tractors by their new union",
      "every glacier in the park was counted by rangers",
      "the marsh south of the capital was drained by engineers",
      "dune movement was measured by satellite for the first time",
      "quotas for the northern reefs were agreed by fishing crews",
      "the weather office's first storm warning was broadcast on radio",
      "building on the wetlands was banned by city planners",
      "soil science was taught to children in village schools",
    ];
    const years = events.map((event, index) => ({ text: `Timeline: In ${1950 + index * 3} ${event}.`, kind: "date_event" as const }));
    const { document, outline } = await outlineOf([{ title: "Timeline", points: years }, TERMS]);
    const { cards } = buildOutlineCards(outline, document, ["truefalse"]);
    const statements = cards.map((card) => card.content).filter((content) => content.type === "truefalse");
    expect(statements.length).toBeGreaterThanOrEqual(10);
    const falseShare = statements.filter((statement) => !statement.isTrue).length / statements.length;
    expect(falseShare).toBeGreaterThanOrEqual(0.35);
    expect(falseShare).toBeLessThanOrEqual(0.65);
    // A false statement carries the true one as its correction.
    for (const statement of statements) if (!statement.isTrue) expect(statement.correction).not.toBe("");
  });
});

describe("more cards from one section", () => {
  it("restricts the cards to one outline section's points", async () => {
    const { document, outline } = await outlineOf([PROBABILITY, TERMS]);
    const all = buildOutlineCards(outline, document, ["qna", "clozedel"]).cards;
    expect(new Set(all.map((card) => card.outline!.section.index))).toEqual(new Set([0, 1]));
    const { cards } = buildOutlineCards(outline, document, ["qna", "clozedel"], undefined, { sectionIndex: 1 });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.outline!.section).toEqual({ title: "Measures of spread", index: 1 });
    expect(buildOutlineCards(outline, document, ["qna"], undefined, { sectionIndex: 5 }).cards).toEqual([]);
  });

  it("gives every passing card of each point, the false twin as its own card, strongest first within a point", async () => {
    const { document, outline } = await outlineOf([TERMS]);
    const types = ["qna", "clozedel", "mcq", "truefalse"] as const;
    const chosen = buildOutlineCards(outline, document, [...types]).cards;
    const { cards } = buildOutlineCards(outline, document, [...types], undefined, { alternatives: true });
    expect(chosen).toHaveLength(4);
    const variance = cards.filter((card) => card.outline!.pointIds[0] === "s1.p1");
    // A question, a gap, a choice among the sibling terms, the true statement and its false twin.
    expect(variance.map((card) => card.content.type).sort()).toEqual(["clozedel", "mcq", "qna", "truefalse", "truefalse"]);
    const statements = variance.flatMap((card) => (card.content.type === "truefalse" ? [card.content] : []));
    expect(statements.map((statement) => statement.isTrue).sort()).toEqual([false, true]);
    expect(statements.find((statement) => !statement.isTrue)!.statement).toMatch(/^The (?:median|mode|range) is a measure/);
    for (const point of ["s1.p1", "s1.p2", "s1.p3", "s1.p4"]) {
      const strengths = cards.filter((card) => card.outline!.pointIds[0] === point).map((card) => card.outline!.strength);
      expect(strengths.length).toBeGreaterThan(1);
      expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    }
    // Each card carries its outline metadata as the chosen ones do, and every chosen card is among the alternatives.
    for (const card of cards) expect(card.outline).toMatchObject({ section: { title: "Measures of spread", index: 0 } });
    const texts = new Set(cards.map(textOf));
    for (const card of chosen) expect(texts).toContain(textOf(card));
  });
});

describe("point shapes", () => {
  it("reads the context only where the outline wrote the section title or a shared lead-in", () => {
    expect(splitContext("C++: Variables must be declared before use.", "C++", new Set())).toEqual({
      context: "C++",
      body: "Variables must be declared before use.",
    });
    expect(splitContext("Perpetual: never ending or changing", "Software", new Set())).toEqual({
      body: "Perpetual: never ending or changing",
    });
  });

  it("finds defined terms, not statements about a subject", () => {
    expect(findDefinedTerm("Exchange value is the value got from buying and selling it.", new Map())).toEqual({
      term: "Exchange value",
      copula: "is",
      definition: "the value got from buying and selling it",
    });
    expect(findDefinedTerm("Perpetual: never ending or changing", new Map())).toMatchObject({ term: "Perpetual", copula: ":" });
    expect(findDefinedTerm("Land is capital.", new Map())).toBeUndefined();
    expect(findDefinedTerm("Coffee machine is capital because it produces coffee.", new Map())).toBeUndefined();
    expect(findDefinedTerm("It is the efficient way of distribution of goods.", new Map())).toBeUndefined();
  });

  it("finds years, decades and amounts with their unit, not citation years or labels", () => {
    expect(findValues("In 1956 the Dartmouth meeting named the field.").map((value) => [value.text, value.unit])).toEqual([
      ["1956", "year"],
    ]);
    expect(findValues("1990s Neural networks returned.").map((value) => [value.text, value.unit])).toEqual([["1990s", "decade"]]);
    expect(findValues("Thinking is a function of the soul (Turing, 1950).")).toEqual([]);
    expect(findValues("The plant produces 500 MW at peak.").map((value) => [value.text, value.unit])).toEqual([["500", "mw"]]);
    expect(findValues("NIST SP 800-63 sets the levels.")).toEqual([]);
  });
});

describe("true/false swaps", () => {
  it("swaps a defined term for a sibling of its section, never one whose definition says the same", async () => {
    const shapes = await definitionShapes("Spread", [
      "The variance is a measure of how far values spread around their mean.",
      "The dispersion is a measure of how far values spread around their mean value.",
      "The median is a value that splits an ordered sample into two equal halves.",
    ]);
    // "dispersion" means the same as "variance" here: swapping it in could stay true.
    expect(siblingTerms(shapes[0]!, shapes)).toEqual(["median"]);
    expect(swapTerm(shapes[0]!, shapes)).toEqual({ term: "median" });
  });

  it("swaps a value for another of the same unit, a year for a year of the same scale, never one the statement already holds", async () => {
    const { outline } = await outlineOf([
      {
        title: "Power",
        points: [
          { text: "Power: The plant produces 500 MW at peak load." },
          { text: "Power: The wind farm produces 120 MW on a windy day." },
          { text: "Power: The grid carries 400 kV between regions." },
          { text: "Power: Between 1990 and 2000 the market opened." },
          { text: "Power: In 1996 the first exchange opened in Norway." },
          { text: "Power: In 1400 the first windmills ground grain in Europe." },
        ],
      },
    ]);
    const shapes = shapeOutline(outline);
    expect(swapValue(shapes[0]!, shapes)?.body).toBe("The plant produces 120 MW at peak load.");
    // kV is not MW: no value of the same unit to swap in.
    expect(swapValue(shapes[2]!, shapes)).toBeUndefined();
    // 1990 and 2000 are both in the statement: swapping one for the other would stay true; 1400 is another scale.
    expect(swapValue(shapes[4]!, shapes)?.body).toBe("In 1990 the first exchange opened in Norway.");
    expect(swapValue(shapes[3]!, shapes)?.body).toBe("Between 1996 and 2000 the market opened.");
  });

  it("swaps a plain statement's term for another of its section only like for like, never one it already names", async () => {
    const { outline } = await outlineOf([
      {
        title: "Cells",
        points: [
          { text: "Chloroplasts are organelles that capture the energy of light in a plant cell.", kind: "definition" },
          { text: "Ribosomes are organelles that build proteins from amino acids.", kind: "definition" },
          { text: "Leaf cells hold many chloroplasts to capture light." },
          { text: "Ribosomes and chloroplasts are both found in leaf cells." },
        ],
      },
    ]);
    const shapes = shapeOutline(outline);
    expect(swapSectionTerm(shapes[2]!, shapes)?.body).toBe("Leaf cells hold many ribosomes to capture light.");
    expect(swapSectionTerm(shapes[3]!, shapes)).toBeUndefined();
  });
});

/** Labels of a list ("Navigator: ..."), a term defined in prose, an acronym and a word. */
const CREW = [
  "Crew: Navigator: The officer plans the ship's route.",
  "Crew: Lookout: The sailor watches the sea for danger.",
  "Ship's officers are the crew members who command a vessel.",
  "Crew: NATO: a military alliance of North American and European states",
  "Crew: Treaty: a written agreement between states under international law",
];

describe("swaps between kinds", () => {
  it("never swaps a list's label for a term defined in prose, nor an acronym for a word", async () => {
    const shapes = await definitionShapes("Crew", CREW);
    expect(siblingTerms(shapes[0]!, shapes, { forSwap: true })).toEqual(["Lookout", "Treaty"]);
    expect(siblingTerms(shapes[2]!, shapes, { forSwap: true })).toEqual([]);
    expect(swapTerm(shapes[3]!, shapes)).toBeUndefined();
  });

  it("swaps a glossary's labels only within one list or slide, whose entries are of one kind", async () => {
    // A reader's glossary of a text's words: an act, a body of people, a place side by side, under no title of their own.
    const shapes = await definitionShapes("Words of the charter", [
      "Levies on grain: the duties a town collected on every cart of grain brought to market",
      "Guild masters: the senior craftsmen who set the rules of a trade in the town",
      "Market square: the open place where the town's weekly market was held",
    ]);
    expect(shapes.every((shape) => shape.defined?.copula === ":")).toBe(true);
    expect(swapTerm(shapes[0]!, shapes)).toBeUndefined();
    // The same entries under one slide's title are a list of one kind: they swap.
    const listed = await definitionShapes("Town offices", [
      "Town offices: Bailiff: the officer who kept order in the market",
      "Town offices: Reeve: the officer who managed the town's lands",
    ]);
    expect(swapTerm(listed[0]!, listed)).toEqual({ term: "Reeve" });
  });

  it("takes a multiple choice's options only from the answer's own section", async () => {
    const { outline } = await outlineOf([
      { title: "Bones", points: [{ text: "The femur is a bone that runs from the hip to the knee.", kind: "definition" }] },
      {
        title: "Muscles",
        points: [
          { text: "The biceps is a muscle that bends the arm at the elbow.", kind: "definition" },
          { text: "The diaphragm is a sheet of tissue that draws air into the lungs.", kind: "definition" },
        ],
      },
    ]);
    const shapes = shapeOutline(outline);
    expect(siblingTerms(shapes[1]!, shapes)).toEqual(["diaphragm"]);
    expect(siblingTerms(shapes[0]!, shapes)).toEqual([]);
  });
});

describe("distractors", () => {
  it("takes three options close in length to the answer, nearest first, and none when fewer than three fit", () => {
    expect(pickDistractors("Variance", ["Median", "Standard error of the mean estimate", "Mode", "Range", "Kurtosis"])).toEqual([
      "Median",
      "Range",
      "Kurtosis",
    ]);
    expect(pickDistractors("Variance", ["Median", "Standard error of the mean estimate", "X"])).toBeUndefined();
  });
});

describe("plain statements", () => {
  it("asks why of a plain statement, under its context, with 'it' standing for the subject", async () => {
    const { document, outline } = await outlineOf([
      slide("Farming", [
        "Irrigation is important to dry farms because it keeps the soil moist.",
        "Tractors are machines that pull heavy tools across a field.",
      ]),
    ]);
    const analysis = await analyseForTest(document);
    const { cards } = buildOutlineCards(outline, document, ["qna"], analysis);
    expect(cards.map((card) => card.content)).toContainEqual({
      type: "qna",
      question: "Farming: why is irrigation important to dry farms?",
      answer: "Because it keeps the soil moist.",
    });
    // Without the analysis there is no sentence to read the question off.
    expect(buildOutlineCards(outline, document, ["qna"]).cards.map(textOf).join(" ")).not.toMatch(/why is irrigation/i);
  });

  it("takes an answer only when it is all the statement says there, not one item cut from a list", () => {
    expect(wholeAnswer("The scientific method", "Chemistry uses the scientific method to test ideas.")).toBe(true);
    expect(wholeAnswer("Editing, analysis", "It offers editing, analysis, debugging and profiling.")).toBe(false);
    expect(wholeAnswer("Red light", "Leaves absorb red light and blue light.")).toBe(false);
  });

  it("gives a point another of its cards when its first would repeat one already made, so the gates drop none", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Erosion",
        points: [
          { text: "Erosion is the wearing away of rock by water and wind.", kind: "definition" },
          { text: "Heavy rain can speed up erosion on bare hillsides." },
          { text: "Hedges can slow erosion on open fields." },
        ],
      },
    ]);
    const { cards } = buildOutlineCards(outline, document, ["clozedel", "truefalse"]);
    expect(cards.map((card) => card.outline!.pointIds[0])).toEqual(["s1.p1", "s1.p2", "s1.p3"]);
    expect(applyQualityGates({ cards, existing: [], document }).dropped).toEqual([]);
  });

  it("reads a line of code as code, not as a statement of amounts", () => {
    expect(isCodeLine("% name return flow x = 40 print('The end of the pump module has been read.')")).toBe(true);
    expect(isCodeLine("config { size: 40 }")).toBe(true);
    expect(isCodeLine("The main pump delivers 40 litres a minute when the tank is full.")).toBe(false);
  });

  it("makes a false twin by negating the copula or modal, never a hedge, a relative clause or a shared verb", () => {
    expect(negate("Bridges can carry heavy loads across rivers.")).toBe("Bridges cannot carry heavy loads across rivers.");
    expect(negate("Glaciers are rivers of ice that move downhill.")).toBe("Glaciers are not rivers of ice that move downhill.");
    expect(negate("Glaciers may move faster in summer.")).toBeUndefined();
    expect(negate("Glaciers are not found in deserts.")).toBeUndefined();
    expect(negate("A pilot who is tired will make more mistakes.")).toBeUndefined();
    expect(negate("Engineers can and do test every bridge.")).toBeUndefined();
    expect(negate("Rivers are always moving water, which shapes valleys.")).toBeUndefined();
    expect(negate("Certain rocks can float on water.")).toBeUndefined();
    expect(negate("Basalt is the dark rock.")).toBeUndefined();
  });

  it("negates only the main clause of a simple statement: never in a time or reason clause, before a consequence, or a double negative", () => {
    // A clause of time before the main verb: "before ferries cannot leave" is nonsense.
    expect(negate("In a busy harbour, before ferries can leave the quay, a pilot is called on board.")).toBeUndefined();
    expect(negate("Before the tide turns the boats are tied to the quay.")).toBeUndefined();
    // The second clause follows from the first: negating the first leaves the statement at odds with itself.
    expect(negate("Dry sand is light and loose, so the wind can carry it far inland.")).toBeUndefined();
    expect(negate("Thick ropes are strong and therefore safer for mooring large ships.")).toBeUndefined();
    expect(negate("Storm waves are taller after the wind has blown for a day.")).toBeUndefined();
    // "are not nonlinear": a double negative is no clear falsehood.
    expect(negate("Currents along the coast are nonlinear in their strength.")).toBeUndefined();
    expect(negate("Having crossed the sand bar, small yachts are safe from the ocean swell.")).toBeUndefined();
    expect(negate("Harbour cranes can lift whole containers off a ship.")).toBe("Harbour cranes cannot lift whole containers off a ship.");
  });

  it("makes no gap or statement of a point without its own subject, and no gap on a word the text says everywhere", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Harbours",
        points: [
          { text: "Harbours: It can be used to shelter fishing boats from winter storms." },
          { text: "Harbours: Helps guide large tankers with coloured buoys." },
          { text: "Container ships unload their cargo at deep harbours." },
          { text: "A harbour master assigns every ship its berth in the harbour." },
          { text: "Breakwaters protect the harbour from the force of the open sea." },
          { text: "Tugboats push large ships into the harbour at low speed." },
          { text: "Lighthouses mark the harbour entrance for sailors at night." },
        ],
      },
    ]);
    const analysis = await analyseForTest(document);
    const { cards } = buildOutlineCards(outline, document, ["clozedel", "truefalse"], analysis);
    const texts = cards.map(textOf).join(" ");
    expect(texts).not.toMatch(/It can be used|Helps guide/);
    expect(texts).not.toMatch(/\{\{c1::harbours?\}\}/i);
    expect(cards.length).toBeGreaterThan(0);
  });

  it("reads a point's subject: not a pronoun, not a verb, and a verb at all unless its title heads it", async () => {
    const lines = [
      "It can be used to shelter fishing boats from winter storms.",
      "Helps guide large tankers with coloured buoys.",
      "Signals carried over copper wires to the lighthouse.",
      "Breakwaters protect the harbour from the force of the open sea.",
    ];
    const { document, outline } = await outlineOf([{ title: "Harbours", points: lines.map((text) => ({ text })) }]);
    const analysis = await analyseForTest(document);
    const shapes = shapeOutline(outline);
    const unitsOf = (i: number) =>
      analysis.units.filter((unit) => unit.start >= shapes[i]!.point.spans[0]!.start && unit.end <= shapes[i]!.point.spans[0]!.end);
    expect(shapes.map((shape, i) => hasOwnSubject(shape, unitsOf(i), ""))).toEqual([false, false, false, true]);
    // Under its slide's title a verbless line says what it is about.
    expect(hasOwnSubject(shapes[2]!, unitsOf(2), "Telegraph: ")).toBe(true);
  });

  it("counts the words a text says everywhere, and never gaps them or an everyday word", async () => {
    const lines = ["Cargo ports", "Fishing ports", "Ports and tides", "River ports", "Ports at night", "Lighthouses", "Buoys", "Pilots"];
    const { document, outline } = await outlineOf([{ title: "Ports", points: lines.map((text) => ({ text })) }]);
    const analysis = await analyseForTest(document);
    const everywhere = everywhereWords(shapeOutline(outline));
    expect([...everywhere]).toEqual(["port"]);
    expect(isEverydayGap("ports", everywhere, analysis)).toBe(true);
    expect(isEverydayGap("the people", everywhere, analysis)).toBe(true);
    expect(isEverydayGap("lighthouse", everywhere, analysis)).toBe(false);
    expect(isEverydayGap("NATO", everywhere, analysis)).toBe(false);
  });

  it("never gaps the label over a sentence of its own", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Why grow indoors",
        points: [
          { text: "Stronger photosynthesis rates: Every greenhouse crop grows faster under extra carbon dioxide." },
          { text: "Cheaper hydroponics: Every farmer saves water when roots sit in a nutrient solution." },
        ],
      },
    ]);
    const analysis = await analyseForTest(document);
    const { cards } = buildOutlineCards(outline, document, ["clozedel"], analysis, { alternatives: true });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) if (card.content.type === "clozedel") expect(card.content.text).not.toMatch(/^[^:]*\{\{c1::/);
  });

  it("asks what a glossary's word means, and who a person was, rather than 'what is' of either", async () => {
    const shapes = await definitionShapes("Words of the charter", [
      "forsworn: having broken a sworn promise",
      "Ada Lovelace: wrote the first published program for a calculating engine",
      "Reeve: the officer who managed the town's lands",
    ]);
    const asked = shapes.map((shape) => askedFor(shape.defined!, shape.defined!.term.toLowerCase(), "is"));
    expect(asked).toEqual(['what does "forsworn" mean?', "who was Ada Lovelace?", "what is reeve?"]);
  });

  it("reads a glossary entry under a list's lead-in as a definition of its label", async () => {
    const { outline } = await outlineOf([
      {
        title: "Knots",
        points: [
          { text: "Kinds of knot: Bowline: a knot that makes a fixed loop at the end of a rope" },
          { text: "Kinds of knot: Reef knot: a knot that joins two ropes of the same thickness" },
        ],
      },
    ]);
    expect(shapeOutline(outline).map((shape) => shape.defined?.term)).toEqual(["Bowline", "Reef knot"]);
  });

  it("takes no reference or formula for a definition, nor a list of them for a concept", () => {
    expect(isTermShaped("Drag", "Equation 4.2 in the course book")).toBe(false);
    expect(isTermShaped("k b", "C d /S b + 2 (a S b) ^ 1/2")).toBe(false);
    expect(isTermShaped("Drag", "the force that resists a body's motion through a fluid")).toBe(true);
  });

  it("makes no card of a reading list's entries, which read as terms but cite", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Further reading",
        points: [{ text: "Further reading: Harbours: the history of ports is a book that a river press printed in 1990." }],
      },
      { title: "Ports", points: [{ text: "Ports: Quays are walls that let ships tie up beside the land.", kind: "definition" }] },
    ]);
    const { cards } = buildOutlineCards(outline, document, ["clozedel", "qna"]);
    expect(cards.map((card) => card.outline!.pointIds[0])).toEqual(["s2.p1"]);
  });

  it("makes no card of an ebook's header or its licence", async () => {
    const { document, outline } = await outlineOf([
      {
        title: "Front matter",
        points: [
          { text: "Release date: the day this edition of the book was first posted to the library", kind: "definition" },
          { text: "Project Gutenberg is a library that offers old books to anyone at no cost.", kind: "definition" },
        ],
      },
      {
        title: "The voyage",
        points: [{ text: "Clippers are ships that carried tea from China to London at great speed.", kind: "definition" }],
      },
    ]);
    const { cards } = buildOutlineCards(outline, document, ["clozedel", "qna"]);
    expect(cards.map((card) => card.outline!.pointIds[0])).toEqual(["s2.p1"]);
  });

  it("reads a statement without its opener ('Therefore,'), so the card does not lean on the sentence before", async () => {
    const { outline } = await outlineOf([
      { title: "Tides", points: [{ text: "Therefore, the highest tides come at the new and the full moon." }] },
    ]);
    expect(shapeOutline(outline)[0]!.body).toBe("The highest tides come at the new and the full moon.");
  });

  it("gives a deck's plain statements negated false twins, keeping the true/false set about half false", async () => {
    const statements = [
      "Volcanoes are openings in the crust where molten rock escapes.",
      "Lava can flow for many kilometres before it cools.",
      "Ash clouds can ground aircraft over large regions.",
      "Basalt is the most common rock on the ocean floor.",
      "Magma chambers are found several kilometres below a volcano.",
      "Eruptions can change the weather for a whole year.",
    ];
    const { document, outline } = await outlineOf([{ title: "Volcanoes", points: statements.map((text) => ({ text })) }]);
    const analysis = await analyseForTest(document);
    const { cards } = buildOutlineCards(outline, document, ["truefalse"], analysis);
    const tf = cards.flatMap((card) => (card.content.type === "truefalse" ? [card.content] : []));
    const falses = tf.filter((statement) => !statement.isTrue);
    expect(falses.length).toBeGreaterThan(0);
    for (const statement of falses) {
      expect(statement.statement).toMatch(/\b(?:cannot|is not|are not)\b/);
      expect(statements.map((text) => text.toLowerCase())).toContain(statement.correction.toLowerCase());
    }
    expect(falses.length / tf.length).toBeGreaterThanOrEqual(0.35);
    expect(falses.length / tf.length).toBeLessThanOrEqual(0.65);
  });

  it("heads a slide's verbless lines with the slide title as one concept card, never under a question or 'Definitions'", async () => {
    const lines = (title: string) =>
      ["Igneous rock from cooled magma", "Sedimentary rock from layers of sand", "Metamorphic rock from heat and pressure"].map((line) => ({
        text: `${title}: ${line}`,
      }));
    const { document, outline } = await outlineOf([{ title: "Kinds of rock", points: lines("Kinds of rock") }]);
    expect(buildOutlineCards(outline, document, ["concept_fact_list"]).cards.map((card) => card.content)).toEqual([
      {
        type: "concept_fact_list",
        concept: "Kinds of rock",
        facts: ["Igneous rock from cooled magma", "Sedimentary rock from layers of sand", "Metamorphic rock from heat and pressure"],
      },
    ]);
    for (const title of ["Why rocks differ", "Definitions", "Suggested readings", "JKL"]) {
      const other = await outlineOf([{ title, points: lines(title) }]);
      expect(buildOutlineCards(other.outline, other.document, ["concept_fact_list"]).cards).toEqual([]);
    }
  });
});

describe("terms and ticks", () => {
  it("takes no table row, diagram labels, aside or lead-in as a slide's list item", async () => {
    const { document, outline } = await outlineOf([
      slide("Weather states", ["A 0.3 0.4 0.3", "B 0.5 0.2 0.3", "And hard to predict!", "(i.e. over one day)", "Two states:"]),
    ]);
    expect(buildOutlineCards(outline, document, ["concept_fact_list"]).cards).toEqual([]);
  });

  it("takes no label, count, cut phrase, shouted title, list, aside or sentence of its own for a defined term", () => {
    expect(findDefinedTerm("Main idea: Always check the forecast before sailing.", new Map())).toBeUndefined();
    expect(findDefinedTerm("Four components: sensor, control centre, effector and set point", new Map())).toBeUndefined();
    expect(findDefinedTerm("in between: the narrow band of light we can see", new Map())).toBeUndefined();
    expect(findDefinedTerm("ISTANBUL: a city that lies on two continents", new Map())).toBeUndefined();
    expect(findDefinedTerm("Primary colours: red; yellow; blue", new Map())).toBeUndefined();
    expect(findDefinedTerm("Peer pressure: e.g. copying what friends wear", new Map())).toBeUndefined();
    expect(findDefinedTerm("Better harvests: Many farmers rotate their crops every year.", new Map())).toBeUndefined();
    expect(findDefinedTerm("A tsunami is an example of a wave set off by an earthquake.", new Map())).toBeUndefined();
    // A short acronym and a role described by its holder are terms.
    expect(findDefinedTerm("NATO: a military alliance of North American and European states", new Map())).toMatchObject({ term: "NATO" });
    expect(findDefinedTerm("Navigator: The officer plans the ship's route.", new Map())).toMatchObject({ term: "Navigator" });
    expect(isTermShaped("Sensor", "a structure that detects a change in a condition")).toBe(true);
    expect(findDefinedTerm("Rivet is the small pin.", new Map())).toBeUndefined();
    expect(findDefinedTerm("Basalt is a dark rock formed from lava. It covers most of the ocean floor.", new Map())).toBeUndefined();
    // A passive says what acts on the term, even on a term of the outline's glossary.
    expect(findDefinedTerm("Erosion is caused by wind and water.", new Map([["erosion", "wearing away"]]))).toBeUndefined();
  });

  it("takes no pointer, discourse word, own thing of the text, title or action for a defined term", () => {
    expect(findDefinedTerm("Another is the coastal route, which takes two days longer.", new Map())).toBeUndefined();
    expect(findDefinedTerm("The other main source of revenue is the sale of licences to other firms.", new Map())).toBeUndefined();
    expect(findDefinedTerm("Climate therefore is the average weather of a region over thirty years.", new Map())).toBeUndefined();
    expect(findDefinedTerm("The survey's response rate is the share of invited people who answered.", new Map())).toBeUndefined();
    expect(findDefinedTerm("Rivers in Dry Regions: Origins and Management", new Map())).toBeUndefined();
    expect(findDefinedTerm("Printing: Speeds up the spread of new ideas across a country", new Map())).toBeUndefined();
    expect(findDefinedTerm("Gossip: Dramatic or shocking news spreads faster than any correction", new Map())).toBeUndefined();
    // A named law keeps its possessive; a glossary line whose gloss opens on a noun is a definition.
    expect(findDefinedTerm("Boyle's law: the pressure of a gas falls as its volume grows at a fixed temperature", new Map())).toMatchObject(
      {
        term: "Boyle's law",
      },
    );
    expect(findDefinedTerm("Estuary: the wide mouth of a river where fresh water meets the sea", new Map())).toMatchObject({
      term: "Estuary",
    });
  });

  it("reads a head that two lines of a section share as a list's lead, not two definitions of one term", async () => {
    // As the outline writes a slide's lines: the slide title in front of each.
    const { outline } = await outlineOf([
      slide("Copying manuscripts", [
        "Scribes: the monks who checked every copy against the master copy line by line",
        "Scribes: the clerks who kept each finished copy in the library",
        "Vellum: a fine parchment made from calfskin and used for books",
      ]),
    ]);
    expect(shapeOutline(outline).map((shape) => shape.defined?.term)).toEqual([undefined, undefined, "Vellum"]);
  });

  it("puts no generated place name in front of a card, and shows no Markdown marks", () => {
    expect(isLeadIn("Page 6")).toBe(false);
    expect(isLeadIn("Slide 12:")).toBe(false);
    expect(isLeadIn("Types of rock")).toBe(true);
    expect(withoutMarkdown("Deadlocks can be **modelled** with a `wait-for` graph, *not* with __timers__.")).toBe(
      "Deadlocks can be modelled with a wait-for graph, not with timers.",
    );
    expect(withoutMarkdown("5 * 3 = 15 and 2*4 = 8")).toBe("5 * 3 = 15 and 2*4 = 8");
  });

  it("ticks a definition's question and gap, not its multiple choice or swapped statement", async () => {
    const { document, outline } = await outlineOf([TERMS]);
    const { cards } = buildOutlineCards(outline, document, ["qna", "clozedel", "mcq", "truefalse"], undefined, { alternatives: true });
    const ticked = (type: string) => new Set(cards.filter((card) => card.content.type === type).map((card) => card.outline!.ticked));
    expect(ticked("qna")).toEqual(new Set([true]));
    expect(ticked("clozedel")).toEqual(new Set([true]));
    expect(ticked("mcq")).toEqual(new Set([false]));
    expect(ticked("truefalse")).toEqual(new Set([false]));
  });
});
