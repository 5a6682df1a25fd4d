CREATE TABLE "agency_sites" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"card_number" text,
	"card_issuer" text,
	"guarantee_name" text,
	"guarantee_amount" numeric(14, 2),
	"insurer_name" text,
	"insurer_policy" text,
	"legal_form" text,
	"siren" text,
	"contact_email" text,
	"contact_phone" text,
	"intro" text,
	"show_full_address" boolean DEFAULT false NOT NULL,
	"opening_hours" jsonb,
	"fee_scale_rows" jsonb,
	"fee_scale_notes" text,
	"fee_scale_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_sites_slug_check" CHECK ("agency_sites"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("agency_sites"."slug") between 3 and 60)
);
--> statement-breakpoint
CREATE TABLE "inbound_mailboxes" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"imap_enabled" boolean DEFAULT false NOT NULL,
	"imap_host" text,
	"imap_port" integer,
	"imap_secure" boolean DEFAULT true NOT NULL,
	"imap_user" text,
	"imap_password_sealed" text,
	"imap_folder" text DEFAULT 'INBOX' NOT NULL,
	"webhook_secret_sealed" text,
	"last_poll_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_poll_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"channel" text NOT NULL,
	"from_address" text,
	"subject" text,
	"raw_key" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"lead_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_channel_check" CHECK ("inbound_messages"."channel" in ('formulaire', 'imap', 'webhook', 'import')),
	CONSTRAINT "inbound_messages_status_check" CHECK ("inbound_messages"."status" in ('importe', 'echec'))
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_events"."kind" in ('recue', 'etat', 'assignee', 'fusionnee', 'convertie', 'visite_planifiee', 'notifiee', 'en_retard'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"source" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'nouvelle' NOT NULL,
	"property_id" uuid,
	"listing_reference" text,
	"name" text NOT NULL,
	"email" text,
	"email_normalised" text,
	"phone" text,
	"phone_digits" text,
	"message" text DEFAULT '' NOT NULL,
	"wants_visit" boolean DEFAULT false NOT NULL,
	"consent_given" boolean DEFAULT false NOT NULL,
	"consent_text" text,
	"raw_key" text,
	"assigned_to" uuid,
	"client_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overdue_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('site', 'seloger', 'leboncoin', 'bienici', 'logic_immo', 'figaro_immo', 'email')),
	CONSTRAINT "leads_channel_check" CHECK ("leads"."channel" in ('formulaire', 'imap', 'webhook', 'import')),
	CONSTRAINT "leads_state_check" CHECK ("leads"."state" in ('nouvelle', 'contactee', 'visite_planifiee', 'sans_suite'))
);
--> statement-breakpoint
ALTER TABLE "access_log" DROP CONSTRAINT "access_log_kind_check";--> statement-breakpoint
ALTER TABLE "purge_log" DROP CONSTRAINT "purge_log_kind_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_on_site" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "site_reference" integer;--> statement-breakpoint
ALTER TABLE "agency_sites" ADD CONSTRAINT "agency_sites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mailboxes" ADD CONSTRAINT "inbound_mailboxes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_sites_slug_key" ON "agency_sites" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_message_id_key" ON "inbound_messages" USING btree ("agency_id","message_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_agency_received_idx" ON "inbound_messages" USING btree ("agency_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("agency_id","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_agency_received_idx" ON "leads" USING btree ("agency_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_state_idx" ON "leads" USING btree ("agency_id","state","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_agency_email_idx" ON "leads" USING btree ("agency_id","email_normalised");--> statement-breakpoint
CREATE INDEX "leads_agency_phone_idx" ON "leads" USING btree ("agency_id","phone_digits");--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_site_reference_key" ON "properties" USING btree ("agency_id","site_reference") WHERE "properties"."site_reference" is not null;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('client_document', 'property_document', 'client_export', 'agency_export', 'register_export', 'portal_export', 'lead_view', 'lead_message'));--> statement-breakpoint
ALTER TABLE "purge_log" ADD CONSTRAINT "purge_log_kind_check" CHECK ("purge_log"."kind" in ('document_expired', 'client_anonymised', 'client_erased', 'lead_expired'));--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('agency_sites');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('leads');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('lead_events');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('inbound_mailboxes');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('inbound_messages');
