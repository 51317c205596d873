import type { Db } from "@mnemo/db";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "../features/billing/actions/billing-errors.ts";
import { AppError } from "../lib/app-error.ts";
import { createContextInner } from "./context.ts";
import { createCallerFactory } from "./init.ts";
import { appRouter } from "./router.ts";

// A server built with none of the optional services; the middlewares answer before any database work.
const trpc = createCallerFactory(appRouter)(
  createContextInner({ services: { db: {} as Db, plans: [] }, user: { id: "u1", email: "u1@example.test", name: "Test User" } }),
);

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const cause = (error as TRPCError).cause;
  return cause instanceof AppError ? { code: cause.code, message: cause.userMessage } : { code: (error as TRPCError).code, message: "" };
}

const AN_ID = "00000000-0000-4000-8000-000000000000";

describe("a procedure whose service this server lacks", () => {
  it("answers the require function's error", async () => {
    const generation = { code: "INTERNAL", message: "Card generation is not running on this server." };
    const threads = { code: "INTERNAL", message: "Imports and exports are not set up on this server." };
    expect(await refusal(trpc.generation.options())).toEqual(generation);
    expect(await refusal(trpc.generation.startText({ groupId: AN_ID, text: "Some text.", types: ["qna"] }))).toEqual(generation);
    expect(await refusal(trpc.exports.quizletText({}))).toEqual(threads);
    expect(await refusal(trpc.imports.preview({ uploadId: AN_ID }))).toEqual(threads);
    expect(await refusal(trpc.imports.cancel({ uploadId: AN_ID }))).toEqual({
      code: "INTERNAL",
      message: "Exports and imports are not set up on this server.",
    });
    expect(await refusal(trpc.billing.portal())).toEqual({ code: "BILLING_DISABLED", message: BILLING_MESSAGES.disabled });
  });

  it("still refuses a bad input first", async () => {
    expect((await refusal(trpc.generation.startText({} as never))).code).toBe("BAD_REQUEST");
    expect((await refusal(trpc.imports.cancel({ uploadId: 5 } as never))).code).toBe("BAD_REQUEST");
    expect((await refusal(trpc.billing.checkout({ plan: "gold" } as never))).code).toBe("BAD_REQUEST");
  });
});
