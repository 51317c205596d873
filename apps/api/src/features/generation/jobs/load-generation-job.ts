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
  generator: "offline" | "llm";
  /** "Make cards anyway": keep cards the generator would otherwise judge too weak. */
  relaxed: boolean;
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
      generator: true,
      relaxed: true,
      wordsCharged: true,
      sourceId: true,
    },
  });
  return {
    ...row,
    inputKind: row.inputKind as TInputKind,
    input: row.input ?? new Uint8Array(),
    types: row.types as TGeneratedCardType[],
    generator: row.generator === "llm" ? "llm" : "offline",
  };
}
