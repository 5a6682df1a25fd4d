CREATE TABLE "property_list_epochs" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_name_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_address_trgm_idx";--> statement-breakpoint
DROP INDEX "property_photos_property_idx";--> statement-breakpoint
CREATE INDEX "property_photos_property_idx" ON "property_photos" USING btree ("property_id","position","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immopilote_fold("name" || E'\n' || "address")) STORED;--> statement-breakpoint
-- Bumps the epoch of every agency whose property cards a statement may have changed (properties
-- and their photos: the card shows the first photo), in the writing transaction: a reader sees the
-- new rows and the new epoch together or neither. One upsert per agency and statement, whatever
-- the number of rows, in agency order so that two statements touching the same agencies queue
-- rather than deadlock. The agency's row stays locked until the commit: writes to one agency's
-- properties serialise, which its short transactions allow.
CREATE FUNCTION "bump_property_list_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "property_list_epochs" SET "epoch" = "epoch" + 1;
    touched := 1;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "property_list_epochs" AS e ("agency_id", "epoch")
      SELECT DISTINCT "agency_id", 1 FROM "new_rows" ORDER BY 1
      ON CONFLICT ("agency_id") DO UPDATE SET "epoch" = e."epoch" + 1;
    GET DIAGNOSTICS touched = ROW_COUNT;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "property_list_epochs" AS e ("agency_id", "epoch")
      SELECT DISTINCT "agency_id", 1 FROM "old_rows" ORDER BY 1
      ON CONFLICT ("agency_id") DO UPDATE SET "epoch" = e."epoch" + 1;
    GET DIAGNOSTICS touched = ROW_COUNT;
  ELSE
    INSERT INTO "property_list_epochs" AS e ("agency_id", "epoch")
      SELECT "agency_id", 1 FROM (SELECT "agency_id" FROM "old_rows" UNION SELECT "agency_id" FROM "new_rows") c
      ORDER BY 1
      ON CONFLICT ("agency_id") DO UPDATE SET "epoch" = e."epoch" + 1;
    GET DIAGNOSTICS touched = ROW_COUNT;
  END IF;
  IF touched > 0 THEN
    PERFORM pg_notify('immopilote_property_list', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_list_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "properties_list_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "properties_list_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "properties_list_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_list_insert" AFTER INSERT ON "property_photos"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_list_update" AFTER UPDATE ON "property_photos"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_list_delete" AFTER DELETE ON "property_photos"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "property_photos_list_truncate" AFTER TRUNCATE ON "property_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
-- The list cache above holds the agency's count too: the count-only notification goes.
DROP TRIGGER "properties_count_changed" ON "properties";
--> statement-breakpoint
DROP FUNCTION "notify_property_count"();
