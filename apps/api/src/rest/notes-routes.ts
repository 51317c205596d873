import {
  ZCreateGroupInputSchema,
  ZDeleteGroupInputSchema,
  ZRestNotesByGroupInputSchema,
  type TNote,
  type TNoteCount,
  type TRestGroup,
} from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { countNotesByGroup } from "../features/groups/count-notes-by-group.ts";
import { createGroup } from "../features/groups/create-group.ts";
import { deleteGroup } from "../features/groups/delete-group.ts";
import { listGroups } from "../features/groups/list-groups.ts";
import { listNotesByGroup } from "../features/notes/list-notes-by-group.ts";
import { requireJsonBody } from "../lib/require-json-body.ts";
import { requireUser } from "./require-user.ts";

/** The /api/notes/* calls of docs/product.md ("REST calls"), over the same features as tRPC. */
export async function notesRoutes(app: FastifyInstance) {
  const { db } = app.services;
  // Each POST takes a JSON object ({title}, {id}, {id, page}): a body-less or form-encoded one is refused before it runs.
  app.addHook("onRequest", requireJsonBody("Send a JSON body with Content-Type: application/json."));

  app.get("/api/notes/groups", async (request): Promise<TRestGroup[]> => {
    const user = await requireUser(request);
    const groups = await listGroups({ userId: user.id }, db);
    return groups.map((group) => ({ ...group, notes: [] }));
  });

  app.post("/api/notes/add_group", async (request): Promise<TRestGroup> => {
    const user = await requireUser(request);
    const input = ZCreateGroupInputSchema.parse(request.body ?? {});
    const group = await createGroup({ userId: user.id, title: input.title }, db);
    return { ...group, notes: [] };
  });

  app.post("/api/notes/delete_group", async (request): Promise<{ error: null }> => {
    const user = await requireUser(request);
    const input = ZDeleteGroupInputSchema.parse(request.body ?? {});
    await deleteGroup({ userId: user.id, id: input.id }, db);
    return { error: null };
  });

  app.post("/api/notes/notes_by_group_id", async (request): Promise<TNote[]> => {
    const user = await requireUser(request);
    const input = ZRestNotesByGroupInputSchema.parse(request.body ?? {});
    const page = await listNotesByGroup({ userId: user.id, groupId: input.id, page: input.page }, db);
    return page.notes;
  });

  app.get("/api/notes/note_counts", async (request): Promise<TNoteCount[]> => {
    const user = await requireUser(request);
    return countNotesByGroup({ userId: user.id }, db);
  });
}
