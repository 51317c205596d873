// BENCH_BREAKDOWN=1 only: routes that each run one half of a real endpoint,
// so the cost of the session check and of the data access can be compared
// with the bare server separately. Same code paths as the real routes in
// apps/api/src/rest/notes-routes.ts, minus the half being left out.
import type { Db } from "@mnemo/db";
import type { FastifyInstance } from "fastify";
import { ZNotesByGroupInputSchema } from "../../packages/api-contract/src/index.ts";
import { listGroups } from "../../apps/api/src/features/groups/list-groups.ts";
import { listNotesByGroup } from "../../apps/api/src/features/notes/list-notes-by-group.ts";
import { requireUser } from "../../apps/api/src/rest/require-user.ts";

export function addBreakdownRoutes(app: FastifyInstance, db: Db): void {
  // The session check alone: request.getUser() → the lean session check (HMAC + one joined query via Prisma $queryRaw).
  app.get("/bench/auth-only", async (request) => {
    const user = await requireUser(request);
    return { id: user.id };
  });
  // The data access alone: the user id comes from a header instead of a session.
  app.get("/bench/groups-no-auth", async (request) => {
    const userId = String(request.headers["x-bench-user-id"]);
    const groups = await listGroups({ userId }, db);
    return groups.map((group) => ({ ...group, notes: [] }));
  });
  app.post("/bench/notes-no-auth", async (request) => {
    const userId = String(request.headers["x-bench-user-id"]);
    const input = ZNotesByGroupInputSchema.parse(request.body ?? {});
    const page = await listNotesByGroup({ userId, groupId: input.id, page: input.page }, db);
    return page.notes;
  });
}
