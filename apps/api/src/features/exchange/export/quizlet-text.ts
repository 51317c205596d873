import type { TPlan, TQuizletText } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { ExchangeService } from "../exchange-service.ts";
import { writeQuizlet } from "../formats/quizlet.ts";
import { assertCanExport } from "./export-allowance.ts";
import { loadExportInput } from "./load-export-input.ts";

/** The text to paste into Quizlet's import box, for the chosen decks (or all). */
export async function quizletText(
  { userId, plans, groupIds }: { userId: string; plans: readonly TPlan[]; groupIds: readonly string[] },
  deps: { db: Db; exchange: ExchangeService },
): Promise<TQuizletText> {
  await assertCanExport({ userId, plans, format: "quizlet" }, deps.db);
  const input = await loadExportInput({ userId, groupIds, includeProgress: false, now: new Date() }, deps);
  return writeQuizlet(input);
}
