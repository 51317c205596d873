import { describe, expect, it } from "vitest";
import { NETWORK_ERROR_MESSAGE } from "@/lib/error-info.ts";
import { HttpError } from "@/lib/http-error.ts";
import { exchangeFailure } from "./exchange-errors.ts";

/** Shaped like @trpc/client's TRPCClientError with the server's errorFormatter data. */
function trpcError(message: string, data: Record<string, unknown>): Error {
  const error = new Error(message) as Error & { data?: Record<string, unknown> };
  error.name = "TRPCClientError";
  error.data = data;
  return error;
}

describe("exchangeFailure", () => {
  it("reads a refused format from tRPC and names the plan that has it", () => {
    const error = trpcError("Exporting to PDF is not part of the Free plan. It comes with the Premium plan: upgrade at /upgrade.", {
      httpStatus: 403,
      appCode: "EXPORT_NOT_IN_PLAN",
      details: { format: "pdf", plan: "premium", planName: "Premium" },
    });
    expect(exchangeFailure(error)).toEqual({
      message: "Exporting to PDF is not part of the Free plan. It comes with the Premium plan: upgrade at /upgrade.",
      code: "EXPORT_NOT_IN_PLAN",
      upgradePlan: "Premium",
    });
  });

  it("reads an upload's REST error with its code, and offers no upgrade for it", () => {
    const error = new HttpError(413, "The file is larger than 100 MB, the most one import may be.", "FILE_TOO_LARGE");
    expect(exchangeFailure(error)).toEqual({
      message: "The file is larger than 100 MB, the most one import may be.",
      code: "FILE_TOO_LARGE",
      upgradePlan: null,
    });
  });

  it("says the network is away when no answer came", () => {
    expect(exchangeFailure(new TypeError("Failed to fetch"))).toEqual({ message: NETWORK_ERROR_MESSAGE, code: null, upgradePlan: null });
  });
});
