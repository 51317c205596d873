import type { TExchangeNote } from "../../apps/api/src/features/exchange/exchange-model.ts";
import { writeApkg } from "../../apps/api/src/features/exchange/anki/write-apkg.ts";
import { syntheticExportInput } from "./export-seed.ts";

/** A small deterministic byte source: media that do not compress, like real pictures. */
function noise(seed: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/**
 * The `.apkg` `pnpm bench:files` imports: the export bench's synthetic deck of `cards` notes (no answers),
 * with `media` pictures of `mediaKb` KB each, every picture shown by one HTML note (the notes spread
 * evenly through the deck), written by Mnemo's own package writer. Deterministic: every run and both
 * stores import the same file.
 */
export async function filesBenchPackage({ cards, media, mediaKb }: { cards: number; media: number; mediaKb: number }): Promise<Uint8Array> {
  const input = syntheticExportInput({ cards, reviews: 0 });
  const deck = input.decks[0]!;
  const every = Math.max(1, Math.floor(cards / Math.max(1, media)));
  const pictures = Array.from({ length: Math.min(media, cards) }, (_, i) => ({
    name: `picture-${i}.png`,
    data: noise(i + 1, mediaKb * 1024),
  }));
  deck.notes = deck.notes.map((note, i): TExchangeNote => {
    const picture = i % every === 0 ? pictures[i / every] : undefined;
    if (!picture) return note;
    return {
      ...note,
      type: "qna",
      format: "html",
      content: {
        type: "qna",
        question: `<b>Figure ${i}</b>: what does it show? <img src="${picture.name}">`,
        answer: `The cell in figure ${i}.`,
      },
    };
  });
  return writeApkg({ ...input, media: pictures });
}
