-- AlterTable
ALTER TABLE "group" ADD COLUMN     "noteCount" INTEGER NOT NULL DEFAULT 0;

-- Keep "group"."noteCount" equal to the number of its notes, whoever writes
-- them (manual cards, bulk generation, cascades, moves between decks).
-- Statement-level triggers with transition tables: one UPDATE per statement
-- and deck, not one per card, so a 5,000-card insert stays cheap.
CREATE FUNCTION "mnemo_note_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" + d.n
  FROM (SELECT "groupId", count(*)::int AS n FROM new_notes GROUP BY "groupId") d
  WHERE g.id = d."groupId";
  RETURN NULL;
END $$;

CREATE FUNCTION "mnemo_note_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" - d.n
  FROM (SELECT "groupId", count(*)::int AS n FROM old_notes GROUP BY "groupId") d
  WHERE g.id = d."groupId";
  RETURN NULL;
END $$;

CREATE FUNCTION "mnemo_note_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" + d.n
  FROM (
    SELECT "groupId", sum(n)::int AS n FROM (
      SELECT "groupId", 1 AS n FROM new_notes
      UNION ALL
      SELECT "groupId", -1 AS n FROM old_notes
    ) moves GROUP BY "groupId"
  ) d
  WHERE g.id = d."groupId" AND d.n <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "note_count_insert" AFTER INSERT ON "note"
  REFERENCING NEW TABLE AS new_notes FOR EACH STATEMENT EXECUTE FUNCTION "mnemo_note_count_insert"();
CREATE TRIGGER "note_count_delete" AFTER DELETE ON "note"
  REFERENCING OLD TABLE AS old_notes FOR EACH STATEMENT EXECUTE FUNCTION "mnemo_note_count_delete"();
CREATE TRIGGER "note_count_update" AFTER UPDATE ON "note"
  REFERENCING OLD TABLE AS old_notes NEW TABLE AS new_notes FOR EACH STATEMENT EXECUTE FUNCTION "mnemo_note_count_update"();

-- Decks that already have cards.
UPDATE "group" g SET "noteCount" = c.n
FROM (SELECT "groupId", count(*)::int AS n FROM "note" GROUP BY "groupId") c
WHERE g.id = c."groupId";
