CREATE TABLE "listing_positions" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"commune_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"located_from" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_positions" ADD CONSTRAINT "listing_positions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_positions" ADD CONSTRAINT "listing_positions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_positions_commune_idx" ON "listing_positions" USING btree ("agency_id","commune_code");--> statement-breakpoint
CREATE INDEX "client_searches_communes_idx" ON "client_searches" USING gin ("commune_codes") WHERE "client_searches"."status" = 'active';--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('listing_positions');
