#!/bin/sh
# Stands in for the Prisma CLI's native schema engine (prisma.config.ts points
# PRISMA_SCHEMA_ENGINE_BINARY here), so `prisma migrate ...` and `prisma db push`
# fail loudly instead of downloading an engine or "succeeding" doing nothing.
msg="The Prisma CLI's native schema engine is not used in Mnemo: migrations run through 'pnpm db:migrate' (apply) and 'pnpm db:migrate:create <name>' (create)."
echo "$msg" >&2
# Prisma skips the engine's first stderr line and reads the rest as JSON log lines.
printf '{"level":"ERROR","target":"mnemo","fields":{"message":"%s"}}\n' "$msg" >&2
exit 1
