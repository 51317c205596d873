import type { Db } from "@mnemo/db";
import type { ExchangeService } from "../../exchange-service.ts";

/**
 * Deletes the files of export jobs whose day is over (their links already answer 410), so the export
 * store holds a day of exports at most. Run before each export job; the rows stay for the job list.
 */
export async function removeExpiredExports({ db, exchange }: { db: Db; exchange: ExchangeService }, now = new Date()): Promise<number> {
  const expired = await db.exportJob.findMany({
    where: { expiresAt: { lt: now }, filePath: { not: null } },
    select: { id: true, filePath: true },
    take: 500,
  });
  for (const job of expired) {
    await exchange.exports.remove(job.filePath!);
    await db.exportJob.update({ where: { id: job.id }, data: { filePath: null } });
  }
  return expired.length;
}
