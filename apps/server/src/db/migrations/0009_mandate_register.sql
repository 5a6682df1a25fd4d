CREATE TABLE "mandate_counters" (
	"agency_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "mandate_counters_agency_id_activity_pk" PRIMARY KEY("agency_id","activity"),
	CONSTRAINT "mandate_counters_activity_check" CHECK ("mandate_counters"."activity" in ('transaction', 'gestion'))
);
--> statement-breakpoint
CREATE TABLE "mandate_mandators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"client_id" uuid,
	"name" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"number" integer NOT NULL,
	"registered_on" date NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"property_id" uuid,
	"object" text NOT NULL,
	"property_nature" text NOT NULL,
	"property_location" text NOT NULL,
	"start_date" date NOT NULL,
	"duration_months" smallint,
	"end_date" date NOT NULL,
	"fee_terms" text NOT NULL,
	"closed_on" date,
	"close_reason" text,
	"created_by" uuid,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandates_activity_check" CHECK ("mandates"."activity" in ('transaction', 'gestion')),
	CONSTRAINT "mandates_kind_check" CHECK ("mandates"."kind" in ('simple', 'exclusif', 'semi_exclusif')),
	CONSTRAINT "mandates_status_check" CHECK ("mandates"."status" in ('active', 'ended', 'cancelled')),
	CONSTRAINT "mandates_number_positive" CHECK ("mandates"."number" > 0),
	CONSTRAINT "mandates_closing_complete" CHECK (("mandates"."status" = 'active') = ("mandates"."closed_on" is null and "mandates"."close_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "mandate_counters" ADD CONSTRAINT "mandate_counters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_mandators" ADD CONSTRAINT "mandate_mandators_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_mandators" ADD CONSTRAINT "mandate_mandators_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_mandators" ADD CONSTRAINT "mandate_mandators_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_mandators_position_key" ON "mandate_mandators" USING btree ("mandate_id","position");--> statement-breakpoint
CREATE INDEX "mandate_mandators_client_idx" ON "mandate_mandators" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_agency_register_number_key" ON "mandates" USING btree ("agency_id","activity","number");--> statement-breakpoint
CREATE INDEX "mandates_property_idx" ON "mandates" USING btree ("property_id");--> statement-breakpoint
-- The register is append-only (loi Hoguet; kept ten years): a line is never deleted nor renumbered,
-- whatever code or person talks to the database. The one deletion allowed is the agency's own, by
-- cascade (docs/decisions.md, issue 12): by then the agency row is gone.
CREATE FUNCTION "immopilote_register_no_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "agencies" WHERE "id" = OLD."agency_id") THEN
    RAISE EXCEPTION 'register lines are never deleted (%)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION "immopilote_register_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'register lines are never deleted (%)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
-- A mandate may only be closed once (status, date, reason) and lose its property when the property
-- is deleted (set null); its number and every copied legal text stay as written.
CREATE FUNCTION "immopilote_mandates_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW."id", NEW."agency_id", NEW."activity", NEW."number", NEW."registered_on", NEW."kind",
         NEW."object", NEW."property_nature", NEW."property_location", NEW."start_date",
         NEW."duration_months", NEW."end_date", NEW."fee_terms", NEW."created_at")
     IS DISTINCT FROM
     ROW(OLD."id", OLD."agency_id", OLD."activity", OLD."number", OLD."registered_on", OLD."kind",
         OLD."object", OLD."property_nature", OLD."property_location", OLD."start_date",
         OLD."duration_months", OLD."end_date", OLD."fee_terms", OLD."created_at") THEN
    RAISE EXCEPTION 'a register line is never rewritten nor renumbered' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW."property_id" IS DISTINCT FROM OLD."property_id" AND NEW."property_id" IS NOT NULL THEN
    RAISE EXCEPTION 'a register line cannot move to another property' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD."status" <> 'active' AND ROW(NEW."status", NEW."closed_on", NEW."close_reason")
     IS DISTINCT FROM ROW(OLD."status", OLD."closed_on", OLD."close_reason") THEN
    RAISE EXCEPTION 'a closed mandate is never reopened' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "immopilote_mandators_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW."id", NEW."agency_id", NEW."mandate_id", NEW."position", NEW."name", NEW."address")
     IS DISTINCT FROM ROW(OLD."id", OLD."agency_id", OLD."mandate_id", OLD."position", OLD."name", OLD."address")
     OR (NEW."client_id" IS DISTINCT FROM OLD."client_id" AND NEW."client_id" IS NOT NULL) THEN
    RAISE EXCEPTION 'a register line is never rewritten' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "mandates_no_delete" BEFORE DELETE ON "mandates" FOR EACH ROW EXECUTE FUNCTION "immopilote_register_no_delete"();--> statement-breakpoint
CREATE TRIGGER "mandates_no_truncate" BEFORE TRUNCATE ON "mandates" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();--> statement-breakpoint
CREATE TRIGGER "mandates_append_only" BEFORE UPDATE ON "mandates" FOR EACH ROW EXECUTE FUNCTION "immopilote_mandates_append_only"();--> statement-breakpoint
CREATE TRIGGER "mandate_mandators_no_delete" BEFORE DELETE ON "mandate_mandators" FOR EACH ROW EXECUTE FUNCTION "immopilote_register_no_delete"();--> statement-breakpoint
CREATE TRIGGER "mandate_mandators_no_truncate" BEFORE TRUNCATE ON "mandate_mandators" FOR EACH STATEMENT EXECUTE FUNCTION "immopilote_register_no_truncate"();--> statement-breakpoint
CREATE TRIGGER "mandate_mandators_append_only" BEFORE UPDATE ON "mandate_mandators" FOR EACH ROW EXECUTE FUNCTION "immopilote_mandators_append_only"();
