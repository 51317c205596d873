import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check values for a zod schema, for fuzzing the API: mostly inputs of
 * the schema's shape (so calls get past validation and reach the code and the
 * database behind it), with hostile strings everywhere a string goes, and now
 * and then a value of the wrong kind altogether.
 */

/** Strings that have broken servers: NUL, lone surrogates, overrides, huge, SQL- and template-ish, numbers as text. */
export const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Egpj.exe",
  "\u2066\u2069",
  "\u2800\u3164\u180E",
  '\'; DROP TABLE "user"; --',
  "%00%ff",
  "\\u0000",
  "{{c1::}}",
  "{{c99999999999::a::b}}",
  "<script>alert(1)</script>",
  "0000-01-01T00:00:00.000Z_00000000-0000-0000-0000-000000000000",
  "2026-13-45T99:99:99.999Z_ffffffff-ffff-ffff-ffff-ffffffffffff",
  "9".repeat(400),
  "-1",
  "NaN",
  " ",
  "",
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom("a".repeat(5_001), "\u0000".repeat(3_000), "é".repeat(250)) },
);

export type ArbitraryOptions = {
  /** Values to try for id fields (real ids of the caller's data reach deeper than random UUIDs). */
  ids?: string[];
};

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; value?: number; minimum?: number; maximum?: number; length?: number; format?: string } } };

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: shaped(schema, options) }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) });
}

function shaped(schema: unknown, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringFor(def, options);
    case "number":
      return fc.oneof(
        fc.integer({ min: -2, max: 60 }),
        fc.constantFrom(0, 1, -1, 2 ** 31, 1e300, Number.MAX_SAFE_INTEGER + 2, 0.5),
        fc.constantFrom("7", "x", "1e9"),
      );
    case "boolean":
      return fc.oneof({ weight: 5, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom("true", 0, null) });
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...Object.values(def.entries as object)) },
        { weight: 1, arbitrary: hostileString },
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch": {
      const inner = shaped(def.innerType, options);
      const empty = def.type === "nullable" ? null : undefined;
      return fc.oneof({ weight: 4, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(empty) });
    }
    case "pipe":
      return shaped(def.in, options);
    case "transform":
      return fc.anything({ maxDepth: 1 });
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) fields[key] = shaped(value, options);
      return fc.record(fields, { requiredKeys: [] });
    }
    case "array": {
      const checks = (def.checks as Check[] | undefined) ?? [];
      const exact = checks.find((check) => check._zod.def.check === "length_equals")?._zod.def.length;
      const max = exact ?? checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum ?? 8;
      return fc.array(shaped(def.element, options), { maxLength: Math.min(max + 1, 25) });
    }
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((option) => shaped(option, options)));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

function stringFor(def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = (def.checks as Check[] | undefined) ?? [];
  const format = checks.find((check) => check._zod.def.check === "string_format")?._zod.def.format ?? (def.format as string | undefined);
  if (format === "uuid" || format === "guid") {
    const ids = options.ids?.length ? [fc.constantFrom(...options.ids)] : [];
    return fc.oneof(...ids, fc.uuid(), hostileString);
  }
  if (format === "email") return fc.oneof(fc.emailAddress(), hostileString);
  const max = checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum ?? 200;
  const fitting = fc.string({ unit: "grapheme", minLength: 1, maxLength: Math.min(max, 60) });
  return fc.oneof(
    { weight: 2, arbitrary: fitting.map((text) => `${text} {{c1::${text}}}`) },
    { weight: 2, arbitrary: fitting },
    { weight: 3, arbitrary: hostileString },
  );
}
