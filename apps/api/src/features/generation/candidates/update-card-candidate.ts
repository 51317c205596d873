import type { TCardCandidate, TGeneratedContent } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { candidateNotFound, candidateSelect, toCandidateDto } from "./candidate-dto.ts";

type TCandidateChange = { kind: "edit"; content: TGeneratedContent } | { kind: "drop" } | { kind: "restore" };

/**
 * Edits, drops or restores one of the learner's pending or dropped candidates (another user's answers 404).
 * An edit keeps the content key (what the card was generated as), so a dropped edited card is still
 * recognised when the source gives it again; an edit may change the card's type.
 */
export async function updateCardCandidate(
  { userId, id, change }: { userId: string; id: string; change: TCandidateChange },
  db: DbOrTx,
): Promise<TCardCandidate> {
  const row = await db.cardCandidate.findFirst({ where: { id, userId }, select: { status: true } });
  if (!row) throw candidateNotFound();
  if (row.status === "accepted") throw new AppError("CONFLICT", { message: "This card is already in the deck." });
  const data: Prisma.CardCandidateUpdateManyMutationInput =
    change.kind === "edit"
      ? { content: change.content as Prisma.InputJsonValue, type: change.content.type }
      : change.kind === "drop"
        ? { status: "dropped" }
        : { status: "pending" };
  // Only while not accepted meanwhile (an accept running at the same time wins).
  const { count } = await db.cardCandidate.updateMany({ where: { id, userId, status: { not: "accepted" } }, data });
  if (count === 0) throw new AppError("CONFLICT", { message: "This card is already in the deck." });
  return toCandidateDto(await db.cardCandidate.findUniqueOrThrow({ where: { id }, select: candidateSelect }));
}
