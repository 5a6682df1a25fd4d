CREATE TABLE "inspection_defaults" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"rooms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"property_id" uuid,
	"property_label" text NOT NULL,
	"property_address" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"entry_inspection_id" uuid,
	"inspection_date" date NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"signature_request_id" uuid,
	"signed_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_kind_check" CHECK ("inspections"."kind" in ('entry', 'exit')),
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('draft', 'signing', 'signed', 'refused')),
	CONSTRAINT "inspections_version_check" CHECK ("inspections"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_kind_check";--> statement-breakpoint
ALTER TABLE "signature_signers" DROP CONSTRAINT "signature_signers_role_check";--> statement-breakpoint
ALTER TABLE "inspection_defaults" ADD CONSTRAINT "inspection_defaults_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_entry_inspection_id_inspections_id_fk" FOREIGN KEY ("entry_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspections_property_idx" ON "inspections" USING btree ("agency_id","property_id","inspection_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inspections_entry_idx" ON "inspections" USING btree ("entry_inspection_id");--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_kind_check" CHECK ("signature_requests"."document_kind" in ('mandate', 'visit_slip', 'inspection'));--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_role_check" CHECK ("signature_signers"."role" in ('agency', 'mandator', 'visitor', 'tenant', 'landlord'));--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('inspections');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('inspection_photos');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('inspection_defaults');
