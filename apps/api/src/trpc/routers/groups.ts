import {
  ZCreateGroupInputSchema,
  ZDeleteGroupInputSchema,
  ZGroupSchema,
  ZNoteCountSchema,
  ZPlaygroundImportInputSchema,
  ZPlaygroundImportResultSchema,
  ZRenameGroupInputSchema,
} from "@mnemo/api-contract";
import { z } from "zod";
import { countNotesByGroup } from "../../features/groups/count-notes-by-group.ts";
import { createGroup } from "../../features/groups/create-group.ts";
import { deleteGroup } from "../../features/groups/delete-group.ts";
import { importPlayground } from "../../features/groups/import-playground.ts";
import { listGroups } from "../../features/groups/list-groups.ts";
import { renameGroup } from "../../features/groups/rename-group.ts";
import { protectedProcedure, router } from "../init.ts";

export const groupsRouter = router({
  list: protectedProcedure.output(z.array(ZGroupSchema)).query(({ ctx }) => listGroups({ userId: ctx.user.id }, ctx.db)),
  create: protectedProcedure
    .input(ZCreateGroupInputSchema)
    .output(ZGroupSchema)
    .mutation(({ ctx, input }) => createGroup({ userId: ctx.user.id, title: input.title }, ctx.db)),
  rename: protectedProcedure
    .input(ZRenameGroupInputSchema)
    .output(ZGroupSchema)
    .mutation(({ ctx, input }) => renameGroup({ userId: ctx.user.id, ...input }, ctx.db)),
  delete: protectedProcedure.input(ZDeleteGroupInputSchema).mutation(async ({ ctx, input }) => {
    await deleteGroup({ userId: ctx.user.id, id: input.id }, ctx.db);
    return { id: input.id };
  }),
  /** The visitor's sample deck and its study progress, brought into the account after sign-up (docs/study.md, "The playground"). */
  importPlayground: protectedProcedure
    .input(ZPlaygroundImportInputSchema)
    .output(ZPlaygroundImportResultSchema)
    .mutation(({ ctx, input }) => importPlayground({ userId: ctx.user.id, input }, ctx.db)),
  noteCounts: protectedProcedure.output(z.array(ZNoteCountSchema)).query(({ ctx }) => countNotesByGroup({ userId: ctx.user.id }, ctx.db)),
});
