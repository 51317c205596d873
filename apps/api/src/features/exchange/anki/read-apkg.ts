import { ZNoteContentSchema, type TNoteType } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { TExchangeCard, TExchangeDeck, TExchangeNote, TImportBundle, TNoteSource } from "../exchange-model.ts";
import { cleanDeckPath } from "../import/deck-titles.ts";
import { cleanGuid, cleanSource, cleanTags } from "../import/imported-text.ts";
import { readAnkiCollection, type TAnkiCard, type TAnkiCollection, type TAnkiNote } from "./anki-import-collection.ts";
import { mapAnkiNote, mapMnemoNote, planNoteType, type TMappedNote, type TNoteTypePlan } from "./anki-import-mapping.ts";
import { fromMnemoAnkiNote } from "./anki-note-types.ts";
import { importCardSchedule } from "./anki-import-schedule.ts";
import {
  damagedCollectionError,
  DEFAULT_ANKI_PACKAGE_LIMITS,
  openAnkiPackage,
  versionNotSupportedError,
  type TAnkiPackageLimits,
} from "./anki-package.ts";
import { DEFAULT_COLLECTION_ROW_LIMITS, type TCollectionRowLimits } from "./collection-rows.ts";

/**
 * Reads an Anki package (.apkg or .colpkg, package versions 1 to 3) into
 * what an import saves (docs/exchange.md, "Importing"): decks by their Anki
 * paths, notes mapped to Mnemo's card types (anki-import-mapping.ts) with
 * their cards' schedules and answers (anki-import-schedule.ts), the media
 * files the kept notes refer to (read lazily: the preview unpacks none), and
 * the notes that could not be kept with why. Bad files answer AppErrors that
 * say what was wrong (anki-package.ts), and the package's byte and row
 * budgets (anki-package.ts, collection-rows.ts) stop a hostile one early.
 */

export type TApkgLimits = TAnkiPackageLimits & TCollectionRowLimits;

export type TReadApkgOptions = {
  fileName: string;
  now: Date;
  /** Lower limits for tests; the defaults are the product's. */
  limits?: Partial<TApkgLimits>;
  /**
   * Work out each card's schedule and answers (default). Without: only `hasProgress` is known, and
   * cards carry none (a preview, or an import without progress: reading a big history is most of the work).
   */
  withProgress?: boolean;
};

/** Tags Anki sets itself (marked notes, leeches): not the learner's tags. */
const MARKER_TAGS = new Set(["marked", "leech"]);

/** What Anki's placeholder collection says (Anki's exporting-colpkg-too-new), written beside newer collections for old apps. */
const PLACEHOLDER_TEXT = "Please update to the latest Anki version";

export function noNotesError(): AppError {
  return new AppError("EMPTY_DOCUMENT", {
    message: "This Anki package has no notes in it. In Anki, check the deck has cards, export it again and upload the new file.",
  });
}

/** An Anki deck name as a path of clean titles (deck-titles.ts): "Biology::Cells" is ["Biology", "Cells"]. */
function deckPath(name: string | undefined): string[] {
  return cleanDeckPath((name ?? "").split("::"), "Default");
}

function noteDate(ms: number, fallback: Date): Date {
  // Note ids are creation times in ms; anything before 2006 (Anki's first year) is not one.
  return ms > 1_136_073_600_000 && ms < 4_102_444_800_000 ? new Date(ms) : fallback;
}

type TNoteTypeCount = { name: string; notes: number; mappedTo: TNoteType };

export async function readApkg(bytes: Uint8Array, options: TReadApkgOptions): Promise<TImportBundle> {
  try {
    return await readPackage(bytes, options);
  } catch (error) {
    // Whatever a malformed file trips over deep inside (a library's own error) still answers as a damaged file; the cause is kept for the log.
    if (error instanceof AppError) throw error;
    throw damagedCollectionError(error);
  }
}

async function readPackage(
  bytes: Uint8Array,
  { fileName, now, limits = {}, withProgress = true }: TReadApkgOptions,
): Promise<TImportBundle> {
  const { maxNotes, maxCards, maxRevlog, maxOtherRows, ...packageLimits } = { ...DEFAULT_COLLECTION_ROW_LIMITS, ...limits };
  const pkg = openAnkiPackage(bytes, { ...DEFAULT_ANKI_PACKAGE_LIMITS, ...packageLimits });
  const collection = await readAnkiCollection(pkg.readCollection(), {
    limits: { maxNotes, maxCards, maxRevlog, maxOtherRows },
    history: withProgress ? "read" : "detect",
  });
  if (collection.notes.length === 0) throw noNotesError();
  if (collection.notes.length === 1 && collection.notes[0]!.fields[0]?.includes(PLACEHOLDER_TEXT)) {
    throw versionNotSupportedError(pkg.collectionName, "placeholder");
  }

  const reader = new BundleReader(collection, now, withProgress);
  collection.notes.forEach((note, index) => reader.addNote(note, index + 1));
  const media = pkg.media(reader.media);
  pkg.checkMediaFits(media);
  const isCollection = fileName.toLowerCase().endsWith(".colpkg");
  return {
    kind: "apkg",
    detected: `${isCollection ? "Anki collection" : "Anki package"} (${pkg.collectionName})`,
    decks: [...reader.decks.values()],
    media,
    skipped: reader.skipped,
    noteTypes: [...reader.noteTypeCounts.values()],
    hasProgress: reader.hasProgress,
  };
}

/** Gathers the bundle note by note. */
class BundleReader {
  readonly decks = new Map<string, TExchangeDeck>();
  readonly media = new Set<string>();
  readonly skipped: TImportBundle["skipped"] = [];
  readonly noteTypeCounts = new Map<string, TNoteTypeCount>();
  hasProgress = false;
  private readonly plans = new Map<number, TNoteTypePlan>();

  constructor(
    private readonly collection: TAnkiCollection,
    private readonly now: Date,
    /** Without it the cards' schedules are not worked out (a preview, an import without progress): only whether there are any. */
    private readonly withProgress: boolean,
  ) {
    if (!withProgress)
      this.hasProgress = collection.hasHistory || [...collection.cards.values()].some((list) => list.some((card) => card.type !== 0));
  }

  addNote(note: TAnkiNote, position: number): void {
    // "note 12 (guid …)", or for a reverse card's own note "note 12, card 2 (guid …)".
    const where = (suffix: string) => `note ${position}${suffix ? `, card ${suffix.replace("/card", "")}` : ""} (guid ${note.guid})`;
    const noteType = this.collection.noteTypes.get(note.noteTypeId);
    if (!noteType) {
      this.skipped.push({ where: where(""), reason: `Its note type (id ${note.noteTypeId}) is missing from the collection.` });
      return;
    }
    const cards = this.collection.cards.get(note.id) ?? [];
    if (cards.length === 0) {
      this.skipped.push({ where: where(""), reason: "It has no cards in the collection." });
      return;
    }
    const tags = note.tags.filter((tag) => !MARKER_TAGS.has(tag.toLowerCase()));
    const isLeech = note.tags.some((tag) => tag.toLowerCase() === "leech");
    const mnemo = fromMnemoAnkiNote(noteType.id, note.fields, note.tags);
    if (mnemo) {
      this.count(noteType.name, mnemo.type);
      const mapped = mapMnemoNote(mnemo);
      this.addMapped(note, mapped, {
        cards,
        tags: mnemo.tags.filter((tag) => !MARKER_TAGS.has(tag.toLowerCase())),
        isLeech,
        where: where(""),
        source: mnemo.source,
      });
      return;
    }
    let plan = this.plans.get(noteType.id);
    if (!plan) {
      plan = planNoteType(noteType);
      this.plans.set(noteType.id, plan);
    }
    this.count(noteType.name, plan.kind);
    const { notes, problems } = mapAnkiNote(plan, noteType.fields, note.fields, new Set(cards.map((card) => card.ord)));
    for (const problem of problems) this.skipped.push({ where: where(problem.guidSuffix), reason: problem.reason });
    for (const mapped of notes) this.addMapped(note, mapped, { cards, tags, isLeech, where: where(mapped.guidSuffix), source: null });
  }

  private count(name: string, mappedTo: TNoteType): void {
    const key = `${name}\u0000${mappedTo}`;
    const entry = this.noteTypeCounts.get(key);
    if (entry) entry.notes += 1;
    else this.noteTypeCounts.set(key, { name, notes: 1, mappedTo });
  }

  private addMapped(
    note: TAnkiNote,
    mapped: TMappedNote,
    { cards, tags, isLeech, where, source }: { cards: TAnkiCard[]; tags: string[]; isLeech: boolean; where: string; source: TNoteSource },
  ): void {
    // The rules Mnemo's own API applies to a note (lengths of options, facts...): a note that breaks them is skipped here, with where it is.
    const valid = ZNoteContentSchema.safeParse(mapped.content);
    if (!valid.success) {
      this.skipped.push({ where, reason: valid.error.issues.map((issue) => issue.message).join(" ") });
      return;
    }
    const exchangeCards: TExchangeCard[] = [];
    let deckId: number | null = null;
    for (const [ord, ankiOrd] of mapped.cardOrds) {
      const card = cards.find((candidate) => candidate.ord === ankiOrd);
      if (!card) continue;
      deckId ??= card.originalDeckId || card.deckId;
      if (!this.withProgress) continue;
      const imported = importCardSchedule({
        card,
        revlog: this.collection.revlog.get(card.id) ?? [],
        createdSecs: this.collection.createdSecs,
        now: this.now,
        isLeech,
      });
      if (imported.reviews.length > 0 || imported.schedule.state !== "new") this.hasProgress = true;
      exchangeCards.push({ ord, ...imported });
    }
    deckId ??= cards[0]!.originalDeckId || cards[0]!.deckId;
    const modifiedAt = new Date(note.modifiedSecs * 1000);
    const exchangeNote: TExchangeNote = {
      id: null,
      guid: cleanGuid(`${note.guid}${mapped.guidSuffix}`),
      type: mapped.type,
      content: valid.data,
      format: mapped.format,
      source: cleanSource(source),
      tags: cleanTags(tags),
      createdAt: noteDate(note.id, modifiedAt),
      modifiedAt,
      cards: exchangeCards,
    };
    for (const name of mapped.media) this.media.add(name);
    const path = deckPath(this.collection.decks.get(deckId));
    const key = path.join("\u001f");
    const deck = this.decks.get(key);
    if (deck) deck.notes.push(exchangeNote);
    else this.decks.set(key, { id: null, path, notes: [exchangeNote] });
  }
}
