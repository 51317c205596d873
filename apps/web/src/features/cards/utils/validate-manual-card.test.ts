import { MAX_TEXT, ZManualContentSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { hasErrors, validateManualCard, type TManualCardFields } from "./validate-manual-card.ts";

function serverErrors(fields: TManualCardFields) {
  const parsed = ZManualContentSchema.safeParse({ type: "manual", ...fields });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe("validateManualCard", () => {
  it.each<[string, TManualCardFields]>([
    ["a complete card", { front: "Question", back: "Answer" }],
    ["an empty front", { front: "", back: "Answer" }],
    ["a blank back", { front: "Question", back: "   " }],
    ["both missing", { front: "", back: "" }],
    ["a front that is too long", { front: "x".repeat(MAX_TEXT + 1), back: "Answer" }],
    ["a long front that trims to fit", { front: ` ${"x".repeat(MAX_TEXT)} `, back: "Answer" }],
  ])("agrees with the server about %s", (_name, fields) => {
    const errors = validateManualCard(fields);
    expect(errors).toEqual(serverErrors(fields));
    expect(hasErrors(errors)).toBe(!ZManualContentSchema.safeParse({ type: "manual", ...fields }).success);
  });
});
