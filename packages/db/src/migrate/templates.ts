import type { SchemaDiff } from "./diff.ts";

/**
 * Starting text for `create --empty`. Its snapshot is the current schema.prisma,
 * so any schema change not yet covered by a migration becomes this migration's
 * job: spell that out, with the generated SQL commented in as a starting point.
 */
export function renderHandWrittenSql(diff: SchemaDiff): string {
  const header = "-- Hand-written migration: write its SQL below.\n";
  if (diff.empty) return header;
  const commented = diff.sql
    .trimEnd()
    .split("\n")
    .map((line) => (line ? `-- ${line}` : "--"))
    .join("\n");
  return (
    header +
    "--\n" +
    "-- schema.prisma has changes that no earlier migration makes. This migration is\n" +
    "-- recorded as bringing the database up to the current schema.prisma, so it must\n" +
    "-- make them too (by hand, e.g. a rename instead of drop + add). The generated\n" +
    "-- SQL for them, for reference:\n" +
    "--\n" +
    commented +
    "\n"
  );
}
