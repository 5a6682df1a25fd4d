CREATE TABLE "auth_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_epoch_single_row" CHECK ("auth_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
-- Bumps the epoch inside the writing transaction, so a reader sees the new rows and the new epoch
-- together or neither (one statement, one snapshot), and notifies the processes that hold a
-- session cache. Deferred to the commit: the single epoch row is locked only for the last instant
-- of the transaction, when it holds every other lock it will take, so it adds no lock cycle.
CREATE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  PERFORM pg_notify('immopilote_auth', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_auth_epoch" AFTER DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
-- An update that changes nothing (same values written back) leaves the caches alone.
CREATE CONSTRAINT TRIGGER "sessions_auth_epoch_update" AFTER UPDATE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_auth_epoch" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_auth_epoch_update" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_auth_epoch" AFTER INSERT OR DELETE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_auth_epoch_update" AFTER UPDATE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agencies_auth_epoch" AFTER DELETE ON "agencies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agencies_auth_epoch_update" AFTER UPDATE ON "agencies"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_two_factor_auth_epoch" AFTER INSERT OR DELETE ON "user_two_factor"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_two_factor_auth_epoch_update" AFTER UPDATE ON "user_two_factor"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: a statement trigger covers it (tests and restores empty tables).
CREATE TRIGGER "sessions_truncate_epoch" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "profiles_truncate_epoch" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
CREATE TRIGGER "agencies_truncate_epoch" AFTER TRUNCATE ON "agencies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
--> statement-breakpoint
-- An agency's property count changes only when a property is added, removed or moved: the embedded
-- database's in-process count cache (db/count-cache.ts) is cleared on this notification.
CREATE FUNCTION "notify_property_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('immopilote_property_count', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_count_changed" AFTER INSERT OR DELETE OR UPDATE OF "agency_id" OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_property_count"();
