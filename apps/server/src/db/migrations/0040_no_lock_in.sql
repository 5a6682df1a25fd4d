CREATE TABLE "portal_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"portal" text NOT NULL,
	"label" text,
	"portal_agency_id" text NOT NULL,
	"protocol" text DEFAULT 'ftp' NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 21 NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"folder" text DEFAULT '/' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_connections_portal_check" CHECK ("portal_connections"."portal" in ('seloger', 'leboncoin', 'bienici', 'logic_immo', 'figaro_immobilier', 'green_acres', 'poliris')),
	CONSTRAINT "portal_connections_protocol_check" CHECK ("portal_connections"."protocol" in ('ftp', 'ftps')),
	CONSTRAINT "portal_connections_port_check" CHECK ("portal_connections"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "portal_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"sent" integer DEFAULT 0 NOT NULL,
	"held_before" integer DEFAULT 0 NOT NULL,
	"excluded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"file_name" text,
	"bytes" integer,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "portal_uploads_status_check" CHECK ("portal_uploads"."status" in ('pending', 'running', 'sent', 'failed', 'needs_confirmation')),
	CONSTRAINT "portal_uploads_trigger_check" CHECK ("portal_uploads"."trigger" in ('nightly', 'manual', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "property_portals" (
	"agency_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"portal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_portals_property_id_portal_pk" PRIMARY KEY("property_id","portal"),
	CONSTRAINT "property_portals_portal_check" CHECK ("property_portals"."portal" in ('seloger', 'leboncoin', 'bienici', 'logic_immo', 'figaro_immobilier', 'green_acres', 'poliris'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'analysing' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"mapping" jsonb,
	"report" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('poliris', 'contacts')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('analysing', 'ready', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "api_key_windows" (
	"agency_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_windows_key_id_window_start_pk" PRIMARY KEY("key_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 120 NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_rate_limit_check" CHECK ("api_keys"."rate_limit_per_minute" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_response" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_ref" text;--> statement-breakpoint
ALTER TABLE "portal_connections" ADD CONSTRAINT "portal_connections_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uploads" ADD CONSTRAINT "portal_uploads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uploads" ADD CONSTRAINT "portal_uploads_connection_id_portal_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."portal_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_uploads" ADD CONSTRAINT "portal_uploads_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_portals" ADD CONSTRAINT "property_portals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_portals" ADD CONSTRAINT "property_portals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_windows" ADD CONSTRAINT "api_key_windows_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_windows" ADD CONSTRAINT "api_key_windows_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_connections_agency_portal_key" ON "portal_connections" USING btree ("agency_id","portal");--> statement-breakpoint
CREATE INDEX "portal_uploads_connection_idx" ON "portal_uploads" USING btree ("agency_id","connection_id","created_at");--> statement-breakpoint
CREATE INDEX "property_portals_agency_portal_idx" ON "property_portals" USING btree ("agency_id","portal");--> statement-breakpoint
CREATE INDEX "imports_agency_idx" ON "imports" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_agency_idx" ON "api_keys" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("agency_id","endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_agency_idx" ON "webhook_endpoints" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_import_ref_key" ON "properties" USING btree ("agency_id","import_ref") WHERE "properties"."import_ref" is not null;--> statement-breakpoint
SELECT immopilote_protect_agency_table('portal_connections');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('portal_uploads');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('property_portals');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('imports');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('api_keys');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('api_key_windows');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('webhook_endpoints');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('webhook_deliveries');
