import type { TPlan, TQuizletText } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import { assertCanExport } from "../../plan/export-allowance.ts";
import { quizletTextInThread } from "./export-in-thread.ts";

/** The text to paste into Quizlet's import box, for the chosen decks (or all), written in a file thread. */
export async function quizletText(
  { userId, plans, groupIds }: { userId: string; plans: readonly TPlan[]; groupIds: readonly string[] },
  deps: { db: Db; threads: ThreadPool },
): Promise<TQuizletText> {
  await assertCanExport({ userId, plans, format: "quizlet" }, deps.db);
  return quizletTextInThread({ userId, groupIds: [...groupIds] }, deps);
}
