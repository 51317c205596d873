-- AlterTable
ALTER TABLE "note" ADD COLUMN     "cardCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "group" ADD COLUMN     "cardCount" INTEGER NOT NULL DEFAULT 0;

-- A deck's cards (what study counts: one per note, one per gap of a cloze note) beside its notes,
-- kept in two steps, whoever writes (docs/glossary.md, "note and card"):
--   "note"."cardCount"  = the note's rows in "card", by statement triggers on "card";
--   "group"."cardCount" = the sum over its notes, by the note_count migration's triggers on "note",
--                         which now also carry each note's cardCount (inserts, deletes, moves, and
--                         the cardCount updates the "card" triggers make).
-- A note deleted with its cards (the cascade) takes its cardCount from the deck as it goes: the
-- cascade's own "card" trigger finds the note already gone and changes nothing.

-- Notes and decks that already have cards (before the triggers: these updates must not count twice).
UPDATE "note" n SET "cardCount" = c.n
FROM (SELECT "noteId", count(*)::int AS n FROM "card" GROUP BY "noteId") c
WHERE n.id = c."noteId";

UPDATE "group" g SET "cardCount" = c.n
FROM (SELECT "groupId", sum("cardCount")::int AS n FROM "note" GROUP BY "groupId") c
WHERE g.id = c."groupId";

CREATE FUNCTION "mnemo_card_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "note" n SET "cardCount" = n."cardCount" + d.n
  FROM (SELECT "noteId", count(*)::int AS n FROM new_cards GROUP BY "noteId") d
  WHERE n.id = d."noteId";
  RETURN NULL;
END $$;

CREATE FUNCTION "mnemo_card_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "note" n SET "cardCount" = n."cardCount" - d.n
  FROM (SELECT "noteId", count(*)::int AS n FROM old_cards GROUP BY "noteId") d
  WHERE n.id = d."noteId";
  RETURN NULL;
END $$;

CREATE TRIGGER "card_count_insert" AFTER INSERT ON "card"
  REFERENCING NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION "mnemo_card_count_insert"();
CREATE TRIGGER "card_count_delete" AFTER DELETE ON "card"
  REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION "mnemo_card_count_delete"();

CREATE OR REPLACE FUNCTION "mnemo_note_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" + d.n, "cardCount" = g."cardCount" + d.c
  FROM (SELECT "groupId", count(*)::int AS n, sum("cardCount")::int AS c FROM new_notes GROUP BY "groupId") d
  WHERE g.id = d."groupId";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "mnemo_note_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" - d.n, "cardCount" = g."cardCount" - d.c
  FROM (SELECT "groupId", count(*)::int AS n, sum("cardCount")::int AS c FROM old_notes GROUP BY "groupId") d
  WHERE g.id = d."groupId";
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION "mnemo_note_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "group" g SET "noteCount" = g."noteCount" + d.n, "cardCount" = g."cardCount" + d.c
  FROM (
    SELECT "groupId", sum(n)::int AS n, sum(c)::int AS c FROM (
      SELECT "groupId", 1 AS n, "cardCount" AS c FROM new_notes
      UNION ALL
      SELECT "groupId", -1 AS n, -"cardCount" AS c FROM old_notes
    ) moves GROUP BY "groupId"
  ) d
  WHERE g.id = d."groupId" AND (d.n <> 0 OR d.c <> 0);
  RETURN NULL;
END $$;
