import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export { Prisma, PrismaClient } from "./generated/prisma/client.ts";
export type { NoteType, SubscriptionStatus } from "./generated/prisma/enums.ts";

export type Db = PrismaClient;
/** What feature functions take: the client or an interactive transaction. */
export type DbOrTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export type CreateDbOptions = {
  databaseUrl: string;
  /** Connections in the pool (default 10). */
  poolSize?: number;
};

export function createDb({ databaseUrl, poolSize = 10 }: CreateDbOptions): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}
