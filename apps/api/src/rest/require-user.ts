import { NOT_SIGNED_IN } from "@mnemo/api-contract";
import type { FastifyRequest } from "fastify";
import type { SessionUser } from "../auth/session-user.ts";
import { AppError } from "../lib/app-error.ts";

/** The REST twin of tRPC's protectedProcedure. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.getUser();
  if (!user) throw new AppError("UNAUTHORIZED", { message: NOT_SIGNED_IN });
  return user;
}
