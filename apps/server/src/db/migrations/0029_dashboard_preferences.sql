CREATE TABLE "dashboard_preferences" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"property_view" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_preferences_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id"),
	CONSTRAINT "dashboard_preferences_property_view_check" CHECK ("dashboard_preferences"."property_view" in ('list', 'cards'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ADD CONSTRAINT "dashboard_preferences_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_preferences" ADD CONSTRAINT "dashboard_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('dashboard_preferences');
--> statement-breakpoint
-- The dashboard's list shows the number of each property's mandate in force (issue 27): a mandate
-- taken or closed changes the agency's cards, as a property or a photo does (0020). The register
-- refuses TRUNCATE and deletes only with its agency (0009).
CREATE TRIGGER "mandates_list_insert" AFTER INSERT ON "mandates"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "mandates_list_update" AFTER UPDATE ON "mandates"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
--> statement-breakpoint
CREATE TRIGGER "mandates_list_delete" AFTER DELETE ON "mandates"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_property_list_epoch"();
