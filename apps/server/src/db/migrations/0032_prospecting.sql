CREATE TABLE "match_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"search_id" uuid,
	"property_id" uuid,
	"mail_id" uuid NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"via" text NOT NULL,
	"property_name" text NOT NULL,
	"property_city" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"property_type" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"token_hash" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "match_proposals_event_check" CHECK ("match_proposals"."event" in ('listed', 'price_changed', 'available_again', 'search_changed')),
	CONSTRAINT "match_proposals_via_check" CHECK ("match_proposals"."via" in ('manual', 'instant', 'daily')),
	CONSTRAINT "match_proposals_property_type_check" CHECK ("match_proposals"."property_type" in ('Vente', 'Location')),
	CONSTRAINT "match_proposals_answer_check" CHECK ("match_proposals"."answer" in ('interesse', 'pas_interesse')),
	CONSTRAINT "match_proposals_answered_by_check" CHECK ("match_proposals"."answered_by" in ('client', 'agent')),
	CONSTRAINT "match_proposals_answer_pair_check" CHECK (("match_proposals"."answer" is null) = ("match_proposals"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "prospecting_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"action" text NOT NULL,
	"source" text,
	"by_user_id" uuid,
	"by_client" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospecting_consent_events_action_check" CHECK ("prospecting_consent_events"."action" in ('granted', 'withdrawn')),
	CONSTRAINT "prospecting_consent_events_source_check" CHECK ("prospecting_consent_events"."source" in ('oral', 'ecrit', 'formulaire_web', 'email', 'autre'))
);
--> statement-breakpoint
CREATE TABLE "prospecting_consents" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"consented_at" timestamp with time zone,
	"source" text,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospecting_consents_source_check" CHECK ("prospecting_consents"."source" in ('oral', 'ecrit', 'formulaire_web', 'email', 'autre'))
);
--> statement-breakpoint
CREATE TABLE "prospecting_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"via" text NOT NULL,
	"sent_by" uuid,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospecting_mails_via_check" CHECK ("prospecting_mails"."via" in ('manual', 'instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "search_digest_runs" (
	"search_id" uuid PRIMARY KEY NOT NULL,
	"agency_id" uuid NOT NULL,
	"last_run_on" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_search_id_client_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."client_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_mail_id_prospecting_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."prospecting_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_consent_events" ADD CONSTRAINT "prospecting_consent_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_consent_events" ADD CONSTRAINT "prospecting_consent_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_consent_events" ADD CONSTRAINT "prospecting_consent_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_consents" ADD CONSTRAINT "prospecting_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_consents" ADD CONSTRAINT "prospecting_consents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_mails" ADD CONSTRAINT "prospecting_mails_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_mails" ADD CONSTRAINT "prospecting_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospecting_mails" ADD CONSTRAINT "prospecting_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_digest_runs" ADD CONSTRAINT "search_digest_runs_search_id_client_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."client_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_digest_runs" ADD CONSTRAINT "search_digest_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_proposals_event_key" ON "match_proposals" USING btree ("search_id","property_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "match_proposals_token_key" ON "match_proposals" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "match_proposals_client_idx" ON "match_proposals" USING btree ("agency_id","client_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_proposals_mail_idx" ON "match_proposals" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "prospecting_consent_events_client_idx" ON "prospecting_consent_events" USING btree ("agency_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "prospecting_consents_agency_idx" ON "prospecting_consents" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospecting_mails_token_key" ON "prospecting_mails" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "prospecting_mails_client_idx" ON "prospecting_mails" USING btree ("agency_id","client_id");--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('prospecting_consents');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('prospecting_consent_events');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('match_proposals');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('prospecting_mails');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('search_digest_runs');
