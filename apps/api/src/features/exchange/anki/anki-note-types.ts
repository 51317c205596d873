import { diagramNoteMark, ZNoteSourceSchema, type TNoteContent, type TNoteType } from "@mnemo/api-contract";
import { parseMediaName } from "../../collection/media-names.ts";
import type { TContentFormat, TExchangeNote, TNoteSource } from "../exchange-model.ts";
import { replaceMedia } from "../formats/format-text.ts";
import { ankiTagName, fieldHtmlToText, isTextField, stripAnkiHtml, textToFieldHtml } from "./anki-fields.ts";
import {
  ANKI_IMAGE_OCCLUSION_KIND,
  IMAGE_OCCLUSION_CSS,
  IMAGE_OCCLUSION_FIELDS,
  IMAGE_OCCLUSION_TAGS,
  IMAGE_OCCLUSION_TEMPLATE,
  imageOcclusionFields,
  MNEMO_IMAGE_OCCLUSION_ID,
} from "./anki-image-occlusion.ts";

/**
 * Mnemo's four Anki note types and how a Mnemo note becomes an Anki note and
 * back (docs/exchange.md, "Anki packages"). The ids never change: Anki knows a
 * note type by its id, so a second export updates the same note type instead
 * of adding "Mnemo Basic-1a2b3". When the templates or CSS change, bump
 * `MNEMO_NOTE_TYPES_MOD` so Anki takes the new ones ("update if newer").
 */

export const MNEMO_NOTE_TYPE_IDS = {
  basic: 1_748_736_000_101,
  cloze: 1_748_736_000_102,
  multipleChoice: 1_748_736_000_103,
  trueFalse: 1_748_736_000_104,
} as const;

/** When the note types last changed (Unix seconds): Anki's `mod` of each. */
export const MNEMO_NOTE_TYPES_MOD = 1_764_700_000;

const CSS = `.card {
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
  font-size: 20px;
  line-height: 1.5;
  color: #1f2328;
  background-color: #ffffff;
  text-align: left;
  overflow-wrap: break-word;
}
.mnemo { max-width: 36em; margin: 0 auto; padding: 4px 2px; }
.mnemo img { max-width: 100%; height: auto; }
.mnemo-prompt { font-size: 1.1em; }
.mnemo-hint { margin-top: 0.5em; font-size: 0.8em; color: #656d76; }
hr#answer { border: 0; border-top: 1px solid #d0d7de; margin: 1em 0; }
.mnemo-answer { font-weight: 500; }
.mnemo-options { margin: 0.75em 0 0; padding-left: 1.75em; }
.mnemo-options li { margin: 0.35em 0; padding: 0.15em 0.45em; border-radius: 6px; }
.mnemo-facts { margin: 0; padding-left: 1.25em; }
.mnemo-facts li { margin: 0.25em 0; }
.mnemo-verdict { font-size: 1.2em; font-weight: 700; }
.mnemo-extra { margin-top: 0.75em; color: #424a53; }
.mnemo-source { margin-top: 1.5em; font-size: 0.65em; line-height: 1.4; color: #6e7781; }
.cloze { font-weight: 700; color: #0969da; }
@media (max-width: 480px) { .card { font-size: 18px; } }
.nightMode.card, .night_mode.card { color: #e6edf3; background-color: #0d1117; }
.nightMode .mnemo-hint, .night_mode .mnemo-hint { color: #8d96a0; }
.nightMode hr#answer, .night_mode hr#answer { border-top-color: #30363d; }
.nightMode .mnemo-extra, .night_mode .mnemo-extra { color: #c9d1d9; }
.nightMode .mnemo-source, .night_mode .mnemo-source { color: #8d96a0; }
.nightMode .cloze, .night_mode .cloze { color: #58a6ff; }
`;

const SOURCE_LINE = `{{#Source}}<div class="mnemo-source">{{Source}}</div>{{/Source}}`;

type TTemplate = { name: string; qfmt: string; afmt: string };
type TNoteTypeDefinition = {
  id: number;
  name: string;
  kind: "standard" | "cloze";
  fields: readonly string[];
  template: TTemplate;
  /** Anki's OriginalStockKind, for a note type Anki treats as one of its own kinds (image occlusion). */
  stockKind?: number;
  /** Anki's tag of each field, by which it finds an image occlusion's fields. */
  fieldTags?: readonly (number | undefined)[];
  css?: string;
};

const DEFINITIONS: TNoteTypeDefinition[] = [
  {
    id: MNEMO_NOTE_TYPE_IDS.basic,
    name: "Mnemo Basic",
    kind: "standard",
    fields: ["Front", "Back", "Source"],
    template: {
      name: "Card 1",
      qfmt: `<div class="mnemo"><div class="mnemo-prompt">{{Front}}</div></div>`,
      afmt: `<div class="mnemo"><div class="mnemo-prompt">{{Front}}</div><hr id="answer"><div class="mnemo-answer">{{Back}}</div>${SOURCE_LINE}</div>`,
    },
  },
  {
    id: MNEMO_NOTE_TYPE_IDS.cloze,
    name: "Mnemo Cloze",
    kind: "cloze",
    fields: ["Text", "Back Extra", "Source"],
    template: {
      name: "Cloze",
      qfmt: `<div class="mnemo mnemo-prompt">{{cloze:Text}}</div>`,
      afmt: `<div class="mnemo"><div class="mnemo-prompt">{{cloze:Text}}</div>{{#Back Extra}}<div class="mnemo-extra">{{Back Extra}}</div>{{/Back Extra}}${SOURCE_LINE}</div>`,
    },
  },
  {
    id: MNEMO_NOTE_TYPE_IDS.multipleChoice,
    name: "Mnemo Multiple Choice",
    kind: "standard",
    fields: ["Question", "Options", "Answer", "Explanation", "Source"],
    template: {
      name: "Card 1",
      qfmt: `<div class="mnemo"><div class="mnemo-prompt">{{Question}}</div>{{Options}}</div>`,
      // The Options field is on the front, so it says nothing of which is right (a learner could read it in the
      // card's HTML or the browser): the back shows the options again and the Answer field names the right one.
      afmt: `<div class="mnemo"><div class="mnemo-prompt">{{Question}}</div>{{Options}}<hr id="answer"><div class="mnemo-answer">{{Answer}}</div>{{#Explanation}}<div class="mnemo-extra">{{Explanation}}</div>{{/Explanation}}${SOURCE_LINE}</div>`,
    },
  },
  {
    id: MNEMO_NOTE_TYPE_IDS.trueFalse,
    name: "Mnemo True/False",
    kind: "standard",
    fields: ["Statement", "Answer", "Correction", "Source"],
    template: {
      name: "Card 1",
      qfmt: `<div class="mnemo"><div class="mnemo-prompt">{{Statement}}</div><div class="mnemo-hint">True or false?</div></div>`,
      afmt: `<div class="mnemo"><div class="mnemo-prompt">{{Statement}}</div><hr id="answer"><div class="mnemo-verdict">{{Answer}}</div>{{#Correction}}<div class="mnemo-extra">{{Correction}}</div>{{/Correction}}${SOURCE_LINE}</div>`,
    },
  },
];

/** Written only into packages that have a diagram card (anki-image-occlusion.ts). */
const IMAGE_OCCLUSION: TNoteTypeDefinition = {
  id: MNEMO_IMAGE_OCCLUSION_ID,
  name: "Mnemo Image Occlusion",
  kind: "cloze",
  fields: IMAGE_OCCLUSION_FIELDS,
  template: IMAGE_OCCLUSION_TEMPLATE,
  stockKind: ANKI_IMAGE_OCCLUSION_KIND,
  fieldTags: IMAGE_OCCLUSION_TAGS,
  css: `${CSS}${IMAGE_OCCLUSION_CSS}`,
};

const ALL_DEFINITIONS = [...DEFINITIONS, IMAGE_OCCLUSION];

const LATEX_PRE =
  "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n" +
  "\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n";

/** A note type as schema 11 keeps it in `col.models` (every key Anki requires, rslib notetype/schema11.rs). */
export type TAnkiNoteTypeJson = {
  id: number;
  name: string;
  type: 0 | 1;
  mod: number;
  usn: number;
  sortf: number;
  did: number | null;
  tmpls: { name: string; ord: number; qfmt: string; afmt: string; bqfmt: string; bafmt: string; did: null; bfont: string; bsize: number }[];
  flds: {
    name: string;
    ord: number;
    sticky: boolean;
    rtl: boolean;
    font: string;
    size: number;
    description: string;
    media: [];
    tag?: number;
    preventDeletion?: boolean;
  }[];
  css: string;
  latexPre: string;
  latexPost: string;
  latexsvg: boolean;
  req: [number, "any" | "all" | "none", number[]][];
  tags: string[];
  vers: [];
  originalStockKind?: number;
};

/** Mnemo's note types as `col.models` entries, keyed by id; the image occlusion one only when a package has a diagram card. */
export function mnemoNoteTypesJson({ imageOcclusion = false }: { imageOcclusion?: boolean } = {}): Record<string, TAnkiNoteTypeJson> {
  const models: Record<string, TAnkiNoteTypeJson> = {};
  for (const definition of imageOcclusion ? ALL_DEFINITIONS : DEFINITIONS) {
    models[String(definition.id)] = {
      id: definition.id,
      name: definition.name,
      type: definition.kind === "cloze" ? 1 : 0,
      mod: MNEMO_NOTE_TYPES_MOD,
      usn: -1,
      sortf: 0,
      did: null,
      tmpls: [{ ...definition.template, ord: 0, bqfmt: "", bafmt: "", did: null, bfont: "", bsize: 0 }],
      flds: definition.fields.map((name, ord) => ({
        name,
        ord,
        sticky: false,
        rtl: false,
        font: "Arial",
        size: 20,
        description: "",
        media: [],
        ...(definition.fieldTags?.[ord] !== undefined ? { tag: definition.fieldTags[ord], preventDeletion: ord < 4 } : {}),
      })),
      css: definition.css ?? CSS,
      latexPre: LATEX_PRE,
      latexPost: "\\end{document}",
      latexsvg: false,
      // Schema 11's card requirements: a standard card needs its first field; cloze cards follow their cloze numbers.
      req: definition.kind === "cloze" ? [] : [[0, "any", [0]]],
      tags: [],
      vers: [],
      ...(definition.stockKind !== undefined ? { originalStockKind: definition.stockKind } : {}),
    };
  }
  return models;
}

const LETTERS = ["A", "B", "C", "D"];
const BASIC_TYPES = ["qna", "manual", "concept_fact_list"] as const satisfies readonly TNoteType[];

/** Where a generated card came from, as people read it: "lecture.pdf · page 3 · Cells". */
function sourceLabel(source: NonNullable<TNoteSource>): string {
  const where = source.page !== undefined ? `page ${source.page}` : source.slide !== undefined ? `slide ${source.slide}` : null;
  return [source.fileName, where, source.heading].filter((part): part is string => Boolean(part)).join(" · ") || "Source";
}

// Braces too: Anki reads cloze numbers in every field of a cloze note, so a quote holding "{{c9::" must not make a card.
const noBraces = (html: string) => html.replace(/\{/g, "&#123;");
const attribute = (text: string) =>
  noBraces(text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
const unattribute = (text: string) =>
  text.replace(
    /&(?:quot|lt|gt|amp|#123);/g,
    (entity) => ({ "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&", "&#123;": "{" })[entity] ?? entity,
  );

/**
 * The Source field: the source in words, and the whole source as JSON in
 * `data-mnemo-source`, so an import gets it back as it was; `data-mnemo-format`
 * says the note's fields are HTML. Empty for a text note without a source.
 */
function sourceField(source: TNoteSource, format: TContentFormat): string {
  if (source === null && format === "text") return "";
  const formatAttribute = format === "html" ? ` data-mnemo-format="html"` : "";
  const label = source === null ? "" : noBraces(textToFieldHtml(sourceLabel(source)));
  return `<span data-mnemo-source="${attribute(JSON.stringify(source))}"${formatAttribute}>${label}</span>`;
}

function readSourceField(html: string): { source: TNoteSource; isHtml: boolean } {
  const json = /data-mnemo-source="([^"]*)"/.exec(html)?.[1];
  const isHtml = /data-mnemo-format="html"/.test(html);
  if (json === undefined) return { source: null, isHtml };
  try {
    const parsed = ZNoteSourceSchema.safeParse(JSON.parse(unattribute(json)));
    return { source: parsed.success ? parsed.data : null, isHtml };
  } catch {
    return { source: null, isHtml };
  }
}

/** The source's file name as a tag ("Cell biology.pdf" -> "Cell_biology.pdf"); "::" would make a tag hierarchy, so it is flattened. */
function sourceTag(source: TNoteSource): string | null {
  const name = source?.fileName ? ankiTagName(source.fileName).replace(/::/g, "_") : "";
  return name || null;
}

function htmlList(tag: "ul" | "ol", className: string, items: string[]): string {
  const type = tag === "ol" ? ` type="A"` : "";
  const lis = items.map((item) => `<li>${item}</li>`).join("");
  return `<${tag} class="${className}"${type}>${lis}</${tag}>`;
}

/**
 * The top-level `<li>` items of a list Mnemo wrote (`<ul class="...">` or `<ol class="...">`), or null if the field is
 * not one. Packages before issue 27 marked the right option's item `class="mnemo-correct"`; it is still read.
 */
function readHtmlList(html: string, className: string): { item: string; isCorrect: boolean }[] | null {
  const open = new RegExp(`^<(ul|ol) class="${className}"[^>]*>`).exec(html);
  if (!open || !html.endsWith(`</${open[1]}>`)) return null;
  const inner = html.slice(open[0].length, html.length - open[1]!.length - 3);
  const items: { item: string; isCorrect: boolean }[] = [];
  let depth = 0;
  let itemStart = 0;
  let lastEnd = 0;
  let isCorrect = false;
  for (const match of inner.matchAll(/<(\/?)li\b[^>]*>/gi)) {
    const end = match.index + match[0].length;
    if (!match[1]) {
      if (depth === 0) {
        if (inner.slice(lastEnd, match.index).trim() !== "") return null;
        itemStart = end;
        isCorrect = /class="mnemo-correct"/.test(match[0]);
      }
      depth++;
    } else {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        items.push({ item: inner.slice(itemStart, match.index), isCorrect });
        lastEnd = end;
      }
    }
  }
  return depth === 0 && inner.slice(lastEnd).trim() === "" ? items : null;
}

/**
 * Sounds as Anki plays them: the import turns `[sound:NAME]` into `<audio src="NAME">` for the browser, and Anki
 * plays only its own `[sound:NAME]` (an `<audio>` element shows as a bare player, or nothing, on its clients).
 * A name Anki's tag cannot hold (with "]") stays an element.
 */
export function ankiSounds(html: string): string {
  return replaceMedia(html, ({ kind, name, tag }) =>
    kind === "sound" && !name.includes("]") ? `[sound:${name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}]` : tag,
  );
}

export type TAnkiNoteFields = { modelId: number; fields: string[]; tags: string[] };

/** A Mnemo note as an Anki note of one of Mnemo's note types: its model, fields (HTML) and tags. */
export function toAnkiNote(note: TExchangeNote): TAnkiNoteFields {
  const field = (text: string) => (note.format === "html" ? ankiSounds(text) : textToFieldHtml(text));
  const source = sourceField(note.source, note.format);
  const tags = noteTags(note);
  const content = note.content;
  // A diagram card (the map with one label hidden): an image occlusion note over its whole picture.
  const picture = diagramNoteMark(note.source)?.picture;
  if (picture && parseMediaName(picture.image) && content.type === "manual" && note.format === "html")
    return {
      modelId: MNEMO_IMAGE_OCCLUSION_ID,
      fields: imageOcclusionFields({ picture, front: field(content.front), back: field(content.back), source }),
      tags,
    };
  switch (content.type) {
    case "qna":
      return { modelId: MNEMO_NOTE_TYPE_IDS.basic, fields: [field(content.question), field(content.answer), source], tags };
    case "manual":
      return { modelId: MNEMO_NOTE_TYPE_IDS.basic, fields: [field(content.front), field(content.back), source], tags };
    case "concept_fact_list":
      return {
        modelId: MNEMO_NOTE_TYPE_IDS.basic,
        fields: [field(content.concept), htmlList("ul", "mnemo-facts", content.facts.map(field)), source],
        tags,
      };
    case "clozedel":
      // Mnemo counts c0 as c1 (card-ords.ts); Anki ignores c0 and would leave that card without a gap.
      return { modelId: MNEMO_NOTE_TYPE_IDS.cloze, fields: [field(content.text).replace(/\{\{c0+::/g, "{{c1::"), "", source], tags };
    case "mcq": {
      const options = content.options.map(field);
      const answer = `${LETTERS[content.correctIndex]}. ${options[content.correctIndex] ?? ""}`;
      return {
        modelId: MNEMO_NOTE_TYPE_IDS.multipleChoice,
        fields: [field(content.question), htmlList("ol", "mnemo-options", options), answer, field(content.explanation), source],
        tags,
      };
    }
    case "truefalse":
      return {
        modelId: MNEMO_NOTE_TYPE_IDS.trueFalse,
        fields: [field(content.statement), content.isTrue ? "True" : "False", field(content.correction), source],
        tags,
      };
  }
}

/** `mnemo`, the card type, the source file, the note's own tags and Anki's `leech` for a note with a leech card; each once. */
function noteTags(note: TExchangeNote): string[] {
  const tags = [
    "mnemo",
    note.type,
    sourceTag(note.source),
    ...note.tags.map(ankiTagName),
    note.cards.some((card) => card.leech) ? "leech" : null,
  ];
  const seen = new Set<string>();
  return tags.filter((tag): tag is string => {
    if (!tag || seen.has(tag.toLowerCase())) return false;
    seen.add(tag.toLowerCase());
    return true;
  });
}

export type TMnemoAnkiNote = { type: TNoteType; content: TNoteContent; format: TContentFormat; source: TNoteSource; tags: string[] };

/**
 * An Anki note of one of Mnemo's note types as the Mnemo note it was
 * exported from (null for any other note type): the type from the note type
 * and, for Mnemo Basic, the card-type tag; the source from the Source field;
 * the format "text" when every field is exactly what Mnemo writes for plain
 * text (so an edit in Anki that added formatting makes it "html"). `tags` are
 * the note's own, without the ones the export added (`mnemo`, the card type,
 * the source file, `leech`). HTML content comes back as found: the caller
 * sanitises it like any other imported HTML. A note whose fields no longer
 * read as their type (an option list edited away) becomes a `manual` note
 * with its first field as the front and the others as the back.
 */
export function fromMnemoAnkiNote(modelId: number, fields: string[], tags: string[]): TMnemoAnkiNote | null {
  const definition = ALL_DEFINITIONS.find((candidate) => candidate.id === modelId);
  if (!definition) return null;
  const padded = definition.fields.map((_, index) => fields[index] ?? "");
  const { source, isHtml: markedHtml } = readSourceField(padded.at(-1) ?? "");
  const lowerTags = new Set(tags.map((tag) => tag.toLowerCase()));
  const basicType = BASIC_TYPES.find((type) => lowerTags.has(type)) ?? "qna";
  const read = readContent(modelId, padded.slice(0, -1), basicType);
  const parsed = read ?? {
    type: "manual" as const,
    texts: [padded[0] ?? "", padded.slice(1, -1).filter(Boolean).join("<br>")],
    build: manualFrom,
  };
  const format: TContentFormat = markedHtml || !parsed.texts.every(isTextField) ? "html" : "text";
  const value = (html: string) => (format === "html" ? html : fieldHtmlToText(html));
  const content = parsed.build(parsed.texts.map(value));
  const exportedType = EXPORTED_TYPE[modelId] ?? basicType;
  const added = new Set(["mnemo", exportedType, parsed.type, sourceTag(source)?.toLowerCase(), "leech"]);
  return { type: parsed.type, content, format, source, tags: tags.filter((tag) => !added.has(tag.toLowerCase())) };
}

const EXPORTED_TYPE: Partial<Record<number, TNoteType>> = {
  [MNEMO_IMAGE_OCCLUSION_ID]: "manual",
  [MNEMO_NOTE_TYPE_IDS.cloze]: "clozedel",
  [MNEMO_NOTE_TYPE_IDS.multipleChoice]: "mcq",
  [MNEMO_NOTE_TYPE_IDS.trueFalse]: "truefalse",
};

const manualFrom = ([front = "", back = ""]: string[]): TNoteContent => ({ type: "manual", front, back });

type TReadContent = { type: TNoteType; texts: string[]; build: (values: string[]) => TNoteContent };

/** The note's texts (still as field HTML) and how to build its content from them once decoded; null when the fields do not fit the type. */
function readContent(modelId: number, fields: string[], basicType: (typeof BASIC_TYPES)[number]): TReadContent | null {
  const [first = "", second = "", third = "", fourth = ""] = fields;
  switch (modelId) {
    case MNEMO_NOTE_TYPE_IDS.basic: {
      if (basicType === "qna")
        return { type: "qna", texts: [first, second], build: ([question = "", answer = ""]) => ({ type: "qna", question, answer }) };
      if (basicType === "manual") return { type: "manual", texts: [first, second], build: manualFrom };
      const facts = readHtmlList(second, "mnemo-facts");
      if (!facts || facts.length === 0) return null;
      return {
        type: "concept_fact_list",
        texts: [first, ...facts.map((fact) => fact.item)],
        build: ([concept = "", ...list]) => ({ type: "concept_fact_list", concept, facts: list }),
      };
    }
    case MNEMO_NOTE_TYPE_IDS.cloze: {
      // Mnemo's cloze notes have no Back Extra; one added in Anki is kept after the text.
      const text = second ? `${first}<br><br>${second}` : first;
      return { type: "clozedel", texts: [text], build: ([value = ""]) => ({ type: "clozedel", text: value }) };
    }
    case MNEMO_NOTE_TYPE_IDS.multipleChoice: {
      const options = readHtmlList(second, "mnemo-options");
      if (!options || options.length !== 4) return null;
      const marked = options.findIndex((option) => option.isCorrect);
      const letter = LETTERS.indexOf(stripAnkiHtml(third).trim().charAt(0).toUpperCase());
      const correctIndex = marked >= 0 ? marked : letter;
      if (correctIndex < 0) return null;
      return {
        type: "mcq",
        texts: [first, ...options.map((option) => option.item), fourth],
        build: ([question = "", a = "", b = "", c = "", d = "", explanation = ""]) => ({
          type: "mcq",
          question,
          options: [a, b, c, d],
          correctIndex,
          explanation,
        }),
      };
    }
    case MNEMO_IMAGE_OCCLUSION_ID:
      // Mnemo's own faces of the diagram card (its Front and Back fields).
      return { type: "manual", texts: [fields[5] ?? "", fields[6] ?? ""], build: manualFrom };
    case MNEMO_NOTE_TYPE_IDS.trueFalse: {
      const verdict = stripAnkiHtml(second).trim().toLowerCase();
      if (verdict !== "true" && verdict !== "false") return null;
      return {
        type: "truefalse",
        texts: [first, third],
        build: ([statement = "", correction = ""]) => ({ type: "truefalse", statement, isTrue: verdict === "true", correction }),
      };
    }
    default:
      return null;
  }
}

/** The note type of `modelId` if it is one of Mnemo's: its name, field names and whether it is a cloze type. */
export function mnemoNoteType(modelId: number): { name: string; fields: string[]; isCloze: boolean } | null {
  const definition = ALL_DEFINITIONS.find((candidate) => candidate.id === modelId);
  return definition ? { name: definition.name, fields: [...definition.fields], isCloze: definition.kind === "cloze" } : null;
}
