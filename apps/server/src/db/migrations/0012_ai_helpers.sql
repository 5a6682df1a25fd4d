CREATE TABLE "agency_ai_settings" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"external_provider_enabled" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"agency_id" uuid NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_agency_id_month_pk" PRIMARY KEY("agency_id","month"),
	CONSTRAINT "ai_usage_month_check" CHECK ("ai_usage"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "ai_usage_calls_check" CHECK ("ai_usage"."calls" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid,
	"agency_name" text NOT NULL,
	"address" text,
	"city" text NOT NULL,
	"source" text NOT NULL,
	"engine" text NOT NULL,
	"review_count" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_analyses_source_check" CHECK ("review_analyses"."source" in ('pasted', 'google', 'google+pasted', 'provider')),
	CONSTRAINT "review_analyses_engine_check" CHECK ("review_analyses"."engine" in ('builtin', 'openai-compatible', 'webhook'))
);
--> statement-breakpoint
ALTER TABLE "agency_ai_settings" ADD CONSTRAINT "agency_ai_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_ai_settings" ADD CONSTRAINT "agency_ai_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_analyses" ADD CONSTRAINT "review_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_analyses_agency_created_idx" ON "review_analyses" USING btree ("agency_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);