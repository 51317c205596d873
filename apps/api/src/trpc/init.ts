import { internalErrorMessage, NOT_SIGNED_IN } from "@mnemo/api-contract";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError, toAppError, TRPC_CODE } from "../lib/app-error.ts";
import type { Context } from "./context.ts";

const t = initTRPC.context<Context>().create({
  // Never send stack traces to clients; the server log has them.
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const appError = toAppError(error.cause);
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    // A failure we did not foresee (a database error, a bug): its message may name files,
    // lines, SQL or data. The log has it, filed under the request id; the client gets the id.
    const internal = shape.data.code === "INTERNAL_SERVER_ERROR" && !appError;
    const requestId = ctx?.requestId;
    return {
      ...shape,
      message: internal
        ? internalErrorMessage(requestId)
        : (appError?.userMessage ?? (zodError ? zodError.issues.map((issue) => issue.message).join(" ") : shape.message)),
      data: {
        ...shape.data,
        requestId: internal ? (requestId ?? null) : null,
        appCode: appError?.code ?? (zodError ? "BAD_REQUEST" : null),
        issues: zodError?.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) ?? null,
        details: appError?.details ?? null,
      },
    };
  },
});

/** AppErrors (and Prisma's not-found/conflict) keep their meaning over tRPC. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const appError = toAppError(result.error.cause);
    if (appError && !(result.error.cause instanceof TRPCError)) {
      result.error = new TRPCError({ code: TRPC_CODE[appError.code], message: appError.userMessage, cause: appError });
    }
  }
  return result;
});

export const router = t.router;
/** For middlewares kept in their own files (service-middlewares.ts). */
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: NOT_SIGNED_IN, cause: new AppError("UNAUTHORIZED", { message: NOT_SIGNED_IN }) });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
