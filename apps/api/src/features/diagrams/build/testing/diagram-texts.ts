import {
  ZDiagramGraphSchema,
  type TDiagramGraph,
  type TDiagramKind,
  type TOutline,
  type TOutlinePoint,
  type TOutlineSection,
  type TSourceSection,
} from "@mnemo/api-contract";
import { expect } from "vitest";
import { analyseDocument } from "../../../analysis/analyse-document.ts";
import { loadNlp } from "../../../analysis/load-nlp.ts";
import { buildOfflineOutline } from "../../../analysis/outline/build-offline-outline.ts";
import { extractText } from "../../../reading/extract-text.ts";
import { loadWordFrequency } from "../../../../lib/word-frequency.ts";
import { buildOfflineDiagram } from "../build-offline-diagram.ts";
import type { TBuiltDiagram } from "../built-diagram.ts";

/** Study texts the diagram builders' tests read (test-only), written for them. */

/** A history chapter told out of order: the French Revolution first, then a look back at Rome, then the twentieth century. */
export const HISTORY_CHAPTER = `# Revolutions and republics

## The French Revolution

In 1789, the Estates-General met at Versailles for the first time in 175 years. Parisians stormed the Bastille on 14 July 1789. King Louis XVI was executed on January 21, 1793. France was at war with most of its neighbours during the 1790s. The Napoleonic Wars lasted from 1803 to 1815 and ended at Waterloo.

## Looking back: the Roman Republic

Rome was founded, according to legend, in 753 BC. The Punic Wars between Rome and Carthage lasted from 264 to 146 BC. Julius Caesar was assassinated in 44 BC by a group of senators. The Western Roman Empire fell in AD 476, when Odoacer deposed the last emperor in the west.

Historians still argue about why the Republic failed. Many point to civil wars, ambitious generals and a Senate that could not agree.

## The twentieth century

The First World War (1914-1918) destroyed four empires. The Russian Empire collapsed in 1917. Women over thirty won the vote in Britain in 1918. The Treaty of Versailles was signed in 1919.
`;

/** Two biological processes: blood clotting told with ordinal cues and a decision, protein synthesis as a numbered list. */
export const BIOLOGY_PROCESSES = `# How blood clots

When a blood vessel is cut, the body stops the bleeding in a few steps. This process is called haemostasis.

First, the damaged vessel narrows to reduce the flow of blood. Then platelets stick to the exposed collagen and form a loose plug. Next, clotting factors in the plasma are activated one after another in a cascade. If the wound is small, then the platelet plug alone seals it; otherwise, thrombin turns fibrinogen into threads of fibrin that trap red blood cells. Finally, the clot contracts and pulls the edges of the wound together.

## How a protein is made

1. The DNA of a gene is copied into messenger RNA in the nucleus.
2. The messenger RNA leaves the nucleus through a nuclear pore.
3. A ribosome attaches to the messenger RNA in the cytoplasm.
4. Transfer RNA molecules carry amino acids to the ribosome in the order the codons give.
5. The amino acids are joined by peptide bonds into a chain that folds into a protein.
`;

/** A textbook section with headings on three levels. */
export const CELL_TEXTBOOK = `# The cell

## Cell structure

The cell is the basic unit of life. Every cell is surrounded by a cell membrane that controls what enters and leaves. The cytoplasm is a jelly-like fluid in which the organelles sit.

### Organelles

The nucleus holds the genetic material of the cell. Mitochondria release energy from glucose by cellular respiration, which is why muscle cells that work hard contain a great many of them. Ribosomes build proteins from amino acids.

## Cell division

Mitosis is a type of cell division that produces two identical daughter cells. Meiosis produces four sex cells, each with half the number of chromosomes. Cancer can result from uncontrolled cell division.
`;

/** A glossary-rich page whose definitions name each other. */
export const ECOLOGY_GLOSSARY = `# Ecology terms

An ecosystem is a community of organisms together with their physical environment. A community is a group of populations that live in the same area. A population is a group of organisms of one species that live in the same area. A habitat is the place where a population lives. A producer is an organism that makes its own food by photosynthesis. A consumer is an organism that eats producers or other consumers. A decomposer is an organism that breaks down dead producers and consumers.
`;

/** A text read as the offline analyser reads it: its source sections and its outline. */
export async function outlineOfText(text: string): Promise<{ outline: TOutline; sections: TSourceSection[] }> {
  const document = extractText({ text });
  const [nlp, frequency] = await Promise.all([loadNlp(), loadWordFrequency()]);
  const outline = buildOfflineOutline(document, await analyseDocument(nlp, frequency, document));
  return { outline, sections: document.sections };
}

/**
 * A text drawn as the diagram job draws it: the real offline analyser's
 * outline, then the builder. The graph is checked against the contract and
 * each node's sources against the text.
 */
export async function drawText(kind: TDiagramKind, title: string, text: string): Promise<TDiagramGraph> {
  const { outline, sections } = await outlineOfText(text);
  const built = buildOfflineDiagram({ kind, title, outline, sections });
  expect(built.parts).toEqual([]);
  expectFaithfulSources(expectValid(built.graph), sections);
  return built.graph;
}

/** A hand outline drawn over the sources it quotes (handSources), every graph checked against the contract. */
export function drawOutline(kind: TDiagramKind, outline: TOutline, title = "Notes"): TBuiltDiagram {
  const built = buildOfflineDiagram({ kind, title, outline, sections: handSources(outline) });
  expectValid(built.graph);
  for (const part of built.parts) expectValid(part.graph);
  return built;
}

/** Every graph a builder returns must be one the contract stores as it is. */
export function expectValid(graph: TDiagramGraph): TDiagramGraph {
  expect(ZDiagramGraphSchema.parse(graph)).toEqual(graph);
  return graph;
}

/** Each span's quote is the source section's text at its offsets: the node says what the source says, where it says it. */
function expectFaithfulSources(graph: TDiagramGraph, sections: readonly TSourceSection[]): void {
  for (const node of graph.nodes) {
    for (const span of node.sources) {
      const text = sections.find((section) => section.index === span.sectionIndex)?.text;
      expect(text?.slice(span.start, span.end), `${node.label}`).toBe(span.quote);
    }
  }
}

/** A hand-made outline section: points "text 1", "text 2"… of one kind, quoted in source section `index`. */
export function handSection(title: string, level: number, texts: readonly string[], index = 0): TOutlineSection {
  let offset = 0;
  const points = texts.map((text, at): TOutlinePoint => {
    const start = offset;
    offset += text.length + 1;
    return {
      id: `${title}.p${at}`,
      kind: "fact",
      text,
      spans: [{ sectionIndex: index, start, end: start + text.length, quote: text }],
      examples: [],
    };
  });
  return { title, level, sectionIndexes: [index], points };
}

export function handOutline(sections: TOutlineSection[], terms: TOutline["terms"] = []): TOutline {
  return {
    analyser: "test",
    sections,
    terms,
    left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
  };
}

/** The source sections a hand outline quotes: each section's points joined by a line break, as handSection counts offsets. */
export function handSources(outline: TOutline): TSourceSection[] {
  const texts = new Map<number, string[]>();
  for (const section of outline.sections) {
    const index = section.sectionIndexes[0]!;
    texts.set(index, [...(texts.get(index) ?? []), ...section.points.map((point) => point.text)]);
  }
  return [...texts].map(([index, lines]) => ({ index, text: lines.join("\n") }));
}

/** A point of a hand outline: its text, and the words of the source it quotes when they differ from the text. */
export type TQuotedPoint = string | { text: string; quote: string; kind?: TOutlinePoint["kind"]; examples?: string[] };

/**
 * A hand outline over one source text (section 0): each point quotes its words
 * where they first occur after the point before, as the analyser's spans do,
 * and an example quotes its own words. Drawn and checked like drawOutline.
 */
export function drawQuoted(
  kind: TDiagramKind,
  source: string,
  sections: { title: string; level?: number; points: TQuotedPoint[] }[],
  title = "Notes",
): TBuiltDiagram {
  let from = 0;
  const span = (quote: string) => {
    const start = source.indexOf(quote, from);
    if (start < 0) throw new Error(`Not in the source: ${quote}`);
    from = start + quote.length;
    return { sectionIndex: 0, start, end: start + quote.length, quote };
  };
  const outline = handOutline(
    sections.map(({ title: name, level = 1, points }, at) => ({
      title: name,
      level,
      sectionIndexes: [0],
      points: points.map((given, index): TOutlinePoint => {
        const point = typeof given === "string" ? { text: given, quote: given } : given;
        const spans = [span(point.quote)];
        const examples = (point.examples ?? []).map((example) => ({ text: example, spans: [span(example)] }));
        return { id: `s${at}.p${index}`, kind: point.kind ?? "fact", text: point.text, spans, examples };
      }),
    })),
  );
  const built = buildOfflineDiagram({ kind, title, outline, sections: [{ index: 0, text: source }] });
  expectFaithfulSources(expectValid(built.graph), [{ index: 0, text: source }]);
  return built;
}
