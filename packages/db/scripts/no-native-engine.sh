#!/bin/sh
echo "The Prisma CLI's native schema engine is not used in Mnemo: migrations run through 'pnpm db:migrate' (apply) and 'pnpm db:migrate:create <name>' (create)." >&2
exit 1
