CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid,
	"document_id" uuid,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('client_document', 'property_document', 'client_export', 'agency_export', 'register_export', 'portal_export'))
);
--> statement-breakpoint
ALTER TABLE "agency_exports" ADD COLUMN "done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_exports" ADD COLUMN "downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_agency_idx" ON "access_log" USING btree ("agency_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_occurred_idx" ON "access_log" USING btree ("occurred_at");--> statement-breakpoint
-- The access log is append-only (issue 15 part 6): no entry is ever rewritten, and an entry is
-- deleted only past its retention (ACCESS_LOG_KEEP_MONTHS = 12 in contracts, the CNIL's
-- six-months-to-a-year recommendation for logs) or with its agency (cascade).
CREATE FUNCTION "immopilote_access_log_no_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access log entries are never rewritten' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE FUNCTION "immopilote_access_log_no_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."occurred_at" >= now() - interval '12 months'
     AND EXISTS (SELECT 1 FROM "agencies" WHERE "id" = OLD."agency_id") THEN
    RAISE EXCEPTION 'access log entries are kept 12 months' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION "immopilote_access_log_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'access log entries are never truncated' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "access_log_no_update" BEFORE UPDATE ON "access_log" FOR EACH ROW EXECUTE FUNCTION "immopilote_access_log_no_update"();--> statement-breakpoint
CREATE TRIGGER "access_log_no_delete" BEFORE DELETE ON "access_log" FOR EACH ROW EXECUTE FUNCTION "immopilote_access_log_no_delete"();--> statement-breakpoint
CREATE TRIGGER "access_log_no_truncate" BEFORE TRUNCATE ON "access_log" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_access_log_no_truncate"();
