import type { TRestError } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { confirmOwner, deleteAccount } from "../features/account/delete-account.ts";
import { exportAccount } from "../features/account/export-account.ts";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "./require-user.ts";

const ZDeleteAccountInputSchema = z.object({
  password: z.string({ error: "password must be text." }).max(1000).optional(),
});

/**
 * The learner's own data: a download of everything (GET /api/account/export)
 * and deleting the account for good (POST /api/account/delete).
 */
export async function accountRoutes(app: FastifyInstance) {
  const { db, auth, billing } = app.services;
  app.get("/api/account/export", async (request, reply) => {
    const user = await requireUser(request);
    const data = await exportAccount({ userId: user.id }, db);
    request.log.info({ audit: "account_exported", userId: user.id }, "account data exported");
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="mnemo-export-${day}.json"`)
      .header("cache-control", "no-store")
      .send(JSON.stringify(data, null, 2));
  });

  app.post("/api/account/delete", async (request, reply) => {
    const user = await requireUser(request);
    if (!auth) {
      throw new AppError("FORBIDDEN", {
        message: "Accounts on this server are held by Supabase: ask the server's operator to delete yours.",
      });
    }
    const { password } = ZDeleteAccountInputSchema.parse(request.body ?? {});
    try {
      await confirmOwner({ userId: user.id, sessionId: user.sessionId, password }, { auth, db });
    } catch (error) {
      request.log.warn({ audit: "account_delete_failed", userId: user.id }, "account deletion refused");
      throw error;
    }
    await deleteAccount(
      { userId: user.id },
      { db, billing, exchange: app.services.exchange, sourceFiles: app.services.sourceFiles, log: request.log },
    );
    request.log.info({ audit: "account_deleted", userId: user.id }, "account deleted");
    const context = await auth.$context;
    const secure = context.authCookies.sessionToken.attributes.secure ? "; Secure" : "";
    return reply
      .header("set-cookie", `${context.authCookies.sessionToken.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`)
      .send({ deleted: true } satisfies { deleted: true } | TRestError);
  });
}
