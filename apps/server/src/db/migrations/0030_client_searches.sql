CREATE TABLE "client_search_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"transaction" text NOT NULL,
	"kinds" text[] NOT NULL,
	"budget_min" numeric(14, 2),
	"budget_max" numeric(14, 2),
	"surface_min" numeric(10, 2),
	"rooms_min" smallint,
	"bedrooms_min" smallint,
	"commune_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"radius_km" smallint,
	"radius_center" jsonb,
	"radius_latitude" double precision,
	"radius_longitude" double precision,
	"must_haves" text[] DEFAULT '{}'::text[] NOT NULL,
	"worst_energy_class" text,
	"wanted_by" date,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"alert_mode" text DEFAULT 'off' NOT NULL,
	"alert_hour" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_searches_transaction_check" CHECK ("client_searches"."transaction" in ('achat', 'location')),
	CONSTRAINT "client_searches_kinds_check" CHECK ("client_searches"."kinds" <@ array['appartement', 'maison', 'terrain', 'parking', 'local_commercial', 'immeuble', 'autre']::text[] and cardinality("client_searches"."kinds") > 0),
	CONSTRAINT "client_searches_must_haves_check" CHECK ("client_searches"."must_haves" <@ array['ascenseur', 'balcon_terrasse', 'parking', 'exterieur', 'pas_rez_de_chaussee', 'meuble']::text[]),
	CONSTRAINT "client_searches_status_check" CHECK ("client_searches"."status" in ('active', 'en_pause', 'satisfaite', 'abandonnee')),
	CONSTRAINT "client_searches_alert_mode_check" CHECK ("client_searches"."alert_mode" in ('off', 'instant', 'daily')),
	CONSTRAINT "client_searches_energy_check" CHECK ("client_searches"."worst_energy_class" in ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
	CONSTRAINT "client_searches_budget_check" CHECK ("client_searches"."budget_min" >= 0 and "client_searches"."budget_max" >= 0 and "client_searches"."budget_min" <= coalesce("client_searches"."budget_max", "client_searches"."budget_min")),
	CONSTRAINT "client_searches_surface_check" CHECK ("client_searches"."surface_min" > 0),
	CONSTRAINT "client_searches_radius_check" CHECK (("client_searches"."radius_km" is null) = ("client_searches"."radius_center" is null) and "client_searches"."radius_km" between 1 and 200),
	CONSTRAINT "client_searches_places_check" CHECK (cardinality("client_searches"."commune_codes") <= 20 and (cardinality("client_searches"."commune_codes") > 0 or "client_searches"."radius_km" is not null)),
	CONSTRAINT "client_searches_alert_hour_check" CHECK ("client_searches"."alert_hour" between 0 and 23 and ("client_searches"."alert_mode" <> 'daily' or "client_searches"."alert_hour" is not null))
);
--> statement-breakpoint
CREATE TABLE "search_matches" (
	"agency_id" uuid NOT NULL,
	"search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"level" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"event" text,
	"event_key" text,
	"state" text DEFAULT 'nouveau' NOT NULL,
	"dismiss_reason" text,
	"visit_id" uuid,
	"first_matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_matches_search_id_property_id_pk" PRIMARY KEY("search_id","property_id"),
	CONSTRAINT "search_matches_level_check" CHECK ("search_matches"."level" in ('match', 'near')),
	CONSTRAINT "search_matches_state_check" CHECK ("search_matches"."state" in ('nouveau', 'propose', 'interesse', 'pas_interesse', 'visite_planifiee', 'ecarte')),
	CONSTRAINT "search_matches_event_check" CHECK ("search_matches"."event" in ('listed', 'price_changed', 'available_again', 'search_changed')),
	CONSTRAINT "search_matches_dismiss_check" CHECK ("search_matches"."state" <> 'ecarte' or "search_matches"."dismiss_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "client_search_events" ADD CONSTRAINT "client_search_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_search_events" ADD CONSTRAINT "client_search_events_search_id_client_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."client_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_search_events" ADD CONSTRAINT "client_search_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_searches" ADD CONSTRAINT "client_searches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_searches" ADD CONSTRAINT "client_searches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_searches" ADD CONSTRAINT "client_searches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_matches" ADD CONSTRAINT "search_matches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_matches" ADD CONSTRAINT "search_matches_search_id_client_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."client_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_matches" ADD CONSTRAINT "search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_search_events_search_idx" ON "client_search_events" USING btree ("search_id","created_at");--> statement-breakpoint
CREATE INDEX "client_searches_client_idx" ON "client_searches" USING btree ("agency_id","client_id");--> statement-breakpoint
CREATE INDEX "client_searches_active_idx" ON "client_searches" USING btree ("agency_id","transaction") WHERE "client_searches"."status" = 'active';--> statement-breakpoint
CREATE INDEX "search_matches_property_idx" ON "search_matches" USING btree ("agency_id","property_id");--> statement-breakpoint
CREATE INDEX "search_matches_agency_new_idx" ON "search_matches" USING btree ("agency_id","state","first_matched_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written
SELECT immopilote_protect_agency_table('client_searches');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('client_search_events');
--> statement-breakpoint
SELECT immopilote_protect_agency_table('search_matches');
