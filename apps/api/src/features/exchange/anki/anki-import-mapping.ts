import { clozeProblem, MAX_TEXT, noteCardOrds, type TNoteContent, type TNoteType } from "@mnemo/api-contract";
import type { TContentFormat } from "../exchange-model.ts";
import { fieldHtmlToText, isTextField } from "./anki-fields.ts";
import { htmlToPlainText, isPlainHtml, sanitizeAnkiHtml } from "../../collection/note-html.ts";
import type { TMnemoAnkiNote } from "./anki-note-types.ts";
import type { TAnkiNoteType } from "./anki21b.ts";

/**
 * What an Anki note type becomes in Mnemo, decided once per note type from
 * its templates (docs/exchange.md, "Importing"):
 * - a normal type whose first card shows the first field on its front, not
 *   the second, and the second on its back is Basic or a variant: `qna`, the
 *   question what the front shows, the answer what the back adds. Each other
 *   card of the type that asks the other way round (shows the second field,
 *   not the first, and answers with the first: Anki's "Card 2" of "Basic (and
 *   reversed card)" and "Basic (optional reversed card)") becomes a `qna` of
 *   its own, sides swapped, for the notes that have that card;
 * - a cloze type is `clozedel`: the field under `{{cloze:…}}` (Anki's cloze
 *   syntax is Mnemo's), then what the back adds (Back Extra) after a blank
 *   line; Image Occlusion is not (its gaps are drawn on a picture);
 * - anything else is `manual`: what the first card's front shows, and what
 *   its back adds (the first field, and the others, when the templates say
 *   nothing usable).
 * Fields are joined with a line break, skipping empty ones.
 */

export type TSideFields = { front: number[]; back: number[] };

export type TNoteTypePlan =
  | { kind: "qna"; cardOrd: number; sides: TSideFields; reverses: { cardOrd: number; sides: TSideFields }[] }
  | { kind: "clozedel"; text: number; extra: number[] }
  | { kind: "manual"; cardOrd: number; sides: TSideFields };

const SPECIAL_NAMES = new Set(["FrontSide", "Tags", "Type", "Deck", "Subdeck", "Card", "CardFlag", "CardID"]);

type TTemplateRefs = { shown: Set<number>; cloze: Set<number> };

/**
 * The fields a template shows (plain or through display filters), and those
 * under `cloze:`. TTS shows nothing; a `type:` box shows nothing on a front,
 * and on a back it shows the right answer beside what was typed.
 */
function templateRefs(template: string, fields: string[], { isBack = false }: { isBack?: boolean } = {}): TTemplateRefs {
  const refs: TTemplateRefs = { shown: new Set(), cloze: new Set() };
  const lower = fields.map((field) => field.toLowerCase());
  for (const [, inner] of template.matchAll(/\{\{([^{}]+)\}\}/g)) {
    const tag = inner!.trim();
    if (/^[#^/!=]/.test(tag)) continue;
    const parts = tag.split(":");
    const name = parts.pop()!.trim();
    if (SPECIAL_NAMES.has(name)) continue;
    const filters = parts.map((filter) => filter.trim().toLowerCase());
    let index = fields.indexOf(name);
    if (index === -1) index = lower.indexOf(name.toLowerCase());
    if (index === -1) continue;
    if (filters.includes("cloze")) refs.cloze.add(index);
    else if (!filters.some((filter) => (filter === "type" && !isBack) || filter.startsWith("tts"))) refs.shown.add(index);
  }
  return refs;
}

const ascending = (set: Set<number>) => [...set].sort((a, b) => a - b);

function sidesOf(template: { front: string; back: string }, fields: string[]): TSideFields {
  const front = templateRefs(template.front, fields).shown;
  const back = templateRefs(template.back, fields, { isBack: true }).shown;
  return { front: ascending(front), back: ascending(back).filter((index) => !front.has(index)) };
}

function isImageOcclusion(noteType: TAnkiNoteType): boolean {
  return noteType.stockKind === 6 || noteType.templates.some((template) => /imageOcclusion|image-occlusion/.test(template.front));
}

export function planNoteType(noteType: TAnkiNoteType): TNoteTypePlan {
  const { fields } = noteType;
  const templates = [...noteType.templates].sort((a, b) => a.ord - b.ord);
  const first = templates[0];
  if (noteType.isCloze && !isImageOcclusion(noteType)) {
    const refs = first ? templateRefs(first.front, fields) : null;
    const text = refs && refs.cloze.size > 0 ? ascending(refs.cloze)[0]! : 0;
    const extra = first ? sidesOf(first, fields).back.filter((index) => index !== text) : [];
    return { kind: "clozedel", text, extra };
  }
  const everything = fields.map((_, index) => index);
  const shown = first ? sidesOf(first, fields) : { front: [], back: [] };
  const cardOrd = first?.ord ?? 0;
  const isBasic = fields.length >= 2 && shown.front.includes(0) && !shown.front.includes(1) && shown.back.includes(1);
  if (!isBasic) {
    const front = shown.front.length > 0 ? shown.front : [0];
    const back = shown.front.length > 0 && shown.back.length > 0 ? shown.back : everything.filter((index) => !front.includes(index));
    return { kind: "manual", cardOrd, sides: { front, back } };
  }
  const sides = shown;
  const reverses = templates.slice(1).flatMap((template) => {
    const reverse = sidesOf(template, fields);
    const asksBack = reverse.front.includes(1) && !reverse.front.includes(0) && reverse.back.includes(0);
    return asksBack ? [{ cardOrd: template.ord, sides: reverse }] : [];
  });
  return { kind: "qna", cardOrd, sides, reverses };
}

/** One Mnemo note made from an Anki note: which Anki card (by template ord) is which of its cards. */
export type TMappedNote = {
  /** Added to the Anki guid for a reverse card's own note ("" for the note itself). */
  guidSuffix: string;
  type: TNoteType;
  content: TNoteContent;
  format: TContentFormat;
  /** Mnemo ord -> Anki card ord. */
  cardOrds: Map<number, number>;
  media: string[];
};

export type TMapResult = { notes: TMappedNote[]; problems: { guidSuffix: string; reason: string }[] };

const FIELD_LIMIT = MAX_TEXT;
/** A raw field this long cannot fit a side even after its markup is dropped. */
const RAW_FIELD_LIMIT = 40 * MAX_TEXT;

type TFieldValues = { values: string[]; format: TContentFormat; media: string[] };

/**
 * The note's fields as text, or (when any used field needs HTML) all as
 * sanitised HTML, with the media its HTML refers to. A field that is exactly
 * what Mnemo's export writes for text (anki-fields.ts) reads back exactly.
 */
function fieldValues(raw: string[], used: number[]): TFieldValues {
  const media: string[] = [];
  const sanitize = (field: string) => sanitizeAnkiHtml(field, { onMedia: (name) => media.push(name) });
  // "[sound:…]" is a sound in Anki whatever the field's markup.
  const isText = (field: string) => isTextField(field) && !field.includes("[sound:");
  const texts = raw.map((field, index) => (used.includes(index) && isText(field) ? fieldHtmlToText(field) : null));
  const sanitized = raw.map((field, index) => (used.includes(index) && texts[index] === null ? sanitize(field) : ""));
  const isHtml = used.some((index) => texts[index] === null && !isPlainHtml(sanitized[index]!));
  if (!isHtml)
    return { values: raw.map((_, index) => (texts[index] ?? htmlToPlainText(sanitized[index]!)).trim()), format: "text", media: [] };
  const values = raw.map((field, index) =>
    (!used.includes(index) ? "" : texts[index] === null ? sanitized[index]! : sanitize(field)).trim(),
  );
  return { values, format: "html", media };
}

function join(values: string[], indexes: number[], format: TContentFormat, separator: "line" | "paragraph" = "line"): string {
  // "<br />" as the sanitiser writes it, so sanitising the joined HTML again changes nothing.
  const glue = format === "html" ? (separator === "line" ? "<br />" : "<br /><br />") : separator === "line" ? "\n" : "\n\n";
  return indexes
    .map((index) => values[index] ?? "")
    .filter((value) => value !== "")
    .join(glue);
}

function namesOf(fields: string[], indexes: number[]): string {
  const names = indexes.map((index) => fields[index] ?? `field ${index + 1}`);
  return names.length === 1 ? `the ${names[0]} field` : `the ${names.slice(0, -1).join(", ")} and ${names.at(-1)} fields`;
}

/** Why a side cannot be kept, or null. */
function sideProblem(text: string, fields: string[], indexes: number[], side: string): string | null {
  if (text === "") return `${side} would be empty (${namesOf(fields, indexes)} ${indexes.length === 1 ? "is" : "are"} empty).`;
  if (text.length > FIELD_LIMIT) {
    return `${side} (${namesOf(fields, indexes)}) has ${text.length.toLocaleString("en-US")} characters; a card side holds at most ${FIELD_LIMIT.toLocaleString("en-US")}.`;
  }
  return null;
}

/** The Mnemo notes one Anki note makes under its type's plan, and why any could not be made. `cardOrds`: the Anki cards it has. */
export function mapAnkiNote(plan: TNoteTypePlan, fields: string[], noteFields: string[], cardOrds: Set<number>): TMapResult {
  const result: TMapResult = { notes: [], problems: [] };
  // A note with fewer fields than its type (a damaged collection) reads the missing ones as empty.
  const raw = fields.map((_, index) => noteFields[index] ?? "");
  // Far past what a side holds, whatever its markup: refused before the sanitiser spends time on it.
  const huge = raw.findIndex((field) => field.length > RAW_FIELD_LIMIT);
  if (huge !== -1) {
    const reason = `${capitalise(namesOf(fields, [huge]))} has ${raw[huge]!.length.toLocaleString("en-US")} characters; a card side holds at most ${FIELD_LIMIT.toLocaleString("en-US")}.`;
    result.problems.push({ guidSuffix: "", reason });
    return result;
  }
  if (plan.kind === "clozedel") {
    const used = [plan.text, ...plan.extra];
    const { values, format, media } = fieldValues(raw, used);
    const body = values[plan.text] ?? "";
    const extra = join(values, plan.extra, format);
    const text = extra ? `${body}${format === "html" ? "<br /><br />" : "\n\n"}${extra}` : body;
    const problem =
      sideProblem(body, fields, [plan.text], "The cloze text") ?? sideProblem(text, fields, used, "The cloze text with its extra");
    if (problem) result.problems.push({ guidSuffix: "", reason: problem });
    else {
      const content: TNoteContent = { type: "clozedel", text };
      const ords = noteCardOrds(content);
      const issue = ords.length === 0 ? null : clozeProblem(text);
      if (ords.length === 0) {
        result.problems.push({
          guidSuffix: "",
          reason: `${capitalise(namesOf(fields, [plan.text]))} has no cloze deletion like {{c1::answer}}.`,
        });
      } else if (issue) {
        result.problems.push({ guidSuffix: "", reason: `In ${namesOf(fields, [plan.text])}: ${issue}` });
      } else {
        result.notes.push({ guidSuffix: "", type: "clozedel", content, format, cardOrds: new Map(ords.map((ord) => [ord, ord])), media });
      }
    }
    return result;
  }

  const sides = [{ guidSuffix: "", cardOrd: plan.cardOrd, sides: plan.sides }];
  if (plan.kind === "qna") {
    for (const reverse of plan.reverses)
      if (cardOrds.has(reverse.cardOrd)) sides.push({ guidSuffix: `/card${reverse.cardOrd + 1}`, ...reverse });
  }
  for (const { guidSuffix, cardOrd, sides: side } of sides) {
    const { values, format, media } = fieldValues(raw, [...side.front, ...side.back]);
    const front = join(values, side.front, format);
    const back = join(values, side.back, format);
    const [frontName, backName] = plan.kind === "qna" ? ["The question", "The answer"] : ["The front", "The back"];
    const problem = sideProblem(front, fields, side.front, frontName) ?? sideProblem(back, fields, side.back, backName);
    if (problem) {
      result.problems.push({ guidSuffix, reason: problem });
      continue;
    }
    const content: TNoteContent = plan.kind === "qna" ? { type: "qna", question: front, answer: back } : { type: "manual", front, back };
    result.notes.push({ guidSuffix, type: plan.kind, content, format, cardOrds: new Map([[0, cardOrd]]), media });
  }
  return result;
}

/**
 * A note of Mnemo's own note types (recognised by the export's rules,
 * anki-note-types.ts) as the note it was exported from: text exactly as it
 * was, HTML sanitised like any imported HTML.
 */
export function mapMnemoNote(note: TMnemoAnkiNote): TMappedNote {
  const media: string[] = [];
  const sanitize = (value: string) => sanitizeAnkiHtml(value, { onMedia: (name) => media.push(name) }).trim();
  let content = note.content;
  if (note.format === "html") {
    const fields = Object.entries(note.content).map(([key, value]) => {
      if (key === "type") return [key, value];
      if (typeof value === "string") return [key, sanitize(value)];
      return [key, Array.isArray(value) ? value.map((item: unknown) => (typeof item === "string" ? sanitize(item) : item)) : value];
    });
    content = Object.fromEntries(fields) as TNoteContent;
  }
  const ords = content.type === "clozedel" ? noteCardOrds(content) : [0];
  return { guidSuffix: "", type: note.type, content, format: note.format, cardOrds: new Map(ords.map((ord) => [ord, ord])), media };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
