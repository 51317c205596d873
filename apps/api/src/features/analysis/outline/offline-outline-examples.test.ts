import type { TOutline, TOutlinePoint } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { analyseForTest, documentOf, sectionsOf } from "../../generation/testing/test-texts.ts";
import type { TExtractedDocument, TSection } from "../../reading/document.ts";
import { buildOfflineOutline } from "./build-offline-outline.ts";
import { isCodeLine } from "./code-line.ts";

// Worked examples without a cue word, and lines that only read true inside their table: the texts are made up.

async function outlineOf(document: TExtractedDocument): Promise<TOutline> {
  return buildOfflineOutline(document, await analyseForTest(document));
}

const slides = (entries: [string, string][]): TSection[] =>
  entries.map(([heading, text], index) => ({ index, slide: index + 1, part: "body", heading, text }));
const pointsOf = (outline: TOutline): TOutlinePoint[] => outline.sections.flatMap((section) => section.points);
const exampleTexts = (outline: TOutline) => pointsOf(outline).flatMap((point) => point.examples.map((example) => example.text));

describe("buildOfflineOutline: worked examples without a cue", () => {
  it("attaches a notebook's cells and output to the point before them as one example, and takes no output for a heading", async () => {
    const text = [
      "A tuple is an ordered collection that cannot be changed once it is made.",
      "In [1]: pair=('protein','Barrel Fold')",
      "In [2]: for item in pair:",
      "...: print(item)",
      "protein",
      "Barrel Fold",
      "In [3]: pair[0]='RNA'",
      "TypeError: 'tuple' object does not support item assignment",
      "A dictionary maps each of its keys to a value and is searched by key.",
    ].join("\n\n");
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(outline.sections.map((section) => section.title)).not.toContain("Barrel Fold");
    const points = pointsOf(outline);
    expect(points.map((point) => point.text)).toEqual([
      "A tuple is an ordered collection that cannot be changed once it is made.",
      "A dictionary maps each of its keys to a value and is searched by key.",
    ]);
    expect(points[0]!.examples).toHaveLength(1);
    expect(points[0]!.examples[0]!.text).toMatch(/^In \[1\]: pair=.*Barrel Fold/);
    expect(points[0]!.examples[0]!.spans.length).toBeGreaterThan(3);
  });

  it("ends a run of code at a list's lead-in, at a line that is no output, and at a slide's speaker notes", async () => {
    const text = [
      "A shelf list keeps its books in the order they were added.",
      "In [1]: shelf=['atlas','novel']",
      "In [2]: shelf",
      "Out[2]: ['atlas', 'novel']",
      "the shelf holds 2 books now",
      "Queues are:",
      "- first in, first out collections of waiting jobs",
      "- grown at the back and emptied at the front",
    ].join("\n");
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(pointsOf(outline).map((point) => point.text)).toEqual([
      "A shelf list keeps its books in the order they were added.",
      "Queues are: first in, first out collections of waiting jobs",
      "Queues are: grown at the back and emptied at the front",
    ]);
    expect(exampleTexts(outline)).toEqual([
      "In [1]: shelf=['atlas','novel'] In [2]: shelf Out[2]: ['atlas', 'novel'] the shelf holds 2 books now",
    ]);

    const deck: TSection[] = [
      {
        index: 0,
        slide: 2,
        part: "body",
        heading: "Counting words",
        text: "Counting words with a dictionary\nIn [5]: counts={'oak': 'tree'}\nIn [6]: counts['oak']\n'tree'",
      },
      { index: 1, slide: 2, part: "notes", text: "each word maps to the number of times it was seen in the text" },
    ];
    const notes = await outlineOf(documentOf(deck, "pptx"));
    expect(pointsOf(notes).map((point) => point.text)).toContain(
      "Counting words: each word maps to the number of times it was seen in the text",
    );
    expect(exampleTexts(notes)).toEqual(["In [5]: counts={'oak': 'tree'} In [6]: counts['oak'] 'tree'"]);
  });

  it("reads code and its output as code, and prose as prose", () => {
    for (const line of ["In [4]: print(a*b)", "Out[7]: 3.14", "x = np.arange(0, 100)", "{'red': 'cabernet', 'white': 'riesling'}"])
      expect(isCodeLine(line), line).toBe(true);
    for (const line of ["Traceback (most recent call last)", "array([False, True, True,", "if n < 0:", "TypeError: bad operand"])
      expect(isCodeLine(line), line).toBe(true);
    for (const line of ["Lists are ordered collections of values.", "Modules solve these problems.", "Sets"])
      expect(isCodeLine(line), line).toBe(false);
    expect(isCodeLine("function Search(graph, start, goal):")).toBe(true);
    expect(isCodeLine("procedure Expand(node, graph):")).toBe(true);
    expect(isCodeLine("Functions of the liver include storing glycogen.")).toBe(false);
  });

  it("takes a part the source calls an example as one example of the point just before it", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Searching", "Lecture 2, Autumn term"],
          ["Breadth-first search", "Breadth-first search always expands the shallowest node in the frontier first."],
          ["Example: travel planning", "We want to drive from Lyon to Paris\nStates are the cities\nActions are the roads between them"],
          ["Markov chains: An example", "You start in room A\nYou move left with probability 0.3"],
          ["Markov chains", "A Markov chain is a process whose next state depends only on its present state."],
          ["Leading by example", "Managers who model the behaviour they ask for are trusted more by their teams."],
        ]),
      ),
    );
    expect(outline.sections.map((section) => section.title)).toEqual(["Breadth-first search", "Markov chains", "Leading by example"]);
    const [problem, chain, leading] = pointsOf(outline);
    // Two example slides in a row: both illustrate the point before them, each as one example with a span per line.
    expect(problem!.examples.map((example) => example.text)).toEqual([
      "Example: travel planning: We want to drive from Lyon to Paris States are the cities Actions are the roads between them",
      "Markov chains: An example: You start in room A You move left with probability 0.3",
    ]);
    expect(problem!.examples[0]!.spans).toHaveLength(3);
    expect(chain!.examples).toEqual([]);
    expect(leading!.text).toMatch(/Managers who model the behaviour/);
  });

  it("reads what an example part goes on to define as a point, its lines joined where they were cut", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Random processes", "Lecture 3"],
          [
            "Markov chains: An example",
            [
              "Suppose there are three rooms connected by corridors",
              "You start in room A and move left with probability 0.3",
              "A Markov chain is (roughly) a process that",
              "Changes state at random and",
              "Whose next state depends only on its present state",
            ].join("\n"),
          ],
        ]),
      ),
    );
    expect(outline.sections.map((section) => section.title)).toEqual(["Markov chains"]);
    const [chain, ...others] = pointsOf(outline);
    expect(others).toEqual([]);
    expect(chain!.text).toBe(
      "Markov chains: A Markov chain is (roughly) a process that Changes state at random and Whose next state depends only on its present state",
    );
    expect(chain!.spans).toHaveLength(3);
    expect(chain!.examples.map((example) => example.text)).toEqual([
      "Markov chains: An example: Suppose there are three rooms connected by corridors You start in room A and move left with probability 0.3",
    ]);
  });

  it("reads 'Eg.' alone on a line as the cue of the example on the next one", async () => {
    const text = [
      "Well-defined problems have clear goals, a known starting state and rules for reaching a solution.",
      "Eg.",
      "puzzles such as Sudoku and crosswords, and arithmetic problems",
      "Ill-defined problems lack a clear goal or a clear path towards a solution.",
    ]
      .map((line) => `- ${line}`)
      .join("\n");
    const points = pointsOf(await outlineOf(documentOf(sectionsOf([text]))));
    expect(points.map((point) => point.text)).toEqual([
      "Well-defined problems have clear goals, a known starting state and rules for reaching a solution.",
      "Ill-defined problems lack a clear goal or a clear path towards a solution.",
    ]);
    expect(points[0]!.examples.map((example) => example.text)).toEqual([
      "Eg.: puzzles such as Sudoku and crosswords, and arithmetic problems",
    ]);
  });

  it("ends the cases under an example's lead-in at a definition, and after six of them", async () => {
    const bullet = (text: string) => `- ${text}`;
    const text = [
      "Content analysis counts what texts say about a topic.",
      "Example - the position of states towards the war:",
      ...["statements of support", "statements of criticism", "neutral statements"].map(bullet),
      bullet("Reliability is the extent to which coders agree when they code the same texts."),
      bullet("Validity is the extent to which a coding scheme measures what it claims to measure."),
    ].join("\n");
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(exampleTexts(outline)).toHaveLength(3);
    expect(pointsOf(outline).map((point) => point.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Reliability is the extent/), expect.stringMatching(/Validity is the extent/)]),
    );
  });

  it("reads a slide's short capitalised lines one after another as a list, not as a sub-heading and its items", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Sampling", "Week 4"],
          [
            "Factors affecting sample size",
            "Homogeneity of the population\nAccuracy that is required\nNature of the study\nResources that are available",
          ],
        ]),
      ),
    );
    expect(pointsOf(outline).map((point) => point.text)).toEqual([
      "Factors affecting sample size: Homogeneity of the population",
      "Factors affecting sample size: Accuracy that is required",
      "Factors affecting sample size: Nature of the study",
      "Factors affecting sample size: Resources that are available",
    ]);
  });

  it("attaches an example part that follows no point to the next point", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Agenda", "Today: search, then heuristics"],
          ["A simple example", "Two objects and two words\nEach word refers to one object"],
          ["Ambiguity", "A language is ambiguous when one word refers to more than one object."],
        ]),
      ),
    );
    const points = pointsOf(outline);
    expect(points).toHaveLength(1);
    expect(points[0]!.examples.map((example) => example.text)).toEqual([
      "A simple example: Two objects and two words Each word refers to one object",
    ]);
  });

  it("marks sentences made up about a bare given name, and entailment lines, as the lead-in's examples", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          [
            "Factive verbs",
            [
              "‘Realise’ presupposes its complement:",
              "Marta realises that the shop is closed",
              "→ The shop is closed",
              "Marta does not realise that the shop is closed",
              "→ The shop is closed",
            ].join("\n"),
          ],
          [
            "Vagueness",
            "Tall has borderline cases:\nIf Tomas is tall, then someone 1mm shorter than Tomas is also tall.\nTomas is tall for a jockey",
          ],
        ]),
        "pptx",
      ),
    );
    const points = pointsOf(outline);
    expect(points.map((point) => point.text)).toEqual([
      "Factive verbs: ‘Realise’ presupposes its complement",
      "Vagueness: Tall has borderline cases",
    ]);
    expect(points[0]!.examples.map((example) => example.text)).toEqual([
      "‘Realise’ presupposes its complement: Marta realises that the shop is closed",
      "‘Realise’ presupposes its complement: → The shop is closed",
      "‘Realise’ presupposes its complement: Marta does not realise that the shop is closed",
      "‘Realise’ presupposes its complement: → The shop is closed",
    ]);
    expect(points[1]!.examples).toHaveLength(2);
  });

  it("keeps a person named in full, or told in the past, as a point", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Genetics", "A lecture on heredity"],
          [
            "Early genetics",
            "Gregor Mendel crossed pea plants for eight years\nMendel published his results in 1866\nMendel was ignored until 1900",
          ],
        ]),
        "pptx",
      ),
    );
    expect(exampleTexts(outline)).toEqual([]);
    expect(pointsOf(outline)).toHaveLength(3);
  });

  it("reads a bulleted 'Examples:' as a lead-in whose items are examples", async () => {
    const section: TSection = {
      index: 0,
      slide: 1,
      part: "body",
      heading: "Renewable energy",
      text: "• Renewable energy comes from sources that are naturally replenished.\n• Examples:\n• Wind farms on the coast\n• Solar panels on roofs",
    };
    const outline = await outlineOf(documentOf([section], "pptx"));
    expect(pointsOf(outline).map((point) => point.text)).toEqual(["Renewable energy comes from sources that are naturally replenished."]);
    expect(exampleTexts(outline)).toEqual(["Examples: Wind farms on the coast", "Examples: Solar panels on roofs"]);
  });
});

describe("buildOfflineOutline: lines that need their table", () => {
  it("leaves out a table's rows run together and a chart's scattered labels", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          [
            "Logic gates",
            [
              "An AND gate outputs true only when both inputs are true.",
              "A B Out",
              "True True True",
              "True False False",
              "a m 0 25 5 75 1 1.25 t",
            ].join("\n"),
          ],
        ]),
        "pptx",
      ),
    );
    expect(pointsOf(outline).map((point) => point.text)).toEqual(["Logic gates: An AND gate outputs true only when both inputs are true."]);
    expect(outline.left_out.other).toBeGreaterThanOrEqual(3);
  });

  it("keeps rows whose cells extraction kept apart with '|', and ratios", async () => {
    const deck: TSection[] = [
      ...slides([
        ["Course", "A lecture on firms"],
        ["Debt ratios", "Ratios watched by lenders:\nCurrent debt / Current income\nTotal debt / Total assets"],
      ]),
      { index: 2, slide: 3, part: "body", heading: "Goods and services", text: "Goods and services are both sold in markets." },
      { index: 3, slide: 3, part: "table", text: "Priced | Yes | Yes\nTraded | Yes | Yes" },
    ];
    const texts = pointsOf(await outlineOf(documentOf(deck, "pptx"))).map((point) => point.text);
    expect(texts).toContain("Ratios watched by lenders: Current debt / Current income");
    expect(texts).toContain("Ratios watched by lenders: Total debt / Total assets");
    // The table is on the titled slide: its title is the rows' context.
    expect(texts).toContain("Goods and services: Priced | Yes | Yes");
    expect(texts).toContain("Goods and services: Traded | Yes | Yes");
  });

  it("keeps a sentence whose symbols the text layer dropped, short words and all", async () => {
    const text = "A path is a sequence of arcs joined end to end. Vertex is on if it is at an end of an arc of .";
    const outline = await outlineOf(documentOf(sectionsOf([text]), "pdf"));
    expect(pointsOf(outline).map((point) => point.text)).toContain("Vertex is on if it is at an end of an arc of .");
  });

  it("keeps a slide's capitalised item that has no row beside it", async () => {
    const outline = await outlineOf(
      documentOf(slides([["Team roles", "Three roles share the work:\nProject Lead Role\nQuality checks every release."]]), "pptx"),
    );
    expect(pointsOf(outline).map((point) => point.text)).toContain("Three roles share the work: Project Lead Role");
  });
});

describe("buildOfflineOutline: where an example ends", () => {
  it("ends a 'For example' with its paragraph, and at a glossary entry, but lets an announced example go on", async () => {
    const text = [
      "Rocks are grouped by how they formed. For example, granite cooled slowly from magma deep underground.",
      "Sedimentary rock: rock formed from layers of sediment pressed together over time.",
      "Metamorphic rocks have been changed by heat and pressure inside the crust.",
      "Let us take the example of a river delta to understand this.",
      "Mud settles where the river slows at the coast, layer upon layer.",
    ].join("\n\n");
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    const texts = pointsOf(outline).map((point) => point.text);
    expect(texts).toContain("Sedimentary rock: rock formed from layers of sediment pressed together over time.");
    expect(texts).toContain("Metamorphic rocks have been changed by heat and pressure inside the crust.");
    expect(exampleTexts(outline)).toEqual([
      "For example, granite cooled slowly from magma deep underground.",
      "Let us take the example of a river delta to understand this.",
      "Mud settles where the river slows at the coast, layer upon layer.",
    ]);
  });

  it("marks a made-up case after a short label, and 'In this case' alone, as examples", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          ["Course", "A lecture on adjectives"],
          [
            "Gradable adjectives",
            "Gradable adjectives occur in two main contexts:\nMeasure uses: Lena is 170 centimeters tall\nBare uses: Lena is tall",
          ],
        ]),
        "pptx",
      ),
    );
    expect(pointsOf(outline).map((point) => point.text)).toEqual(["Gradable adjectives occur in two main contexts"]);
    expect(exampleTexts(outline)).toHaveLength(2);
    const prose = await outlineOf(
      documentOf(
        sectionsOf([
          "A function takes arguments and returns a value to the caller. In this case, the function greet takes a name and returns a greeting. A function without a return statement returns None.",
        ]),
      ),
    );
    expect(exampleTexts(prose)).toEqual(["In this case, the function greet takes a name and returns a greeting."]);
    expect(pointsOf(prose)).toHaveLength(2);
  });
});
