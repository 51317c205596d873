import { GENERATION_OUTPUTS, type TGenerationOutput } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import type { TGeneratedCardType, TInputKind } from "../types.ts";

export type TGenerationJobWork = {
  id: string;
  userId: string;
  groupId: string;
  inputKind: TInputKind;
  fileName: string | null;
  input: Uint8Array;
  pages: number;
  types: TGeneratedCardType[];
  /** What to make: cards, study notes or both (docs/study-notes.md). */
  make: TGenerationOutput[];
  generator: "offline" | "llm";
  /** "Make cards anyway": keep cards the generator would otherwise judge too weak. */
  relaxed: boolean;
  /** "Learn by heart": the text's lines become overlapping cloze cards, whatever the generator. */
  memorise: boolean;
  wordsCharged: number;
  /** The source it reads: set when it starts from a kept source (then not its own id), else once its input is saved as one. */
  sourceId: string | null;
};

/** What a claimed generation works on: its input and what was asked of it. */
export async function loadGenerationJob({ jobId }: { jobId: string }, db: DbOrTx): Promise<TGenerationJobWork> {
  const row = await db.generationJob.findUniqueOrThrow({
    where: { id: jobId },
    select: {
      id: true,
      userId: true,
      groupId: true,
      inputKind: true,
      fileName: true,
      input: true,
      pages: true,
      types: true,
      make: true,
      generator: true,
      relaxed: true,
      memorise: true,
      wordsCharged: true,
      sourceId: true,
    },
  });
  return {
    ...row,
    inputKind: row.inputKind as TInputKind,
    input: row.input ?? new Uint8Array(),
    types: row.types as TGeneratedCardType[],
    // A row with nothing known in `make` makes cards, as every job did before it could ask for notes.
    make: toOutputs(row.make),
    generator: row.generator === "llm" ? "llm" : "offline",
  };
}

function toOutputs(make: readonly string[]): TGenerationOutput[] {
  const known = GENERATION_OUTPUTS.filter((output) => make.includes(output));
  return known.length > 0 ? known : ["cards"];
}
