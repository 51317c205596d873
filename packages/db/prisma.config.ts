import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

const here = path.dirname(fileURLToPath(import.meta.url));

// The Prisma CLI would download a native schema engine for every command, and
// that download fails without a network. Pointing it at this script makes
// `prisma migrate ...` / `prisma db push` fail loudly instead of "succeeding"
// having done nothing. Migrations run through `pnpm db:migrate`.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(here, "scripts", "no-native-engine.sh");

export default defineConfig({
  schema: path.join(here, "../../prisma/schema.prisma"),
  migrations: {
    path: path.join(here, "../../prisma/migrations"),
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused",
  },
});
