import { clearPlaygroundNotes, readPlaygroundNotesForHandover, type TStorageLike } from "./playground-storage.ts";
import {
  clearPlaygroundStudy,
  hasStudyProgress,
  parseStoredStudy,
  readStudyRaw,
  type TPlaygroundStudy,
} from "./playground-study-storage.ts";
import { createSampleNotes } from "./sample-cards.ts";
import type { TNote } from "@mnemo/api-contract";

/**
 * The sign-up handover: once a visitor has an account, the sample deck and its
 * study progress may move into it (groups.importPlayground). The offer is made
 * when this browser's playground holds something of the visitor's own (study
 * progress, or cards that differ from the fresh sample) and the visitor has not
 * said "No thanks" here. The one place that reads the playground while signed
 * in; it never writes it back, only clears it once the move succeeded.
 * Small and free of the scheduler: the app shell asks on every page.
 */
export const PLAYGROUND_HANDOVER_STORAGE_KEY = "_playground_import";

/** This browser's answer to the offer: declined for good, or the import id of a move under way (kept until it succeeds). */
export type THandoverChoice = { declined: boolean; importId: string | null };

const NO_CHOICE: THandoverChoice = { declined: false, importId: null };
let memoryChoice: THandoverChoice = NO_CHOICE;

export function readHandoverChoice(storage: TStorageLike | null): THandoverChoice {
  let raw: string | null;
  try {
    raw = storage?.getItem(PLAYGROUND_HANDOVER_STORAGE_KEY) ?? null;
  } catch {
    return memoryChoice;
  }
  if (!raw) return memoryChoice;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; declined?: unknown; import_id?: unknown };
    if (parsed.version !== 1) return NO_CHOICE;
    return {
      declined: parsed.declined === true,
      importId: typeof parsed.import_id === "string" && /^[0-9a-f-]{36}$/i.test(parsed.import_id) ? parsed.import_id : null,
    };
  } catch {
    return NO_CHOICE;
  }
}

export function writeHandoverChoice(storage: TStorageLike | null, choice: THandoverChoice): void {
  memoryChoice = choice;
  try {
    storage?.setItem(
      PLAYGROUND_HANDOVER_STORAGE_KEY,
      JSON.stringify({ version: 1, declined: choice.declined, import_id: choice.importId }),
    );
  } catch {
    // This tab remembers it.
  }
}

/** For tests: forget the in-memory choice. */
export function clearHandoverMemory() {
  memoryChoice = NO_CHOICE;
}

export type TPlaygroundHandover = { notes: TNote[]; study: TPlaygroundStudy };

/** What this browser's playground holds, whoever asks. */
export function readPlaygroundHandover(storage: TStorageLike | null): TPlaygroundHandover {
  return { notes: readPlaygroundNotesForHandover(storage) ?? [], study: parseStoredStudy(readStudyRaw(storage)) };
}

function isFreshSample(notes: readonly TNote[]): boolean {
  return JSON.stringify(notes) === JSON.stringify(createSampleNotes());
}

/** True when the playground holds the visitor's own work: study progress, or cards changed from the sample. */
export function hasPlaygroundWork({ notes, study }: TPlaygroundHandover): boolean {
  if (notes.length === 0) return false;
  return hasStudyProgress(study) || !isFreshSample(notes);
}

/** Whether to offer the move: there is work to bring, and this browser did not decline. */
export function shouldOfferHandover(storage: TStorageLike | null): boolean {
  return !readHandoverChoice(storage).declined && hasPlaygroundWork(readPlaygroundHandover(storage));
}

/** After the move: the playground's notes and progress are in the account, so this browser forgets them. */
export function finishHandover(storage: TStorageLike | null): void {
  clearPlaygroundNotes(storage);
  clearPlaygroundStudy(storage);
  writeHandoverChoice(storage, NO_CHOICE);
}
